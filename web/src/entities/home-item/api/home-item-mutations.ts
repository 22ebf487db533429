import type { HomeItem, HomeItemInput } from '@reno/domain';
import { recordMutationHooks } from '../../../lib/record-mutations';
import { maintenanceKeys } from '../../maintenance/api/maintenance-queries';
import { homeItemKeys } from './home-item-queries';

// An item can move between rooms: every room's items refresh after a change, and the maintenance tasks,
// which show the name of the item they name.
const homeItemMutations = recordMutationHooks<HomeItemInput, HomeItem>('/api/items', [
  homeItemKeys.all,
  maintenanceKeys.all,
]);

export const useCreateHomeItem = homeItemMutations.useCreate;
export const useUpdateHomeItem = homeItemMutations.useUpdate;
export const useDeleteHomeItem = homeItemMutations.useDelete;
