import type { Home } from '@reno/domain';
import { LazyDialogButton } from '../../../components/lazy-dialog-button';
import { useCanEdit } from '../../../lib/household-role';
import { HomePacketDialog } from './lazy-home-packet-dialog';

/** 'Home packet' on a home's card, for editors and owners (docs/product.md#homes-screen). */
export function HomePacketButton({ home }: { home: Pick<Home, 'id' | 'name'> }) {
  if (!useCanEdit()) return null;
  return (
    <LazyDialogButton
      size="small"
      aria-label={`Home packet of ${home.name}`}
      preload={HomePacketDialog.preload}
      dialog={(open, onClose) => <HomePacketDialog open={open} home={home} onClose={onClose} />}
    >
      Home packet
    </LazyDialogButton>
  );
}
