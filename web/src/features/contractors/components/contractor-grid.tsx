import Skeleton from '@mui/material/Skeleton';
import { CardGridSkeleton } from '../../../components/card-grid';

/** Placeholders shaped like a contractor card: name, specialty chip, contact lines. */
export function ContractorGridSkeleton() {
  return (
    <CardGridSkeleton
      label="Loading contractors"
      testId="contractor-skeleton"
      placeholder={
        <>
          <Skeleton variant="text" width="60%" sx={{ fontSize: 24 }} />
          <Skeleton variant="rounded" width={96} height={24} sx={{ my: 1 }} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </>
      }
    />
  );
}
