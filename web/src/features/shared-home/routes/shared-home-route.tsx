import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BEHIND_THE_WALLS,
  formatDate,
  formatMoney,
  type SharedHome,
  type SharedHomeItem,
  type SharedHomePhoto,
} from '@reno/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { SquareThumbnail, THUMBNAIL_PX } from '../../../components/square-thumbnail';
import { api } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { TitledCard } from '../../../components/titled-card';
import { BareList } from '../../../components/bare-list';

const sharedHomeQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/shared/home', token],
    queryFn: () => api.get<SharedHome>(`/api/shared/home/${encodeURIComponent(token)}`),
    // A revoked or expired link answers 410 (or 404): asking again changes nothing.
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Tells search engines not to list the page while it is shown (the API says so too, X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /shared/home/:token (docs/product.md#shared-home-page): a home packet's read-only page for whoever holds a
 * live share link, signed in or not. Its own chunk: no other route's first JS grows by it.
 */
export function SharedHomeRoute() {
  useNoIndex();
  const token = useParams().token ?? '';
  const shared = useQuery(sharedHomeQuery(token));
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      {shared.isError ? (
        <Alert severity="error">{describeError(shared.error).message}</Alert>
      ) : shared.isPending ? (
        <ContentSpinner label="Loading the home" />
      ) : (
        <SharedHomePage shared={shared.data} />
      )}
    </Box>
  );
}

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} contentSx={{ display: 'grid', gap: 1 }}>
      {children}
    </TitledCard>
  );
}

function SharedHomePage({ shared }: { shared: SharedHome }) {
  const { home } = shared;
  return (
    <Box sx={{ display: 'grid', gap: 2, overflowWrap: 'anywhere' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {home.name}
        </Typography>
        <Typography color="textSecondary">
          {line(home.address, home.yearBuilt === null ? null : `Built ${home.yearBuilt}`)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          A read-only home record, shared until {formatDate(shared.expiresAt)}.
          {shared.showAmounts ? ' Amounts in US dollars.' : ' Amounts are not shown.'}
        </Typography>
      </Box>
      <RoomsSection shared={shared} />
      <ItemLines
        title="Paint colours and finishes"
        empty="No colours recorded."
        shared={shared}
        lineOf={(room, item) =>
          item.colourName || item.colourCode
            ? line(room, item.name, item.brand, item.colourName, item.colourCode, item.sheen)
            : null
        }
      />
      <ItemLines
        title="Warranties"
        empty="No warranties recorded."
        shared={shared}
        lineOf={(room, { name, warranty }) =>
          warranty
            ? line(
                `${name} (${room})`,
                `ends ${formatDate(warranty.endsOn)}`,
                warranty.covered,
                warranty.contact && `call ${warranty.contact}`,
              )
            : null
        }
      />
      <MaintenanceSection shared={shared} />
      <Section title="Projects">
        {shared.projects.length === 0 && <Typography>No projects recorded.</Typography>}
        {shared.projects.map((project, index) => (
          <Typography key={index} variant="body2">
            {line(
              project.name,
              project.cost === null ? null : formatMoney(project.cost),
              project.contractors.length > 0 ? `by ${project.contractors.join(', ')}` : null,
            )}
          </Typography>
        ))}
      </Section>
    </Box>
  );
}

function RoomsSection({ shared }: { shared: SharedHome }) {
  return (
    <Section title="Rooms and what is in them">
      {shared.rooms.length === 0 && <Typography>No rooms recorded.</Typography>}
      {shared.rooms.map((room, index) => (
        <Box key={index} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {room.name}
          </Typography>
          {room.items.length === 0 ? (
            <Typography variant="body2">Nothing recorded.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {room.items.map((item, position) => (
                <li key={position}>
                  <Typography variant="body2">{itemLine(item, shared.showAmounts)}</Typography>
                </li>
              ))}
            </Box>
          )}
          {room.photos.length > 0 && (
            <RoomPhotos name={room.name} photos={room.photos} more={room.morePhotos} />
          )}
        </Box>
      ))}
    </Section>
  );
}

/** A room's newest photos, newest first, each named by its caption or day; 'behind the walls' said. */
function RoomPhotos({ name, photos, more }: { name: string; photos: SharedHomePhoto[]; more: boolean }) {
  return (
    <>
      <BareList label={`Photos of ${name}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo, index) => {
          const label = line(
            photo.caption ?? `Photo taken ${formatDate(photo.takenOn)}`,
            photo.tags.includes(BEHIND_THE_WALLS) ? 'behind the walls' : null,
          );
          return (
            <Box component="li" key={index} sx={{ width: THUMBNAIL_PX }}>
              <SquareThumbnail src={photo.thumbnailUrl} alt={label} />
              <Typography variant="caption" component="p">
                {formatDate(photo.takenOn)}
              </Typography>
            </Box>
          );
        })}
      </BareList>
      {more && (
        <Typography variant="body2" color="textSecondary">
          The newest {photos.length} photos; the home packet has them all.
        </Typography>
      )}
    </>
  );
}

/** A section of one line per item that has something to say (`lineOf` null: the item is left out). */
function ItemLines({
  title,
  empty,
  shared,
  lineOf,
}: {
  title: string;
  empty: string;
  shared: SharedHome;
  lineOf: (room: string, item: SharedHomeItem) => string | null;
}) {
  const lines = shared.rooms.flatMap((room) => room.items.flatMap((item) => lineOf(room.name, item) ?? []));
  return (
    <Section title={title}>
      {lines.length === 0 && <Typography>{empty}</Typography>}
      {lines.map((text, index) => (
        <Typography key={index} variant="body2">
          {text}
        </Typography>
      ))}
    </Section>
  );
}

function MaintenanceSection({ shared }: { shared: SharedHome }) {
  return (
    <Section title="Maintenance history">
      {shared.maintenance.length === 0 && <Typography>No maintenance tasks recorded.</Typography>}
      {shared.maintenance.map((task, index) => (
        <Box key={index}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {line(task.name, task.schedule, `next due ${formatDate(task.nextDueDate)}`)}
          </Typography>
          {task.done.map((done, position) => (
            <Typography key={position} variant="body2" color="textSecondary">
              {line(`Done ${formatDate(done.date)}`, done.note)}
            </Typography>
          ))}
        </Box>
      ))}
    </Section>
  );
}

function itemLine(item: SharedHomeItem, showAmounts: boolean): string {
  return line(
    item.name,
    item.brand,
    item.model && `model ${item.model}`,
    item.serial && `serial ${item.serial}`,
    item.installDate && `installed ${formatDate(item.installDate)}`,
    item.installedBy && `by ${item.installedBy}`,
    showAmounts && item.cost !== null ? formatMoney(item.cost) : null,
  );
}
