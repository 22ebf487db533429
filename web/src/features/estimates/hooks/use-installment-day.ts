import { todayLocalDateString, type Estimate } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { milestoneQueries } from '../../../entities/milestone/api/milestone-queries';

/**
 * What an estimate's installment statuses depend on besides the money: its project's milestones and the
 * local date (docs/product.md#payment-schedules).
 */
export function useInstallmentDay(estimate: Pick<Estimate, 'projectId' | 'paymentSchedule'>) {
  const milestones = useQuery({
    ...milestoneQueries.forProject(estimate.projectId),
    enabled: estimate.paymentSchedule !== null,
  });
  return { milestones: milestones.data ?? [], today: todayLocalDateString() };
}
