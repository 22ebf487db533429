import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailProps {
  label: string;
  children: ReactNode;
  /** Long user text: break anywhere and keep its line breaks. */
  text?: boolean;
}

/** One entry of a details dialog's definition list (<dl>): the label, small and grey, over its value. */
export function Detail({ label, children, text }: DetailProps) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mb: 1.5, ...(text && { overflowWrap: 'anywhere', whiteSpace: 'pre-line' }) }}
      >
        {children}
      </Typography>
    </>
  );
}
