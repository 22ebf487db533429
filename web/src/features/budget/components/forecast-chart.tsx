// Loaded lazily: @mui/x-charts is ~90 KiB gzip; only wider screens draw the chart.
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, toCents } from '@reno/domain';
import type { ForecastRow } from '../utils/forecast-rows';

const dollars = (value: string) => (toCents(value) ?? 0) / 100;
const money = (value: number | null) => (value === null ? '' : formatMoney(value));
// The axis speaks in round figures ('$12K'), the tooltips and the table in cents.
const axisDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Per category: the planned bar beside the spent + committed (projected) stack. */
export default function ForecastChart({ rows }: { rows: ForecastRow[] }) {
  return (
    <BarChart
      height={300}
      // The chart sits in an aria-hidden box (the table carries the figures), so nothing in it takes focus.
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: rows.map((row) => row.label) }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => axisDollars.format(value) }]}
      series={[
        {
          label: 'Planned',
          data: rows.map((row) => dollars(row.planned)),
          color: '#94a3b8',
          valueFormatter: money,
        },
        {
          label: 'Spent',
          stack: 'projected',
          data: rows.map((row) => dollars(row.spent)),
          color: '#2563eb',
          valueFormatter: money,
        },
        {
          label: 'Committed',
          stack: 'projected',
          data: rows.map((row) => dollars(row.committed)),
          color: '#d97706',
          valueFormatter: money,
        },
      ]}
    />
  );
}
