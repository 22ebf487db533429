import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type Home } from '@reno/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { HomeMaintenance } from './home-maintenance';
import { HomeShareButton } from './home-share-button';
import { HomeRooms } from './home-rooms';

/** 'No projects', '1 project', '2 projects'. */
const projectCountLabel = (count: number) =>
  count === 0 ? 'No projects' : count === 1 ? '1 project' : `${count} projects`;

/** 'Bought Mar 1, 2019 for $420,000.00', either part alone when the other is not known. */
function purchaseLine({ purchaseDate, purchasePrice }: Home): string | null {
  if (!purchaseDate && !purchasePrice) return null;
  const when = purchaseDate ? ` ${formatDate(purchaseDate)}` : '';
  const price = purchasePrice ? ` for ${formatMoney(purchasePrice)}` : '';
  return `Bought${when}${price}`;
}

interface HomeCardProps {
  home: Home;
  projectCount: number;
  onEdit: () => void;
  onDelete: () => void;
  /** What another feature offers on the card (the home packet: app/ puts it there). */
  action?: ReactNode;
}

/** A home's card (docs/product.md#homes-screen); only the owner sees Delete. */
export function HomeCard({ home, projectCount, onEdit, onDelete, action }: HomeCardProps) {
  const bought = purchaseLine(home);
  return (
    <Card component="li" aria-label={home.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 0.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {home.name}
        </Typography>
        {home.address && (
          <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {home.address}
          </Typography>
        )}
        <Typography variant="body2">{projectCountLabel(projectCount)}</Typography>
        {home.yearBuilt !== null && <Typography variant="body2">Built {home.yearBuilt}</Typography>}
        {bought && <Typography variant="body2">{bought}</Typography>}
        {home.settlementCosts && (
          <Typography variant="body2">Settlement costs {formatMoney(home.settlementCosts)}</Typography>
        )}
        <RecordAttribution record={home} />
        <HomeRooms home={home} />
        <HomeMaintenance home={home} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0 }}>
        {action}
        <HomeShareButton home={home} />
        <Button
          component={RouterLink}
          to={`/homes/${home.id}/basis`}
          size="small"
          aria-label={`Cost basis of ${home.name}`}
        >
          Cost basis
        </Button>
        <EditDeleteButtons name={home.name} onEdit={onEdit} onDelete={onDelete} ownerDeletes />
      </CardActions>
    </Card>
  );
}
