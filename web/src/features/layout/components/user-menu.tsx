import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { User } from '@reno/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSignOut } from '../../../entities/session/hooks/use-sign-out';
import { useCurrentUser } from '../../../entities/session/components/auth-provider';
import { useHouseholdRole } from '../../../lib/household-role';

/** The user's name (docs/product.md#signed-in-layout): first name, else email, else 'User'. */
function displayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email?.trim() || 'User';
}

export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const logout = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = displayName(user);
  // Billing is the owner's: a member acting in another household has none to manage there.
  const owner = useHouseholdRole() === 'owner';

  const close = () => setAnchor(null);
  const go = () => {
    close();
    onNavigate?.();
  };

  return (
    <>
      <Button
        fullWidth
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar aria-hidden sx={{ width: 32, height: 32 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
        }
        endIcon={<ExpandLessIcon aria-hidden />}
        sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1 }}
      >
        <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} sx={{ minWidth: 0 }} />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <MenuItem component={RouterLink} to="/projects" onClick={go}>
          Projects
        </MenuItem>
        <MenuItem component={RouterLink} to="/household" onClick={go}>
          Household
        </MenuItem>
        {owner && (
          <MenuItem component={RouterLink} to="/billing" onClick={go}>
            Billing & Subscription
          </MenuItem>
        )}
        <MenuItem disabled={logout.pending} onClick={logout.request}>
          {logout.pending ? 'Logging out...' : 'Log out'}
        </MenuItem>
      </Menu>
      {logout.confirmation}
    </>
  );
}
