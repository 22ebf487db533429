import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled message in place of a list or chart that has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 'h3',
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography
        component={headingLevel}
        variant="subtitle1"
        sx={{ color: 'text.primary', fontWeight: 600 }}
      >
        {title}
      </Typography>
      {description && <Typography variant="body2">{description}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
