import type { HouseholdRole } from '@reno/domain';

/** A role as the screens name it (docs/product.md#households). */
export const ROLE_LABELS: Record<HouseholdRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};
