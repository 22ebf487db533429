import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatMoney, type AdminUserRow } from '@reno/domain';
import { Fragment } from 'react';
import { ROLE_LABELS } from '../../../entities/household/utils/role-labels';
import { SubscriptionChip } from './subscription-chip';

interface AdminUserTableProps {
  users: readonly AdminUserRow[];
  pendingUserId: string | null;
  onUpgrade: (user: AdminUserRow) => void;
  onDowngrade: (user: AdminUserRow) => void;
}

const fullName = (user: AdminUserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

export function AdminUserTable({ users, pendingUserId, onUpgrade, onDowngrade }: AdminUserTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Projects</TableCell>
            <TableCell align="right">Expenses</TableCell>
            <TableCell align="right">Contractors</TableCell>
            <TableCell align="right">Total Budget</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell>Households</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const active = user.subscriptionStatus === 'active';
            const pending = pendingUserId === user.id;
            return (
              <TableRow key={user.id}>
                <TableCell>{fullName(user)}</TableCell>
                {/* One line: the table scrolls sideways on a phone rather than breaking an address mid-word. */}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
                <TableCell>
                  <SubscriptionChip status={user.subscriptionStatus} />
                </TableCell>
                <TableCell align="right">{user.projectCount}</TableCell>
                <TableCell align="right">{user.expenseCount}</TableCell>
                <TableCell align="right">{user.contractorCount}</TableCell>
                <TableCell align="right">{formatMoney(user.totalBudget)}</TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Households user={user} />
                </TableCell>
                <TableCell align="right">
                  {/* Upgrade a non-active user, downgrade an active one (docs/product.md#admin-screen).
                      Red, not orange: the warning colour on white is 3.1:1, under WCAG AA. */}
                  <Button
                    size="small"
                    variant="outlined"
                    color={active ? 'error' : 'primary'}
                    disabled={pending}
                    aria-label={`${active ? 'Downgrade' : 'Upgrade'} ${user.email}`}
                    onClick={() => (active ? onDowngrade(user) : onUpgrade(user))}
                  >
                    {active ? 'Downgrade' : 'Upgrade'}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Each household the account is in, with its role there ('Dana\'s household · Owner'), one a line. */
function Households({ user }: { user: AdminUserRow }) {
  if (!user.households.length) return '—';
  return user.households.map((household, index) => (
    <Fragment key={household.id}>
      {index > 0 && <br />}
      {household.name} · {ROLE_LABELS[household.role]}
    </Fragment>
  ));
}
