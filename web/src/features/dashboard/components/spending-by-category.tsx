import PieChartOutlineIcon from '@mui/icons-material/PieChartOutlineOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { toCategorySlices } from '../utils/category-slices';
import { SpendingDonut } from './spending-donut';
import { TitledCard } from '../../../components/titled-card';
import { BareList } from '../../../components/bare-list';

/** The ring's place while the summary loads, the ring's own size: nothing moves when it arrives. */
const donutSkeleton = (
  <Skeleton variant="circular" width={200} height={200} sx={{ mx: 'auto', my: '10px' }} />
);

/** Memoised: the dashboard passes it deferred data, so re-rendering with unchanged props is skipped. */
export const SpendingByCategory = memo(function SpendingByCategory({
  breakdown,
  loading,
}: {
  breakdown: Record<string, string> | undefined;
  loading: boolean;
}) {
  const slices = toCategorySlices(breakdown);
  return (
    <TitledCard title="Spending by Category" titleGap={1}>
      {loading ? (
        donutSkeleton
      ) : slices.length === 0 ? (
        <EmptyState
          icon={<PieChartOutlineIcon />}
          title="No spending data yet"
          description="Add your first expense to see category breakdown"
        />
      ) : (
        <>
          <SpendingDonut slices={slices} />
          <BareList label="Spending by category" sx={{ mt: 2 }}>
            {slices.map((slice) => (
              <Box
                component="li"
                key={slice.category}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <Box
                  sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: slice.color, flexShrink: 0 }}
                />
                <Typography sx={{ flexGrow: 1 }}>{slice.label}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{slice.amount}</Typography>
              </Box>
            ))}
          </BareList>
        </>
      )}
    </TitledCard>
  );
});
