import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { danasHousehold, samUser } from '../../../testing/households';

describe("/admin: each account's households", () => {
  it('lists them with the role in each, their own first', async () => {
    window.localStorage.setItem('reno.adminPassword', 'admin-secret');
    renderApp({ path: '/admin', db: { user: samUser, memberships: [danasHousehold('viewer')] } });
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(-3)).toEqual(['Joined', 'Households', 'Actions']);
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row!).getAllByRole('cell');
    expect(cells.at(-2)).toHaveTextContent("Sam's household · OwnerDana's household · Viewer");
  });
});
