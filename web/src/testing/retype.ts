import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a field holds, as a person selects it all and types over it. */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
