// What an estimate's totals are, derived from the estimate item alone: its revised total with the approved
// change orders (each taxed like the estimate), what it still commits to its project's forecast, and what
// its payment schedule's installments ask for, what of each is paid and the retainage held. A leaf: the
// write path (estimate-commitments.ts) and the upgrade (forecast-upgrade.ts) both derive them here.
import {
  changeOrderWithTaxCents,
  committedRemainingCents,
  paymentState,
  scheduleAmounts,
  UNASSIGNED_CATEGORY,
  type InstallmentPayment,
  type PaymentSchedule,
  type PaymentState,
  type ScheduleBase,
} from '@reno/domain';
import type { Item } from './requests';
import { num } from './validate';

/** The project map entry an estimate's commitment lands in. */
export function commitmentKeyOf(category: unknown): string {
  return typeof category === 'string' && category !== '' ? category : UNASSIGNED_CATEGORY;
}

/** What an estimate keeps of each of its change orders (id → amount before tax, status). */
export interface ChangeOrderEntry {
  amountCents: number;
  status: string;
}

/** The estimate's change orders, from its `changeOrders` map. */
export function changeOrdersOf(item: Item): Record<string, ChangeOrderEntry> {
  const map = item.changeOrders;
  return typeof map === 'object' && map !== null ? (map as Record<string, ChangeOrderEntry>) : {};
}

/** A payment schedule as its estimate keeps it: with the number its next new installment gets. */
export interface StoredSchedule extends PaymentSchedule {
  nextInstallmentId: number;
}

/** The estimate's payment schedule (`paymentSchedule`); null when it has none. */
export function storedScheduleOf(item: Item): StoredSchedule | null {
  const schedule = item.paymentSchedule;
  return typeof schedule === 'object' && schedule !== null ? (schedule as StoredSchedule) : null;
}

/** What a schedule's arithmetic reads of the estimate: its total with tax and approved change orders. */
export function scheduleBaseOf(item: Item): ScheduleBase {
  const rates = {
    cashHundredths: num(item.cashPercentageHundredths),
    taxedHundredths: num(item.taxedPercentageHundredths),
    taxRateHundredths: num(item.taxRateHundredths),
  };
  const approvedChangeOrders = Object.entries(changeOrdersOf(item))
    .filter(([, entry]) => entry.status === 'approved')
    .map(([id, entry]) => ({
      id: Number(id),
      withTaxCents: changeOrderWithTaxCents(rates, num(entry.amountCents)),
    }));
  return { totalWithTaxCents: num(item.totalWithTaxCents), approvedChangeOrders };
}

/** One installment's money, as its estimate keeps it: what it asks, holds back, releases, and what is paid. */
export interface InstallmentPaymentRecord extends InstallmentPayment {
  id: number;
}

/** The attributes derived from an estimate's fields, change orders, payment schedule and paid total. */
export function derivedEstimateTotals(item: Item) {
  const base = scheduleBaseOf(item);
  const changeOrders = base.approvedChangeOrders.reduce((sum, order) => sum + order.withTaxCents, 0);
  const revisedTotalWithTaxCents = base.totalWithTaxCents + changeOrders;
  const schedule = storedScheduleOf(item);
  const payments = schedule ? paymentState(scheduleAmounts(schedule, base), num(item.paidCents)) : null;
  const installmentPayments = (schedule?.installments ?? []).map(
    (installment, index): InstallmentPaymentRecord => ({
      id: installment.id,
      ...(payments?.installments[index] as InstallmentPayment),
    }),
  );
  return {
    changeOrdersTotalCents: changeOrders,
    revisedTotalWithTaxCents,
    committedCents: committedRemainingCents({
      status: String(item.status),
      revisedTotalWithTaxCents,
      paidCents: num(item.paidCents),
    }),
    installmentPayments,
    ...scheduleTotals(item.status === 'approved' ? payments : null),
  };
}

/**
 * What an estimate adds to its project's payment totals (the forecast's `payments`): what its installments
 * add up to, what of it is paid, the retainage held. Like the commitment, only while it is approved.
 */
function scheduleTotals(payments: PaymentState | null) {
  const installments = payments?.installments ?? [];
  return {
    scheduledCents: installments.reduce((sum, installment) => sum + installment.amountCents, 0),
    scheduledPaidCents: installments.reduce((sum, installment) => sum + installment.paidCents, 0),
    retainageHeldCents: payments?.retainageHeldCents ?? 0,
  };
}

/** The payment totals an estimate item keeps and its project sums (see scheduleTotals). */
export const PAYMENT_TOTALS = ['scheduledCents', 'scheduledPaidCents', 'retainageHeldCents'] as const;
