import type { Home } from '@reno/domain';
import { LazyDialogButton } from '../../../components/lazy-dialog-button';
import { useIsOwner } from '../../../lib/household-role';
import { HomeShareDialog } from './lazy-home-share-dialog';

/** 'Share' on a home's card, for the owner (docs/product.md#homes-screen): the packet's share links. */
export function HomeShareButton({ home }: { home: Pick<Home, 'id' | 'name'> }) {
  if (!useIsOwner()) return null;
  return (
    <LazyDialogButton
      size="small"
      aria-label={`Share ${home.name}`}
      preload={HomeShareDialog.preload}
      dialog={(open, onClose) => <HomeShareDialog open={open} home={home} onClose={onClose} />}
    >
      Share
    </LazyDialogButton>
  );
}
