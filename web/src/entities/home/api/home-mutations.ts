import type { Home, HomePayload } from '@reno/domain';
import { recordMutationHooks } from '../../../lib/record-mutations';
import { homeKeys } from './home-queries';

// Only an empty home is deleted (docs/product.md#api-homes): no project moves, so only the homes refresh.
const homeMutations = recordMutationHooks<HomePayload, Home>('/api/homes', [homeKeys.all]);

export const useCreateHome = homeMutations.useCreate;
export const useUpdateHome = homeMutations.useUpdate;
export const useDeleteHome = homeMutations.useDelete;
