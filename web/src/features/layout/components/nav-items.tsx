import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import HouseIcon from '@mui/icons-material/House';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SavingsIcon from '@mui/icons-material/Savings';
import TimelineIcon from '@mui/icons-material/Timeline';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router-dom';

// The navigation in the order of docs/product.md#signed-in-layout (Dashboard, Expenses, Estimates,
// Contractors, Timeline, Homes), with Budget right after Dashboard.
const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard', Icon: DashboardIcon },
  { to: '/budget', label: 'Budget', Icon: SavingsIcon },
  { to: '/expenses', label: 'Expenses', Icon: ReceiptLongIcon },
  { to: '/estimates', label: 'Estimates', Icon: RequestQuoteIcon },
  { to: '/contractors', label: 'Contractors', Icon: EngineeringIcon },
  { to: '/timeline', label: 'Timeline', Icon: TimelineIcon },
  { to: '/homes', label: 'Homes', Icon: HouseIcon },
] as const;

export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label="Main">
      {NAV_ITEMS.map(({ to, label, Icon }) => (
        <ListItemButton
          key={to}
          component={NavLink}
          to={to}
          selected={pathname === to || pathname.startsWith(`${to}/`)}
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon aria-hidden />
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}
