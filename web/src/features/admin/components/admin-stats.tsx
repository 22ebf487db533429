import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney, type AdminTotalsResponse } from '@reno/domain';
import { CardGrid } from '../../../components/card-grid';

/**
 * Stats cards from the kept totals (GET /api/admin/totals); monthly revenue = Pro users × $4.99
 * (docs/product.md#admin-screen). '…' while they load.
 */
export function AdminStats({ totals }: { totals: AdminTotalsResponse | undefined }) {
  const count = (pick: (t: AdminTotalsResponse) => number) => (totals ? String(pick(totals)) : '…');
  const cards = [
    { title: 'Total Users', value: count((t) => t.totalUsers) },
    { title: 'Pro Users', value: count((t) => t.proUsers) },
    { title: 'Free Users', value: count((t) => t.freeUsers) },
    { title: 'Monthly Revenue', value: totals ? formatMoney(totals.monthlyRevenue) : '…' },
    { title: 'Total Projects', value: count((t) => t.totalProjects) },
    { title: 'Total Expenses', value: count((t) => t.totalExpenses) },
  ];
  return (
    <CardGrid label="Statistics" columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }}>
      {cards.map((card) => (
        <Card component="li" key={card.title}>
          <CardContent>
            <Typography component="h2" variant="body2" color="textSecondary">
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
