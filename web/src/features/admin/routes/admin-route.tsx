import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { AdminPasswordGate } from '../components/admin-password-gate';
import { AdminStats } from '../components/admin-stats';
import { useAdminAction, useAdminSession } from '../hooks/use-admin-session';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

// The table is needed only once unlocked: its own chunk keeps the gate's first load small (initial JS budget).
const AdminUserTable = lazy(() =>
  import('../components/admin-user-table').then((module) => ({ default: module.AdminUserTable })),
);

/**
 * /admin: no sidebar; a password gate, then the cards and the user list, a page at a time
 * (docs/product.md#admin-screen).
 */
export function AdminRoute() {
  const session = useAdminSession();
  const act = useAdminAction(session.password, session.lock);
  const { users } = session;
  const rows = users.data?.flatMap((page) => page.rows) ?? [];

  return (
    <Box sx={{ minHeight: SCREEN_MIN_HEIGHT, bgcolor: 'background.default' }}>
      <AdminBar onLogOut={session.unlocked ? () => session.lock(null) : null} />
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {session.loadingStored ? (
          <ContentSpinner label="Loading users" />
        ) : session.unlocked && users.isSuccess ? (
          <>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
              Admin Panel
            </Typography>
            <AdminStats totals={session.totals.data} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mt: 4, mb: 1 }}>
              Users
            </Typography>
            <Suspense fallback={<ContentSpinner label="Loading users" />}>
              <AdminUserTable
                users={rows}
                pendingUserId={act.isPending ? (act.variables?.user.id ?? null) : null}
                onUpgrade={(user) => act.mutate({ action: 'upgrade', user })}
                onDowngrade={(user) => act.mutate({ action: 'downgrade', user })}
              />
            </Suspense>
            {session.hasMore && (
              <Button
                sx={{ mt: 2 }}
                variant="outlined"
                disabled={session.showMore.isPending}
                onClick={() => session.showMore.mutate()}
              >
                {session.showMore.isPending ? 'Loading…' : 'Show more users'}
              </Button>
            )}
          </>
        ) : (
          <AdminPasswordGate
            pending={session.unlock.isPending}
            error={session.gateError}
            onUnlock={(value) => session.unlock.mutate(value)}
          />
        )}
      </Container>
    </Box>
  );
}

/** 'Admin', 'Back to app', and 'Log out' once unlocked. */
function AdminBar({ onLogOut }: { onLogOut: (() => void) | null }) {
  return (
    <AppBar position="static" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <AdminPanelSettingsIcon color="primary" aria-hidden />
        <Typography component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
          Admin
        </Typography>
        <Button component={RouterLink} to="/dashboard">
          Back to app
        </Button>
        {onLogOut && (
          <Button variant="outlined" onClick={onLogOut}>
            Log out
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
