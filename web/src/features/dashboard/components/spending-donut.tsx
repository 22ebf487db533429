import Box from '@mui/material/Box';
import type { CategorySlice } from '../utils/category-slices';

const SIZE = 220;
const CENTER = SIZE / 2;
/** A ring from radius 60 to 100: one circle of radius 80 drawn with a 40-wide stroke. */
const RADIUS = 80;
const RING_WIDTH = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The gap between two slices, as a length along the ring (1 degree). */
const GAP = CIRCUMFERENCE / 360;

/** Each slice's dash along the ring and where it starts, in the slices' order. */
function ringSegments(slices: readonly CategorySlice[]) {
  const total = slices.reduce((sum, slice) => sum + slice.cents, 0);
  const gap = slices.length > 1 ? GAP : 0;
  const lengths = slices.map((slice) => (total > 0 ? (slice.cents / total) * CIRCUMFERENCE : 0));
  return slices.map((slice, index) => ({
    slice,
    dash: Math.max(lengths[index]! - gap, 0),
    start: lengths.slice(0, index).reduce((sum, length) => sum + length, 0),
  }));
}

/**
 * The categories as a ring, largest first from 12 o'clock. Decorative (the legend beside it carries the
 * figures), so it is plain SVG: a chart library would cost the dashboard's first screen ~90 KiB and most of
 * its main-thread time on a phone. Each slice is a dash of one circle's stroke, as long as its share.
 */
export function SpendingDonut({ slices }: { slices: readonly CategorySlice[] }) {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      sx={{ display: 'block', mx: 'auto', width: SIZE, height: SIZE }}
      aria-hidden
      data-testid="spending-donut"
    >
      <g transform={`rotate(-90 ${CENTER} ${CENTER})`}>
        {ringSegments(slices).map(({ slice, dash, start }) => (
          <circle
            key={slice.category}
            cx={CENTER}
            cy={CENTER}
            r={RADIUS}
            fill="none"
            stroke={slice.color}
            strokeWidth={RING_WIDTH}
            strokeDasharray={`${dash} ${CIRCUMFERENCE - dash}`}
            strokeDashoffset={-start}
          >
            <title>{`${slice.label}: ${slice.amount}`}</title>
          </circle>
        ))}
      </g>
    </Box>
  );
}
