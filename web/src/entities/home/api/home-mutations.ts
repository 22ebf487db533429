import type { Home, HomePayload } from '@reno/domain';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { homeKeys } from './home-queries';

export function useCreateHome() {
  return useCreateMutation<HomePayload, Home>('/api/homes', useInvalidate(homeKeys.all));
}

export function useUpdateHome() {
  return useUpdateMutation<HomePayload, Home>('/api/homes', useInvalidate(homeKeys.all));
}

/** Only an empty home is deleted (docs/product.md#api-homes): no project moves, so only the homes refresh. */
export function useDeleteHome() {
  return useDeleteMutation('/api/homes', useInvalidate(homeKeys.all));
}
