import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { openAddExpense, submitExpense } from '../testing/submit-expense';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });

async function fillAndSubmit(rendered: ReturnType<typeof renderApp>) {
  const { user } = rendered;
  const form = await openAddExpense(user);
  await submitExpense(user, form, {
    description: 'Lumber',
    amount: '120',
    category: 'Materials',
    paymentMethod: 'Cash',
  });
  return form;
}

describe('expense form errors', () => {
  it("shows 'Upgrade Required' when the server refuses for the plan limit", async () => {
    const rendered = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    rendered.api.override('POST /api/expenses', () =>
      json(403, { error: "You've reached the limit of 5 expenses on the free plan.", upgradeRequired: true }),
    );
    await fillAndSubmit(rendered);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Upgrade Required');
    expect(toast).toHaveTextContent(
      "You've reached the limit of 5 expenses on the free plan. Please upgrade to add more expenses.",
    );
  });

  it("puts server issues on their fields and shows 'Validation Error'", async () => {
    const rendered = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    rendered.api.override('POST /api/expenses', () =>
      json(400, {
        error: 'Validation failed',
        details: [{ path: ['date'], message: 'Date must be a valid date (YYYY-MM-DD)' }],
      }),
    );
    const form = await fillAndSubmit(rendered);
    expect(await within(form).findByText('Date must be a valid date (YYYY-MM-DD)')).toBeInTheDocument();
    const toast = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Validation Error'));
    expect(toast).toHaveTextContent('Validation failed');
  });

  it("shows 'Error' with the failure in words for any other failure", async () => {
    const rendered = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    rendered.api.override(
      'POST /api/expenses',
      () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    );
    await fillAndSubmit(rendered);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The server is not answering right now. Please try again in a moment.');
    expect(toast).not.toHaveTextContent('502');
  });

  it('opens the form anyway when the limit check fails', async () => {
    const { user, api } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    api.override('GET /api/expenses/can_create', () => json(500, { error: 'boom' }));
    const form = await openAddExpense(user);
    expect(within(form).getByLabelText(/^Description/)).toHaveAttribute(
      'placeholder',
      'What did you spend on?',
    );
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(new Date().toLocaleDateString('en-CA'));
    expect(within(form).getByRole('combobox', { name: 'Contractor (Optional)' })).toHaveTextContent(
      'No contractor',
    );
    expect(
      within(form).getByRole('combobox', { name: 'Associate with Estimate (Optional)' }),
    ).toHaveTextContent('No estimate');
  });
});

describe("expense form '+' contractor button", () => {
  const bob = makeContractor({ id: 4, name: 'Bob Builder' });

  async function openAddForm(contractors = [bob]) {
    const api = createFakeApi({ projects: [kitchen], contractors });
    const rendered = renderApp({ path: '/dashboard', api });
    const form = await openAddExpense(rendered.user);
    return { ...rendered, form };
  }

  it('opens the contractor form and comes back with the new contractor preselected', async () => {
    const { user, api, form } = await openAddForm();
    await user.type(within(form).getByLabelText(/^Description/), 'Drywall patch');
    await user.click(within(form).getByRole('button', { name: 'Add contractor' }));

    const contractorDialog = await screen.findByRole('dialog', { name: 'Add Contractor' });
    // Enter submits the contractor form only, never the expense form behind it.
    await user.type(within(contractorDialog).getByLabelText(/^Name/), 'Dana Drywall{Enter}');

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Contractor' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('POST /api/contractors')).toHaveLength(1);
    expect(api.requestsTo('POST /api/expenses')).toHaveLength(0);
    expect(within(form).queryByText('Amount must be greater than 0')).not.toBeInTheDocument();
    const select = within(form).getByRole('combobox', { name: 'Contractor (Optional)' });
    expect(select).toHaveTextContent('Dana Drywall');
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Drywall patch');

    await submitExpense(user, form, { amount: '75', category: 'Labor', paymentMethod: 'Cash' });

    const created = api.db.contractors.find((contractor) => contractor.name === 'Dana Drywall');
    await waitFor(() =>
      expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({ contractorId: created?.id }),
    );
  });

  it('opens the contractor limit dialog instead at the free-plan limit', async () => {
    const { user, form } = await openAddForm([
      bob,
      makeContractor({ id: 5, name: 'Cleo Carpentry' }),
      makeContractor({ id: 6, name: 'Dev Electric' }),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Add contractor' }));
    const limit = await screen.findByRole('dialog', { name: 'Contractor Limit Reached' });
    expect(limit).toHaveTextContent('Contractors used: 3/3');
    await user.click(within(limit).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contractor Limit Reached' })).not.toBeInTheDocument(),
    );
    expect(within(form).getByRole('combobox', { name: 'Contractor (Optional)' })).toHaveTextContent(
      'No contractor',
    );
  });
});
