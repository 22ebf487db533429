import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate, WARRANTIES_ENDING_DAYS } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { homeItemQueries } from '../../../entities/home-item/api/home-item-queries';

/**
 * 'Warranties ending soon' (docs/product.md#dashboard): the household's warranties ending in the next 60 days,
 * soonest first, each with whom to call. Loaded after the dashboard (lazy-home-record-cards.tsx) into the
 * space the dashboard keeps for it.
 */
export function WarrantiesEnding() {
  const warranties = useQuery(homeItemQueries.warrantiesEnding());
  return (
    <Card component="section" aria-labelledby="warranties-ending-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="warranties-ending-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          Warranties ending soon
        </Typography>
        <QueryState query={warranties} errorTitle="Failed to fetch warranties" placeholder={null}>
          {(list) =>
            list.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No warranty ends in the next {WARRANTIES_ENDING_DAYS} days
              </Typography>
            ) : (
              <List dense aria-labelledby="warranties-ending-title">
                {list.map((warranty) => (
                  <ListItem key={warranty.itemId} disableGutters>
                    <ListItemText
                      primary={`${warranty.name} · ends ${formatDate(warranty.endsOn)}`}
                      secondary={warranty.contact}
                    />
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
