// The home items the assistant's and the records archive's tests seed: one kitchen paint that the lookups,
// the offline assistant, the archive's items.csv and the home packet all name the same way.
import { createHomeItem, createRoom, type DataContext } from '@reno/data';
import { FIRST_HOME_ID, homeItemInputSchema } from '@reno/domain';

/** A kitchen's wall paint, with its colour, code and sheen (an item's fields without its room). */
export const WALL_PAINT = {
  kind: 'finish',
  name: 'Wall paint',
  brand: 'Benjamin Moore',
  colourName: 'White Dove',
  colourCode: 'OC-17',
  sheen: 'Eggshell',
} as const;

/**
 * The first home's kitchen and laundry, as the assistant's home-record questions find them: the kitchen's
 * wall paint, the laundry's ceiling paint (a kitchen's lookup leaves it out) and a dishwasher in the kitchen
 * whose 24-month warranty ends Jul 1, 2026. Each item is read through the API's schema.
 */
export async function seedKitchenAndLaundry(ctx: DataContext, householdId: string) {
  const room = (name: string) => createRoom(ctx, householdId, { homeId: FIRST_HOME_ID, name });
  const kitchen = await room('Kitchen');
  const laundry = await room('Laundry');
  const item = (fields: Record<string, unknown>) =>
    createHomeItem(ctx, householdId, homeItemInputSchema.parse(fields));
  await item({ roomId: kitchen.id, ...WALL_PAINT });
  await item({ roomId: laundry.id, kind: 'finish', name: 'Ceiling paint', brand: 'Behr' });
  const dishwasher = await item({
    roomId: kitchen.id,
    kind: 'appliance',
    name: 'Dishwasher',
    brand: 'Bosch',
    model: 'SHX78B',
    warranty: { startDate: '2024-07-01', months: 24, contact: 'Bosch, 800-944-2904' },
  });
  return { kitchen, laundry, dishwasher };
}
