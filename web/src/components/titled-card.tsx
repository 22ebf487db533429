import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface TitledCardProps {
  title: string;
  /** The title's id, when something inside names itself by it (a list's aria-labelledby). */
  titleId?: string;
  /** Beside the title, at its right ('View all', a status badge). */
  action?: ReactNode;
  /** Space below the title, in theme spacing units. */
  titleGap?: number;
  variant?: 'elevation' | 'outlined';
  sx?: SxProps<Theme>;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a section of its page, titled by an h2 (and named by it), with an optional action beside it. */
export function TitledCard({
  title,
  titleId,
  action,
  titleGap = 0,
  variant,
  sx,
  contentSx,
  children,
}: TitledCardProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  const heading = (
    <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600, mb: action ? 0 : titleGap }}>
      {title}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={id} variant={variant} sx={sx}>
      <CardContent sx={contentSx}>
        {action ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: titleGap,
            }}
          >
            {heading}
            {action}
          </Box>
        ) : (
          heading
        )}
        {children}
      </CardContent>
    </Card>
  );
}
