import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDate, WARRANTIES_ENDING_DAYS } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { homeItemQueries } from '../../../entities/home-item/api/home-item-queries';
import { HomeRecordCard } from './home-record-card';

/**
 * 'Warranties ending soon' (docs/product.md#dashboard): the household's warranties ending in the next 60 days,
 * soonest first, each with whom to call. Loaded after the dashboard (lazy-home-record-cards.tsx) into the
 * space the dashboard keeps for it.
 */
export function WarrantiesEnding() {
  return (
    <HomeRecordCard
      title="Warranties ending soon"
      query={useQuery(homeItemQueries.warrantiesEnding())}
      errorTitle="Failed to fetch warranties"
      none={`No warranty ends in the next ${WARRANTIES_ENDING_DAYS} days`}
    >
      {(warranty) => (
        <ListItem key={warranty.itemId} disableGutters>
          <ListItemText
            primary={`${warranty.name} · ends ${formatDate(warranty.endsOn)}`}
            secondary={warranty.contact}
          />
        </ListItem>
      )}
    </HomeRecordCard>
  );
}
