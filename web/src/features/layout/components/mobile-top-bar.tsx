import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@reno/domain';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { MobileDrawer } from './lazy-sidebars';

/** Below 1024 px: a top bar whose menu button opens the sidebar in a drawer. */
export function MobileTopBar() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  usePreloadOnIntent(MobileDrawer.preload);
  return (
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
      <LazyDialog open={drawerOpen}>
        <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </LazyDialog>
    </>
  );
}
