// The demo home's record (issue 53): the kitchen's cabinets (paid by the cabinets' expense), its paint with
// brand, colour, code and sheen, and its range, whose one-year warranty ends next month, so the dashboard's
// 'Warranties ending soon' and the warranty reminder have something to show; and the house's maintenance.
import {
  createHomeItem,
  createMaintenanceTask,
  logMaintenanceDone,
  type createDataContext,
  type HomeItemInput,
} from '@reno/data';
import { addMonths, NO_ITEM_DETAILS } from '@reno/domain';

type Context = ReturnType<typeof createDataContext>;

const blank = NO_ITEM_DETAILS;

export async function seedDemoKitchenItems(
  ctx: Context,
  userId: string,
  kitchen: { roomId: number; builderId: number; cabinetsExpense: { id: number; date: string } },
  day: (days: number) => string,
): Promise<void> {
  const { roomId, builderId, cabinetsExpense } = kitchen;
  const rangeWarrantyEnds = day(30);
  const items: HomeItemInput[] = [
    {
      ...blank,
      roomId,
      kind: 'fixture',
      name: 'Shaker cabinets',
      brand: 'KraftMaid',
      colourName: 'Dove White',
      supplier: 'Cascade Home Center',
      contractorId: builderId,
      installDate: day(-5),
      expenseIds: [cabinetsExpense.id],
    },
    {
      ...blank,
      roomId,
      kind: 'finish',
      name: 'Wall paint',
      brand: 'Benjamin Moore',
      colourName: 'White Dove',
      colourCode: 'OC-17',
      sheen: 'Eggshell',
      supplier: 'Cascade Home Center',
      installDate: day(-3),
    },
    {
      ...blank,
      roomId,
      kind: 'appliance',
      name: 'Gas range',
      brand: 'Bosch',
      model: 'HGI8056UC',
      serial: 'FD9904 00123',
      supplier: 'Appliance Outlet',
      installDate: addMonths(rangeWarrantyEnds, -12),
      warranty: {
        startDate: addMonths(rangeWarrantyEnds, -12),
        months: 12,
        endDate: null,
        endsOn: rangeWarrantyEnds,
        covered: 'Parts and labour, one year',
        contact: 'Bosch service, 800-944-2904',
        document: null,
      },
    },
  ];
  for (const item of items) await createHomeItem(ctx, userId, item);
}

/**
 * The house's maintenance: the furnace filter every 3 months (changed six weeks ago, so due in about six
 * weeks) and the gutters a year after they were last cleaned.
 */
export async function seedDemoMaintenance(
  ctx: Context,
  userId: string,
  homeId: number,
  day: (days: number) => string,
): Promise<void> {
  const filter = await createMaintenanceTask(ctx, userId, {
    homeId,
    name: 'HVAC filter',
    notes: '16x25x1, MERV 8',
    rule: 'every',
    intervalMonths: 3,
    startDate: day(-42),
  });
  await logMaintenanceDone(ctx, userId, filter.id, { date: day(-42), note: 'New filter' });
  const gutters = await createMaintenanceTask(ctx, userId, {
    homeId,
    name: 'Gutters cleaned',
    rule: 'after',
    intervalMonths: 12,
    startDate: day(-330),
  });
  await logMaintenanceDone(ctx, userId, gutters.id, { date: day(-330), note: null });
}
