import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { json, type FakeApi } from './fake-api';
import { toastWith } from './toasts';

/**
 * Waits until every dialog has finished its exit transition and left the DOM: until then MUI keeps
 * the rest of the page aria-hidden, so role queries outside the dialog would not see it.
 */
export async function waitForDialogsToClose(): Promise<void> {
  await waitFor(() =>
    expect(document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root')).toBeNull(),
  );
}

/** Presses `button` in the dialog named `dialog` once it shows ('Delete' in 'Delete Home'). */
export async function pressInDialog(user: UserEvent, dialog: string, button: string): Promise<void> {
  await user.click(
    within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', { name: button }),
  );
}

/**
 * Asks to delete `record` ('Delete {record}') and confirms in 'Delete {noun}' while the server answers
 * `request` ('DELETE /api/estimates/22') with a 500: the toast says 'Failed to delete {noun}', the dialog
 * goes, and the record stays listed.
 */
export async function expectDeleteRefused(
  user: UserEvent,
  api: FakeApi,
  { request, record, noun }: { request: string; record: string; noun: string },
): Promise<void> {
  api.override(request, () => json(500, { error: 'Internal server error' }));
  await user.click(screen.getByRole('button', { name: `Delete ${record}` }));
  await pressInDialog(user, `Delete ${noun}`, 'Delete');
  expect(await toastWith(`Failed to delete ${noun.toLowerCase()}`)).toBeInTheDocument();
  await waitForDialogsToClose();
  expect(screen.getByRole('listitem', { name: record })).toBeInTheDocument();
}
