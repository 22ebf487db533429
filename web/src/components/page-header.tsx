import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Announce subtitle changes (e.g. a count that follows the filters). */
  liveSubtitle?: boolean;
  /** The screen's buttons, at the right. */
  actions?: ReactNode;
}

/** A screen's h1 with its subtitle and buttons. */
export function PageHeader({ title, subtitle, liveSubtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 3,
      }}
    >
      {/* On a phone the buttons always take the next line: beside the title, a subtitle that grows when
          the screen's data arrives would push them there later, moving all below. */}
      <Box sx={{ minWidth: 0, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" aria-live={liveSubtitle ? 'polite' : undefined}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions}
    </Box>
  );
}
