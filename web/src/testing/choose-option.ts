import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks `option` in the select named `label` inside `container`, as a person opens it and clicks one. */
export async function chooseOption(
  user: UserEvent,
  container: HTMLElement,
  label: string | RegExp,
  option: string | RegExp,
) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
