import Skeleton from '@mui/material/Skeleton';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';

/** Placeholders shaped like a contractor card: name, specialty chip, contact lines. */
export function ContractorGridSkeleton() {
  return (
    <CardGridSkeleton
      label="Loading contractors"
      placeholder={
        <>
          <Skeleton variant="rounded" width={96} height={24} sx={{ my: 1 }} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </>
      }
    />
  );
}
