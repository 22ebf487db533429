// Loaded lazily: @mui/x-charts is ~90 KiB gzip and only the dashboard draws a chart.
import { PieChart } from '@mui/x-charts/PieChart';
import type { CategorySlice } from './spending-by-category';

export default function SpendingDonut({ slices }: { slices: CategorySlice[] }) {
  return (
    <PieChart
      height={220}
      hideLegend
      // The chart sits in an aria-hidden box (the legend list below carries the figures), so nothing
      // inside it may take focus.
      disableKeyboardNavigation
      series={[
        {
          innerRadius: 60,
          outerRadius: 100,
          paddingAngle: 1,
          cornerRadius: 3,
          data: slices.map((slice) => ({
            id: slice.category,
            value: slice.cents / 100,
            label: slice.label,
            color: slice.color,
          })),
          valueFormatter: (_item, { dataIndex }) => slices[dataIndex]?.amount ?? '',
        },
      ]}
    />
  );
}
