import { HOUSEHOLD_MESSAGES } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { readActiveHousehold } from '../../../entities/household/active-household/active-household-storage';
import { describe, expect, it } from 'vitest';
import { makeProject, testUser, type FakeDb } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { danasHousehold, samInDanasHousehold, samUser } from '../../../testing/households';
import { chooseOption } from '../../../testing/choose-option';
import { toastWith } from '../../../testing/toasts';
import { savedBody } from '../../../testing/saved-body';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const sam = { userId: samUser.id, name: 'Sam Lee', email: samUser.email, role: 'editor' as const };
const waiting = {
  id: '6f1c2f7e-8a55-4c1a-9a4e-1d2b3c4d5e6f',
  email: 'kim@example.com',
  role: 'viewer' as const,
  expiresAt: '2030-01-08T10:00:00.000Z',
};

async function openAsOwner(db: Partial<FakeDb> = {}) {
  const rendered = renderApp({ path: '/household', db: { projects: [kitchen], ...db } });
  expect(await screen.findByRole('heading', { name: 'Household', level: 1 })).toBeInTheDocument();
  return rendered;
}

describe('the household screen, for its owner', () => {
  it('is reached from the user menu and lists the members with their roles, the owner first', async () => {
    const { user } = renderApp({
      path: '/dashboard',
      db: { projects: [kitchen], householdMembers: [sam] },
    });
    await user.click(await screen.findByRole('button', { name: 'Dana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Household' }));

    expect(await screen.findByText("Dana's household")).toBeInTheDocument();
    const members = within(await screen.findByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members.map((member) => member.getAttribute('aria-label'))).toEqual(['Dana Builder', 'Sam Lee']);
    expect(members[0]).toHaveTextContent('Dana Builder (you)');
    expect(members[0]).toHaveTextContent('Owner');
    expect(await within(members[1]!).findByRole('combobox', { name: 'Role of Sam Lee' })).toHaveTextContent(
      'Editor',
    );
  });

  it('invites by e-mail with a role: the invitation waits in the list', async () => {
    const { user, api } = await openAsOwner();
    expect(await screen.findByText('No invitations waiting')).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 people on the Free plan.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'Sam@Example.com');
    await chooseOption(user, form, /^Role/, /^Viewer/);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await savedBody(api, 'Invitation sent', 'POST /api/household/invitations')).toEqual({
      email: 'sam@example.com',
      role: 'viewer',
    });
    const invitations = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('listitem', { name: 'sam@example.com' })).toHaveTextContent(
      /^sam@example\.comViewer · link valid until/,
    );
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });

  it("shows the API's refusal of an address on its field", async () => {
    const { user } = await openAsOwner();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), testUser.email);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(HOUSEHOLD_MESSAGES.inviteSelf)).toBeInTheDocument();
  });

  it('resends and cancels a pending invitation', async () => {
    const { user, api } = await openAsOwner({ householdInvitations: [waiting] });
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to kim@example.com' }));
    expect(await toastWith('Invitation sent again')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/household/invitations/${waiting.id}/resend`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel the invitation to kim@example.com' }));
    expect(await toastWith('Invitation cancelled')).toBeInTheDocument();
    expect(await screen.findByText('No invitations waiting')).toBeInTheDocument();
  });

  it('says a full household is full instead of offering a form the API would refuse, and offers the upgrade', async () => {
    const { user } = await openAsOwner({ householdMembers: [sam] });
    const card = await screen.findByRole('region', { name: 'Invite someone' });
    expect(await within(card).findByText('2 of 2 people on the Free plan.')).toBeInTheDocument();
    expect(within(card).getByText(HOUSEHOLD_MESSAGES.full)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing'));
  });

  it('on Pro, says a full household is full with no upgrade to offer', async () => {
    const people = ['Ann', 'Ben', 'Cai', 'Dee', 'Eve'].map((name) => ({
      userId: `${name.toLowerCase()}-sub`,
      name,
      email: `${name.toLowerCase()}@example.com`,
      role: 'viewer' as const,
    }));
    await openAsOwner({
      user: { ...testUser, subscriptionStatus: 'active', subscriptionEndDate: null },
      householdMembers: people,
    });
    const card = await screen.findByRole('region', { name: 'Invite someone' });
    expect(await within(card).findByText('6 of 6 people on the Pro plan.')).toBeInTheDocument();
    expect(within(card).getByText(HOUSEHOLD_MESSAGES.full)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it("changes a member's role and removes a member after asking", async () => {
    const { user, api } = await openAsOwner({ householdMembers: [sam] });
    await user.click(await screen.findByRole('combobox', { name: 'Role of Sam Lee' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    expect(
      await savedBody(api, 'Sam Lee is now a viewer', `PUT /api/household/members/${samUser.id}`),
    ).toEqual({ role: 'viewer' });

    await user.click(screen.getByRole('button', { name: 'Remove Sam Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent("Remove Sam Lee from Dana's household?");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await toastWith('Sam Lee was removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sam Lee' })).not.toBeInTheDocument());
  });
});

describe('the household screen, for a member', () => {
  it('shows the members and their role, no invitations, and no billing in the user menu', async () => {
    samInDanasHousehold();
    const { user } = renderApp({
      path: '/household',
      db: { user: samUser, projects: [kitchen], memberships: [danasHousehold('viewer')] },
    });
    expect(await screen.findByText(/You are a viewer: you can see all of its records/)).toBeInTheDocument();
    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members).toHaveLength(2);
    expect(members[0]).toHaveTextContent(`Dana Builder${testUser.email}Owner`);
    expect(members[1]).toHaveTextContent(`Sam Lee (you)${samUser.email}Viewer`);
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sam' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Household' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Billing & Subscription' })).not.toBeInTheDocument();
  });

  it('leaves after asking, and is then back in their own household', async () => {
    samInDanasHousehold();
    const { user, api } = renderApp({
      path: '/household',
      db: { user: samUser, projects: [kitchen], memberships: [danasHousehold('editor')] },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave household' });
    expect(dialog).toHaveTextContent("Leave Dana's household? You will no longer see its records.");
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await toastWith(HOUSEHOLD_MESSAGES.left)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.db.memberships).toEqual([]);
    expect(readActiveHousehold(samUser.id)).toBeNull(); // their own
  });

  it("points a member's /billing to their own household's plan", async () => {
    samInDanasHousehold();
    const { user } = renderApp({
      path: '/billing',
      db: { user: samUser, projects: [kitchen], memberships: [danasHousehold('editor')] },
    });
    expect(
      await screen.findByText(
        "Dana's household runs on its owner's Free plan, which only Dana Builder manages. Your own plan is billed in your own household.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to my household' }));
    expect(await screen.findByRole('heading', { name: 'Current Plan' })).toBeInTheDocument();
  });
});
