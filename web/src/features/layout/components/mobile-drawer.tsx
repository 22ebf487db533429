import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from './sidebar-width';
import { Sidebar } from './sidebar';

/** Below 1024 px: the sidebar in a drawer that closes on navigation. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { 'aria-label': 'Sidebar' } as object }}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
    >
      <Sidebar onNavigate={onClose} />
    </Drawer>
  );
}
