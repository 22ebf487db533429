import { readHomeBasis, type DataContext } from '@reno/data';
import type { HomeBasis } from '@reno/domain';

/**
 * The home's adjusted basis for the packet ('Include the cost basis'): the basis report as the Cost basis
 * screen has it (GET /api/homes/{id}/basis). The packet reads the basis here only, so that when the basis
 * totals come from stored aggregates (issue 54) this is the one call to point at them. Null: no such home.
 */
export async function packetBasis(
  data: DataContext,
  householdId: string,
  homeId: number,
): Promise<HomeBasis | null> {
  const input = await readHomeBasis(data, householdId, homeId);
  if (!input) return null;
  // The basis rules load with the first report, as in the homes function.
  const { basisReport } = await import('@reno/domain/cost-basis');
  return basisReport(input);
}
