import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProjectForecast } from '@reno/domain';
import { Suspense } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { forecastRows } from '../utils/forecast-rows';
import { ForecastTable } from './forecast-table';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { TitledCard } from '../../../components/titled-card';

const ForecastChart = lazyWithPreload(() => import('./forecast-chart'), 'default');
const chartSkeleton = <Skeleton variant="rounded" height={300} />;

/** Per category, planned vs spent vs committed: a bar chart on wider screens, and always the table. */
export function ForecastSection({ forecast }: { forecast: ProjectForecast }) {
  const theme = useTheme();
  // A phone shows the table alone: the chart's code is not even downloaded there.
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const rows = forecastRows(forecast);

  return (
    <TitledCard title="Planned vs spent vs committed" titleGap={1}>
      {rows.length === 0 ? (
        <EmptyState
          icon={<InsightsIcon />}
          title="Nothing planned or spent yet"
          description="Plan a category or add an expense to see where the budget is heading"
        />
      ) : (
        <>
          {wide && (
            <Box aria-hidden data-testid="forecast-chart" sx={{ height: 300, mb: 2 }}>
              <Suspense fallback={chartSkeleton}>
                <ForecastChart rows={rows} />
              </Suspense>
            </Box>
          )}
          <ForecastTable rows={rows} />
        </>
      )}
    </TitledCard>
  );
}
