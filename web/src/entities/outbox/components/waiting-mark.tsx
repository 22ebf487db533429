import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * 'Waiting to sync' / 'Waiting to upload' on what the outbox holds: a label drawn as MUI's small Chip
 * looks. Not a Chip itself: the waiting expenses are part of the app shell the service worker precaches,
 * and a Chip brings 2.5 KiB gzip of its own (clickable, deletable and avatar variants none of these use).
 */
export function WaitingMark({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-block',
          maxWidth: 1,
          height: 24,
          px: 1,
          borderRadius: 3,
          bgcolor: 'action.selected',
          color: 'text.primary',
          typography: 'body2',
          fontSize: '0.8125rem',
          lineHeight: '24px',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          verticalAlign: 'middle',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
