import type { ReactNode } from 'react';
import { TitledCard } from './titled-card';

/** A titled card of a settings screen (the household's members, invitations, membership, reminders). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    // One column no wider than the card: a grid track otherwise grows to its widest line (a select's option
    // on a phone) and runs past the card's edge.
    <TitledCard title={title} contentSx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {children}
    </TitledCard>
  );
}
