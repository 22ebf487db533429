import type { Photo, PhotoInput } from '@reno/domain';
import { recordMutationHooks } from '../../../lib/record-mutations';
import { photoKeys } from './photo-queries';

const photoMutations = recordMutationHooks<PhotoInput, Photo>('/api/photos', [photoKeys.all]);

export const useCreatePhoto = photoMutations.useCreate;
export const useDeletePhoto = photoMutations.useDelete;
