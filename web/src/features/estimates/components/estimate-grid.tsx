import Skeleton from '@mui/material/Skeleton';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';

/** Placeholders shaped like an estimate card: title, date, progress bar, amounts. */
export function EstimateGridSkeleton() {
  return (
    <CardGridSkeleton
      label="Loading estimates"
      placeholder={
        <>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={8} sx={{ my: 2 }} />
          <Skeleton variant="text" width="90%" />
        </>
      }
    />
  );
}
