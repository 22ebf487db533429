import { readHomeBasis, type DataContext } from '@reno/data';
import type { HomeBasis } from '@reno/domain';

/**
 * The home's adjusted basis for the packet ('Include the cost basis'): the totals as the Cost basis screen has
 * them (GET /api/homes/{id}/basis), from the projects' stored sums and the reductions (no expense is read).
 * The packet reads the basis here only. Null: no such home.
 */
export async function packetBasis(
  data: DataContext,
  householdId: string,
  homeId: number,
): Promise<HomeBasis | null> {
  const input = await readHomeBasis(data, householdId, homeId);
  if (!input) return null;
  // The basis rules load with the first report, as in the homes function.
  const { homeBasis } = await import('@reno/domain/cost-basis');
  return homeBasis(input);
}
