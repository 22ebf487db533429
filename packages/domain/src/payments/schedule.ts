// A payment schedule of an estimate and its arithmetic (docs/product.md#payment-schedules): what each
// installment asks for, what retainage holds back, and how the paid total pays the installments down.
// Cents and hundredths throughout; the amounts always add up to the estimate's revised total.
import { percentOfCents } from '../tax';

export const INSTALLMENT_KINDS = ['deposit', 'progress', 'final'] as const;
export type InstallmentKind = (typeof INSTALLMENT_KINDS)[number];

/** A lien waiver's release: conditional on the payment clearing, or unconditional (money received). */
export const WAIVER_TYPES = ['conditional', 'unconditional'] as const;
export type WaiverType = (typeof WAIVER_TYPES)[number];
/** Which payment a waiver releases: a progress payment, or the final one (the whole job). */
export const WAIVER_PAYMENTS = ['progress', 'final'] as const;
export type WaiverPayment = (typeof WAIVER_PAYMENTS)[number];

/** A lien waiver document kept on an installment (uploaded like a receipt). */
export interface LienWaiver {
  objectKey: string;
  type: WaiverType;
  payment: WaiverPayment;
}

/** What the homeowner sets for one installment. */
export interface InstallmentTerms {
  kind: InstallmentKind;
  /** A name of their own ('Framing'); null shows the kind. */
  label: string | null;
  /** A fixed amount, or… */
  amountCents: number | null;
  /** …a percentage of the estimate's total with tax. The final payment has neither: it is the rest. */
  percentHundredths: number | null;
  /** Due on a date, or… */
  dueDate: string | null;
  /** …when a milestone of the estimate's project completes. */
  milestoneId: number | null;
  /** Approved change orders placed on this installment; any other lands on the final payment. */
  changeOrderIds: readonly number[];
}

/** An installment as kept on its estimate: its terms, a number of its own, its lien waiver. */
export interface Installment extends InstallmentTerms {
  id: number;
  waiver: LienWaiver | null;
}

export interface PaymentSchedule {
  /** Held back from each progress payment until the final payment; 0 for none. */
  retainageHundredths: number;
  /** In payment order: an optional deposit, progress payments, the final payment. */
  installments: Installment[];
}

/** What the arithmetic reads of a schedule. */
export interface ScheduleTerms {
  retainageHundredths: number;
  installments: readonly Pick<
    InstallmentTerms,
    'kind' | 'amountCents' | 'percentHundredths' | 'changeOrderIds'
  >[];
}

/** What the arithmetic reads of the estimate. */
export interface ScheduleBase {
  /** The estimate's own total with tax (as quoted): what percentages are of. */
  totalWithTaxCents: number;
  /** Each approved change order with tax, by id; together with the total, the revised total. */
  approvedChangeOrders: readonly { id: number; withTaxCents: number }[];
}

interface InstallmentAmount {
  /** What this installment asks to be paid: its share and placed change orders, less retainage held back;
   * the final payment also releases the retainage. */
  amountCents: number;
  /** Held back from this (progress) payment and paid with the final one. */
  retainedCents: number;
  /** The retainage this (final) payment releases: part of its amount. */
  releasedCents: number;
}

export interface ScheduleAmounts {
  installments: InstallmentAmount[];
  /** What the installments add up to: the revised total, or 0 when credits took it below 0. */
  totalCents: number;
  /** How far the installments before the final one asked for more than the revised total (they were cut to
   * fit, in order); 0 normally. */
  overAllocatedCents: number;
}

const isFinal = (installment: { kind: InstallmentKind }) => installment.kind === 'final';

/**
 * Each installment's amount. A percentage is of the total with tax as quoted (rounded to the cent); each
 * approved change order adds its amount with tax to the installment it is placed on, else to the final
 * payment; the final payment is whatever remains, so the cents add up to the revised total exactly.
 * Installments that would ask for more than remains are cut to what remains (overAllocatedCents says by how
 * much). Retainage is taken from each progress payment (rounded to the cent) and added to the final payment.
 */
export function scheduleAmounts(terms: ScheduleTerms, base: ScheduleBase): ScheduleAmounts {
  const placed = new Map<number, number>();
  terms.installments.forEach((installment, index) => {
    if (isFinal(installment)) return;
    for (const id of installment.changeOrderIds) placed.set(id, index);
  });
  const addedTo = terms.installments.map(() => 0);
  let revisedCents = base.totalWithTaxCents;
  for (const order of base.approvedChangeOrders) {
    revisedCents += order.withTaxCents;
    const index = placed.get(order.id);
    if (index !== undefined) addedTo[index] = (addedTo[index] ?? 0) + order.withTaxCents;
  }
  const totalCents = Math.max(revisedCents, 0);

  let remaining = totalCents;
  let overAllocatedCents = 0;
  let retainedTotal = 0;
  const installments = terms.installments.map((installment, index): InstallmentAmount => {
    if (isFinal(installment)) return { amountCents: 0, retainedCents: 0, releasedCents: 0 };
    const share =
      installment.amountCents ?? percentOfCents(base.totalWithTaxCents, installment.percentHundredths ?? 0);
    const asked = Math.max(share + (addedTo[index] ?? 0), 0);
    const gross = Math.min(asked, remaining);
    overAllocatedCents += asked - gross;
    remaining -= gross;
    const retainedCents =
      installment.kind === 'progress' ? percentOfCents(gross, terms.retainageHundredths) : 0;
    retainedTotal += retainedCents;
    return { amountCents: gross - retainedCents, retainedCents, releasedCents: 0 };
  });
  const finalIndex = terms.installments.findIndex(isFinal);
  if (finalIndex >= 0)
    installments[finalIndex] = {
      amountCents: remaining + retainedTotal,
      retainedCents: 0,
      releasedCents: retainedTotal,
    };
  return { installments, totalCents, overAllocatedCents };
}

export interface InstallmentPayment extends InstallmentAmount {
  /** Of the estimate's paid total, what went to this installment. */
  paidCents: number;
}

export interface PaymentState {
  installments: InstallmentPayment[];
  /** Retainage of the progress payments paid in full, less what has been paid toward the final payment
   * (which releases it first). */
  retainageHeldCents: number;
}

/**
 * Maps the estimate's paid total (the sum of its linked expenses) onto the installments: it pays them down
 * in order, each in full before the next; anything beyond the total is left unmapped.
 */
export function paymentState(amounts: ScheduleAmounts, paidCents: number): PaymentState {
  let left = Math.max(paidCents, 0);
  let held = 0;
  const installments = amounts.installments.map((installment): InstallmentPayment => {
    const paid = Math.min(installment.amountCents, left);
    left -= paid;
    if (paid === installment.amountCents) held += installment.retainedCents;
    held -= Math.min(paid, installment.releasedCents);
    return { ...installment, paidCents: paid };
  });
  return { installments, retainageHeldCents: Math.max(held, 0) };
}
