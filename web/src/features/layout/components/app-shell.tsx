import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRODUCT_TITLE } from '@reno/domain';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SIDEBAR_WIDTH } from '../../../app/theme';
import { ContentSpinner } from '../../../components/content-spinner';
import { EmailVerificationBanner } from '../../auth/components/email-verification-banner';
import { Sidebar } from './sidebar';

/** SPEC §2: a fixed 16rem sidebar from 1024 px; below, a top bar whose menu button opens a drawer. */
export function AppShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {desktop ? (
        <Drawer
          variant="permanent"
          slotProps={{ paper: { component: 'aside', 'aria-label': 'Sidebar' } as object }}
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
        >
          <Sidebar />
        </Drawer>
      ) : (
        <>
          <AppBar position="fixed" color="inherit" elevation={1}>
            <Toolbar>
              <IconButton
                edge="start"
                aria-label="Open navigation"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Typography component="span" sx={{ ml: 1, fontWeight: 700 }}>
                {PRODUCT_TITLE}
              </Typography>
            </Toolbar>
          </AppBar>
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={closeDrawer}
            ModalProps={{ keepMounted: false }}
            slotProps={{ paper: { 'aria-label': 'Sidebar' } as object }}
            sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
          >
            <Sidebar onNavigate={closeDrawer} />
          </Drawer>
        </>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, pt: { xs: 10, lg: 4 } }}>
        <EmailVerificationBanner />
        <Suspense fallback={<ContentSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
