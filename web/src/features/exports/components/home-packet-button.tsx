import Button from '@mui/material/Button';
import type { Home } from '@reno/domain';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useCanEdit } from '../../../lib/household-role';
import { HomePacketDialog } from './lazy-home-packet-dialog';

/** 'Home packet' on a home's card, for editors and owners (docs/product.md#homes-screen). */
export function HomePacketButton({ home }: { home: Pick<Home, 'id' | 'name'> }) {
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  const preload = () => void HomePacketDialog.preload().catch(() => {}); // the render retries and reports
  return (
    <>
      <Button
        size="small"
        aria-label={`Home packet of ${home.name}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        Home packet
      </Button>
      <LazyDialog open={open}>
        <HomePacketDialog open={open} home={home} onClose={() => setOpen(false)} />
      </LazyDialog>
    </>
  );
}
