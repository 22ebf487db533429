import type { HomeItem, HomeItemInput } from '@reno/domain';
import { recordMutationHooks } from '../../../lib/record-mutations';
import { homeItemKeys } from './home-item-queries';

// An item can move between rooms: every room's items refresh after a change.
const homeItemMutations = recordMutationHooks<HomeItemInput, HomeItem>('/api/items', [homeItemKeys.all]);

export const useCreateHomeItem = homeItemMutations.useCreate;
export const useUpdateHomeItem = homeItemMutations.useUpdate;
export const useDeleteHomeItem = homeItemMutations.useDelete;
