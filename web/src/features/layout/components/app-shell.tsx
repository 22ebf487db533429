import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary';
import { DesktopSidebar } from './lazy-sidebars';
import { MobileTopBar } from './mobile-top-bar';
import { SIDEBAR_WIDTH } from './sidebar-width';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

/**
 * The layout of docs/product.md#signed-in-layout: a fixed 16rem sidebar from 1024 px; below, a top bar
 * whose menu button opens a drawer. `banner` stands above every screen (the app puts the e-mail
 * verification there).
 */
export function AppShell({ banner }: { banner?: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { pathname } = useLocation();

  return (
    <Box sx={{ display: 'flex', minHeight: SCREEN_MIN_HEIGHT }}>
      {desktop ? (
        // The sidebar's width is kept while its code loads, so the page does not shift.
        <Suspense fallback={<Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }} />}>
          <DesktopSidebar />
        </Suspense>
      ) : (
        <MobileTopBar />
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          pt: { xs: 10, lg: 4 },
        }}
      >
        {banner}
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<ContentSpinner />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
    </Box>
  );
}
