import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, SHARE_LINK_DAYS, type Home, type HomeShareLink } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TitledDialog } from '../../../components/titled-dialog';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';
import { QueryState } from '../../../components/query-state';
import { describeError } from '../../../lib/api-errors';
import { shareLinkQueries, useMakeShareLink, useRevokeShareLink } from '../api/home-share-links';
import { BareList } from '../../../components/bare-list';

interface HomeShareDialogProps {
  open: boolean;
  home: Pick<Home, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * 'Share' (docs/product.md#home-share-dialog): the owner makes read-only links to the home's packet page,
 * each with its end and whether it shows amounts; the list says when each ends and how often it was
 * opened, and 'Revoke' stops one at once.
 */
export function HomeShareDialog({ open, home, onClose }: HomeShareDialogProps) {
  return (
    <TitledDialog open={open} title="Share the home packet" onClose={onClose}>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          A read-only page of {home.name}&apos;s record for whoever has its address: no member&apos;s e-mail,
          and amounts only if you show them. It stops at its end, or at once when you revoke it.
        </DialogContentText>
        <MakeLink homeId={home.id} />
        <LinkList homeId={home.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </TitledDialog>
  );
}

function MakeLink({ homeId }: { homeId: number }) {
  const [days, setDays] = useState(String(SHARE_LINK_DAYS.fallback));
  const [showAmounts, setShowAmounts] = useState(false);
  const make = useMakeShareLink(homeId);
  const made = make.data?.url ?? null;
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        make.mutate({ days: Number(days), showAmounts });
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          label="Days until it ends"
          type="number"
          size="small"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          helperText={`1 to ${SHARE_LINK_DAYS.max}`}
          slotProps={{ htmlInput: { min: 1, max: SHARE_LINK_DAYS.max } }}
          sx={{ width: 160 }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={showAmounts} onChange={(event) => setShowAmounts(event.target.checked)} />
          }
          label="Show amounts"
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={make.isPending}>
          {make.isPending ? 'Making...' : 'Make a share link'}
        </Button>
      </Box>
      {make.isError && <Alert severity="error">{describeError(make.error).message}</Alert>}
      {made && (
        <TextField
          label="Share link"
          value={made}
          size="small"
          fullWidth
          helperText="Shown this once: copy it now."
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      )}
    </Box>
  );
}

/** 'Ends Dec 14, 2026 · amounts hidden · 2 visits, the last Nov 30, 2026'. */
function linkLine(link: HomeShareLink, now: number): string {
  const ended = Date.parse(link.expiresAt) <= now;
  const visits = link.visits === 1 ? '1 visit' : `${link.visits} visits`;
  const last = link.lastVisitAt ? `, the last ${formatDate(link.lastVisitAt)}` : '';
  return [
    `${ended ? 'Ended' : 'Ends'} ${formatDate(link.expiresAt)}`,
    link.showAmounts ? 'amounts shown' : 'amounts hidden',
    `${visits}${last}`,
  ].join(' · ');
}

/** 'Nov 30, 2026, 2:41 PM': when a visit came, in the viewer's time zone. */
const visitTime = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function LinkList({ homeId }: { homeId: number }) {
  const links = useQuery(shareLinkQueries.ofHome(homeId));
  const revoke = useRevokeShareLink(homeId);
  const [now] = useState(() => Date.now());
  return (
    <QueryState
      query={links}
      errorTitle="Failed to fetch the share links"
      placeholder={<LoadingPlaceholder height={48} label="Loading the share links" />}
    >
      {(list) =>
        list.length === 0 ? (
          <Typography variant="body2">No share links.</Typography>
        ) : (
          <BareList label="Share links" sx={{ display: 'grid', gap: 1 }}>
            {list.map((link) => (
              <Box
                component="li"
                key={link.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Box>
                  <Typography variant="body2">
                    Made {formatDate(link.createdAt)}: {linkLine(link, now)}
                  </Typography>
                  {link.recentVisits.length > 0 && (
                    <Typography variant="caption" color="textSecondary">
                      Opened {link.recentVisits.map(visitTime).join('; ')}
                    </Typography>
                  )}
                </Box>
                <Button
                  color="error"
                  size="small"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(link.id)}
                  aria-label={`Revoke the link made ${formatDate(link.createdAt)}, ${linkLine(link, now)}`}
                >
                  Revoke
                </Button>
              </Box>
            ))}
            {revoke.isError && <Alert severity="error">{describeError(revoke.error).message}</Alert>}
          </BareList>
        )
      }
    </QueryState>
  );
}
