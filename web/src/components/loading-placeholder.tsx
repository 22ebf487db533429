import Skeleton from '@mui/material/Skeleton';

/**
 * A block the size of what is loading, named for assistive technology. A name needs a role to stand on
 * (axe refuses `aria-label` on a plain span): an indeterminate progress bar is what it is.
 */
export function LoadingPlaceholder({ label, height }: { label: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label} />;
}
