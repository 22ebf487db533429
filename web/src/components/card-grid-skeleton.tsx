import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { SKELETON_PLACEHOLDERS } from '@reno/domain';
import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';

/**
 * While a card grid loads it shows 3 placeholder cards shaped like its cards (docs/product.md#sizes): the
 * card's title line, then `placeholder`, the lines under it. The grid is named `label` ('Loading homes').
 */
export function CardGridSkeleton({ label, placeholder }: { label: string; placeholder: ReactNode }) {
  return (
    <CardGrid label={label} busy>
      {Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => (
        <Card component="li" key={index}>
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: 24 }} />
            {placeholder}
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
