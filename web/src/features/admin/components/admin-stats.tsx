import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { adminStats, formatCents, type AdminUserRow } from '@reno/domain';
import { CardGrid } from '../../../components/card-grid';

const sum = (users: readonly AdminUserRow[], pick: (user: AdminUserRow) => number) =>
  users.reduce((total, user) => total + pick(user), 0);

/** Stats cards; monthly revenue = Pro users × $4.99 (docs/product.md#admin-screen). */
export function AdminStats({ users }: { users: readonly AdminUserRow[] }) {
  const stats = adminStats(users);
  const cards = [
    { title: 'Total Users', value: String(stats.totalUsers) },
    { title: 'Pro Users', value: String(stats.proUsers) },
    { title: 'Free Users', value: String(stats.freeUsers) },
    { title: 'Monthly Revenue', value: formatCents(stats.monthlyRevenueCents) },
    { title: 'Total Projects', value: String(sum(users, (user) => user.projectCount)) },
    { title: 'Total Expenses', value: String(sum(users, (user) => user.expenseCount)) },
  ];
  return (
    <CardGrid label="Statistics" columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }}>
      {cards.map((card) => (
        <Card component="li" key={card.title}>
          <CardContent>
            <Typography component="h2" variant="body2" color="text.secondary">
              {card.title}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {card.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
