import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pressInDialog, waitForDialogsToClose } from '../../testing/dialogs';
import { createFakeApi, makeProject, type FakeApi, type FakeDb } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { makeContractor } from '../../testing/fake-backend/contractor-handlers';
import { retype } from '../../testing/retype';

// The kit's dialog, met through a real form of the app: the contractor form on /contractors.

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const alice = makeContractor({ id: 1, name: 'Alice Wiring', hourlyRate: '75.00' });

async function openAddContractor(db: Partial<FakeDb> = {}, width?: number) {
  const api = createFakeApi({ projects: [kitchen], ...db });
  const rendered = renderApp({ path: '/contractors', api, ...(width ? { width } : {}) });
  await rendered.user.click(
    (await screen.findAllByRole('button', { name: /Add (Your First )?Contractor/ }))[0]!,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Contractor' });
  await within(dialog).findByRole('form', { name: 'Add contractor' });
  return { ...rendered, api, dialog };
}

const back = () => act(() => window.history.back());

/** Presses `button` while `route` cannot be reached, sees the dialog say so, then lets the save through. */
async function saveAcrossLostConnection(
  { user, api, dialog }: { user: UserEvent; api: FakeApi; dialog: HTMLElement },
  route: string,
  button: string,
) {
  const reconnect = api.override(route, () => {
    throw new TypeError('Failed to fetch');
  });
  await user.click(within(dialog).getByRole('button', { name: button }));
  expect(await within(dialog).findByText("Can't reach the server — retrying…")).toBeVisible();
  reconnect();
  await waitForDialogsToClose();
}

describe('FormDialog', () => {
  it('keeps the actions in a bar of their own while the fields scroll', async () => {
    const { dialog } = await openAddContractor();
    const save = within(dialog).getByRole('button', { name: 'Add Contractor' });
    const fields = dialog.querySelector('.MuiDialogContent-root');
    expect(fields).toContainElement(within(dialog).getByRole('textbox', { name: /^Name/ }));
    expect(fields).not.toContainElement(save);
    expect(save.closest('.MuiDialogActions-root')).toBeInstanceOf(HTMLElement);
    // Both stay inside the form, so Enter and the submit button still submit it.
    expect(within(dialog).getByRole('form')).toContainElement(save);
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
  });

  it('opens full screen on a phone', async () => {
    const { dialog } = await openAddContractor({}, 390);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('closes on Back when nothing was typed, and stays on the page', async () => {
    await openAddContractor();
    await back();
    await waitForDialogsToClose();
    expect(screen.getByTestId('location')).toHaveTextContent('/contractors');
  });

  it("asks 'Discard changes?' on Back and on Escape once a field was typed", async () => {
    const { user, dialog } = await openAddContractor();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana Drywall');

    await back();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Dana Drywall');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitForDialogsToClose();
  });

  it('Back after keeping the draft still belongs to the dialog', async () => {
    const { user, dialog } = await openAddContractor();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana');
    await back();
    await pressInDialog(user, 'Discard changes?', 'Cancel');
    await back();
    await pressInDialog(user, 'Discard changes?', 'Discard');
    await waitForDialogsToClose();
  });

  it('stays open through Escape while a save is in flight, says it will finish, and closes when it has', async () => {
    const { user, api, dialog } = await openAddContractor();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana Drywall');
    const release = api.hold('POST /api/contractors');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contractor' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await back();
    expect(
      await within(dialog).findByText(
        /Your save will finish: this closes by itself once the server has answered/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add Contractor' })).toBeInTheDocument();

    release();
    await waitForDialogsToClose();
    expect(api.db.contractors.map((contractor) => contractor.name)).toEqual(['Dana Drywall']);
  });

  it('says it cannot reach the server, retries with the same Idempotency-Key, and makes one record', async () => {
    const opened = await openAddContractor();
    const { user, api, dialog } = opened;
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana Drywall');
    await saveAcrossLostConnection(opened, 'POST /api/contractors', 'Add Contractor');
    const attempts = api.requestsTo('POST /api/contractors');
    expect(attempts.length).toBeGreaterThan(1);
    const keys = new Set(attempts.map((request) => request.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.db.contractors).toHaveLength(1);
  });

  it('says so while the browser is offline and the save waits for it, then saves once', async () => {
    const { user, api, dialog } = await openAddContractor();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana Drywall');
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Add Contractor' }));
      expect(await within(dialog).findByText("Can't reach the server — retrying…")).toBeVisible();
      expect(api.requestsTo('POST /api/contractors')).toHaveLength(0);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitForDialogsToClose();
    expect(api.requestsTo('POST /api/contractors')).toHaveLength(1);
    expect(api.db.contractors).toHaveLength(1);
  });

  it('sends an update again when the server could not be reached', async () => {
    const api = createFakeApi({ projects: [kitchen], contractors: [alice] });
    const { user } = renderApp({ path: '/contractors', api });
    await user.click(await screen.findByRole('button', { name: 'Edit Alice Wiring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contractor' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await retype(user, name, 'Alice Sparks');
    await saveAcrossLostConnection({ user, api, dialog }, 'PUT /api/contractors/1', 'Update Contractor');
    expect(api.db.contractors.map((contractor) => contractor.name)).toEqual(['Alice Sparks']);
  });

  it('counts the characters of a long text near its limit instead of refusing it on Save', async () => {
    const { dialog } = await openAddContractor();
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'a'.repeat(4000) } });
    expect(notes).not.toHaveAccessibleDescription(/5,000/);
    fireEvent.change(notes, { target: { value: 'a'.repeat(4600) } });
    expect(notes).toHaveAccessibleDescription('4,600 / 5,000');
    expect(notes).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(notes, { target: { value: 'a'.repeat(5012) } });
    expect(notes).toHaveAccessibleDescription('5,012 / 5,000 — 12 too many');
    expect(notes).toHaveAttribute('aria-invalid', 'true');
  });
});
