import type { LienWaiverView } from '@reno/domain';

/** 'Unconditional final waiver', 'Conditional progress waiver'. */
export function waiverWords(waiver: Pick<LienWaiverView, 'type' | 'payment'>): string {
  const type = waiver.type === 'conditional' ? 'Conditional' : 'Unconditional';
  return `${type} ${waiver.payment} waiver`;
}
