import type { Photo, PhotoChange, PhotoInput } from '@reno/domain';
import { recordMutationHooks, useInvalidate, useUpdateMutation } from '../../../lib/record-mutations';
import { photoKeys } from './photo-queries';

const photoMutations = recordMutationHooks<PhotoInput, Photo>('/api/photos', [photoKeys.all]);

export const useCreatePhoto = photoMutations.useCreate;
export const useDeletePhoto = photoMutations.useDelete;
/** A change of a photo's day, caption and tags: its body is not a new photo's (no room, no upload). */
export const useUpdatePhoto = () =>
  useUpdateMutation<PhotoChange, Photo>('/api/photos', useInvalidate(photoKeys.all));
