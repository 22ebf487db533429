import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContractor } from '../../testing/fake-backend/contractor-handlers';
import { makeExpense, makeProject } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const sam = { userId: 'sam-sub', name: 'Sam' };
const ifMatch = (request: { headers: Headers } | undefined) => request?.headers.get('If-Match');

describe('an update names the version its form was opened on (If-Match)', () => {
  it("refuses a contractor Sam changed since, in the API's words, and 'Reload' brings his change in", async () => {
    const { user, api } = renderApp({
      path: '/contractors',
      db: {
        projects: [kitchen],
        contractors: [makeContractor({ id: 7, name: 'Alice Carpenter', phone: '555-0100' })],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Alice Carpenter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contractor' });

    // Meanwhile Sam changes her phone number.
    Object.assign(api.db.contractors[0]!, { phone: '555-0199', version: 2, updatedBy: sam });
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'A&Co');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contractor' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Sam changed this contractor after you opened it. Nothing was saved');
    expect(api.db.contractors[0]?.company).toBeNull();
    expect(ifMatch(api.requestsTo('PUT /api/contractors/7')[0])).toBe('"1"');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('555-0199')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'A&Co');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contractor' }));
    expect(await screen.findByText('Contractor updated successfully')).toBeInTheDocument();
    expect(ifMatch(api.requestsTo('PUT /api/contractors/7')[1])).toBe('"2"');
    expect(api.db.contractors[0]).toMatchObject({ company: 'A&Co', phone: '555-0199', version: 3 });
  });

  it('refuses an expense changed since, even in a form that toasts its other failures', async () => {
    const { user, api } = renderApp({
      path: '/expenses',
      db: { projects: [kitchen], expenses: [makeExpense({ id: 3, projectId: 1, description: 'Tiles' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Tiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    await within(dialog).findByDisplayValue('Tiles');

    Object.assign(api.db.expenses[0]!, { amount: '150.00', version: 2, updatedBy: sam });
    await user.click(within(dialog).getByRole('button', { name: 'Update Expense' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Sam changed this expense after you opened it');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('150.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Expense' }));
    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/expenses/3').map(ifMatch)).toEqual(['"1"', '"2"']);
  });

  it("saves the budget plan on its project's version", async () => {
    const { user, api } = renderApp({ path: '/budget', db: { projects: [kitchen] } });
    const plan = await screen.findByRole('form', { name: 'Budget plan' });
    await user.type(within(plan).getByRole('textbox', { name: 'Contingency' }), '500');
    await user.click(within(plan).getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Budget plan saved')).toBeInTheDocument();
    expect(ifMatch(api.requestsTo('PUT /api/projects/1/budget')[0])).toBe('"1"');
  });
});
