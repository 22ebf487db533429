import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from './sidebar-width';
import { Sidebar } from './sidebar';

/** From 1024 px: the sidebar as a fixed panel. */
export function DesktopSidebar() {
  return (
    <Drawer
      variant="permanent"
      slotProps={{ paper: { component: 'aside', 'aria-label': 'Sidebar' } as object }}
      sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
    >
      <Sidebar />
    </Drawer>
  );
}
