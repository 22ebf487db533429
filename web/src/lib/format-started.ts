import { formatDate } from '@reno/domain';

/** 'Started {date}', or 'Started Unknown' when the project has no readable start date. */
export function startedLabel(startDate: string | null | undefined): string {
  const formatted = startDate ? formatDate(startDate) : 'Invalid Date';
  return `Started ${formatted === 'Invalid Date' ? 'Unknown' : formatted}`;
}
