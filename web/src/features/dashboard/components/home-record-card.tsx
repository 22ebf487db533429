import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { TitledCard } from '../../../components/titled-card';

interface HomeRecordCardProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  errorTitle: string;
  /** The line in place of the list when there is none ('No maintenance due this month'). */
  none: ReactNode;
  /** One record's list item, keyed. */
  children: (record: T) => ReactNode;
}

/**
 * A dashboard card of the household's home records (warranties ending, maintenance due): their list named by
 * the card's title, or a line saying there is none. No placeholder: it loads after the dashboard into the
 * space the dashboard keeps for it (lazy-home-record-cards.tsx).
 */
export function HomeRecordCard<T>({ title, query, errorTitle, none, children }: HomeRecordCardProps<T>) {
  const titleId = useId();
  return (
    <TitledCard title={title} titleId={titleId} sx={{ height: '100%' }}>
      <QueryState query={query} errorTitle={errorTitle} placeholder={null}>
        {(records) =>
          records.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {none}
            </Typography>
          ) : (
            <List dense aria-labelledby={titleId}>
              {records.map(children)}
            </List>
          )
        }
      </QueryState>
    </TitledCard>
  );
}
