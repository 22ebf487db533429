import Button from '@mui/material/Button';
import type { Home } from '@reno/domain';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useIsOwner } from '../../../lib/household-role';
import { HomeShareDialog } from './lazy-home-share-dialog';

/** 'Share' on a home's card, for the owner (docs/product.md#homes-screen): the packet's share links. */
export function HomeShareButton({ home }: { home: Pick<Home, 'id' | 'name'> }) {
  const isOwner = useIsOwner();
  const [open, setOpen] = useState(false);
  if (!isOwner) return null;
  const preload = () => void HomeShareDialog.preload().catch(() => {}); // the render retries and reports
  return (
    <>
      <Button
        size="small"
        aria-label={`Share ${home.name}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        Share
      </Button>
      <LazyDialog open={open}>
        <HomeShareDialog open={open} home={home} onClose={() => setOpen(false)} />
      </LazyDialog>
    </>
  );
}
