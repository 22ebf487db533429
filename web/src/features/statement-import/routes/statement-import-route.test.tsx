import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { shortHash } from '@reno/domain/statement-import';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, makeExpense, makeProject, testUser } from '../../../testing/fake-api';
import { danasHousehold, samInDanasHousehold, samUser } from '../../../testing/households';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
// A card's QFX export, one of the parser tests' samples (docs/product.md#statement-import-shapes).
import cardQfx from '../../../../../packages/domain/test/statements/card-xml.qfx?raw';
import { chooseOption } from '../../../testing/choose-option';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const pro = { ...testUser, subscriptionStatus: 'active' as const };
// Logged from its receipt the day before the card's posting date.
const lumber = makeExpense({
  id: 1,
  projectId: 1,
  description: 'Lumber, Home Depot',
  amount: '120.00',
  date: '2026-11-02',
});

// A card's export: charges positive, a refund and the card's payment negative; every date reads both ways.
const STATEMENT = [
  'Date,Description,Amount',
  '11/03/2026,THE HOME DEPOT #6543,120.00',
  '11/04/2026,LOWES #1234,45.50',
  '11/05/2026,HOME DEPOT RETURN,-25.00',
  '11/06/2026,ONLINE PAYMENT THANK YOU,-500.00',
].join('\n');

const statementFile = (text: string) => new File([text], 'statement.csv', { type: 'text/csv' });

async function pick(user: UserEvent, text: string) {
  await user.upload(await screen.findByLabelText('Statement file'), statementFile(text));
}

/** The mapping's sign question answered for a card (charges positive), then the rows read. */
async function chooseCardSign(user: UserEvent) {
  await user.click(await screen.findByRole('combobox', { name: 'Money spent is' }));
  await user.click(await screen.findByRole('option', { name: 'Positive (a card)' }));
  await user.click(screen.getByRole('button', { name: 'Read the rows' }));
}

const rows = () => screen.findByRole('list', { name: 'Statement rows' });
const row = async (description: string) => within(await rows()).getByRole('listitem', { name: description });

describe('statement import screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps a new file, shows the logged row beside its match and credits as credits, imports and undoes', async () => {
    const api = createFakeApi({ user: pro, projects: [kitchen], expenses: [lumber] });
    const { user } = renderApp({ path: '/expenses/import', api });

    await pick(user, STATEMENT);
    // Nothing stored yet: the first rows as they are, and the mapping with the reader's guess.
    const preview = await screen.findByRole('table', { name: "The file's first rows" });
    expect(within(preview).getByText('LOWES #1234')).toBeInTheDocument();
    expect(screen.getByText(/check whether the day or the month comes first/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/statement-imports/check')).toHaveLength(0);
    // As many rows are negative as positive: the sign is asked, and this card's charges are positive.
    await chooseCardSign(user);

    const logged = await row('THE HOME DEPOT #6543');
    expect(within(logged).getByText('Already logged')).toBeInTheDocument();
    expect(within(logged).getByText('as Lumber, Home Depot · 2026-11-02 · $120.00')).toBeInTheDocument();
    expect(within(logged).getByRole('checkbox', { name: 'THE HOME DEPOT #6543' })).not.toBeChecked();
    expect(within(await row('HOME DEPOT RETURN')).getByText('Credit $25.00')).toBeInTheDocument();
    expect(screen.getByText('4 rows · 1 already logged · 3 to import')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Leave out 1 transfers between my own accounts' }));
    expect(screen.getByText('4 rows · 1 already logged · 2 to import')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByText('2 imported')).toBeInTheDocument();
    expect(api.db.expenses.map((expense) => [expense.description, expense.amount])).toEqual([
      ['Lumber, Home Depot', '120.00'],
      ['LOWES #1234', '45.50'],
      ['HOME DEPOT RETURN', '-25.00'],
    ]);
    // The layout is remembered for the file's shape; each vendor's choice became its rule.
    expect(Object.values(api.db.importLayouts)).toHaveLength(1);
    expect(api.db.importRules.map((rule) => rule.vendor).sort()).toEqual(['HOME DEPOT', 'LOWES']);

    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone: 2 expenses removed')).toBeInTheDocument();
    expect(api.db.expenses.map((expense) => expense.id)).toEqual([1]);
  });

  it('reads the next file of a known shape without asking, and imports nothing twice', async () => {
    const api = createFakeApi({ user: pro, projects: [kitchen] });
    const { user } = renderApp({ path: '/expenses/import', api, width: MOBILE_WIDTH });
    await pick(user, STATEMENT);
    await chooseCardSign(user);
    await user.click(await screen.findByRole('button', { name: 'Import 4 rows' }));
    expect(await screen.findByText('4 imported')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await pick(user, STATEMENT);
    expect(await screen.findByText('4 rows · 4 imported before · 0 to import')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Column mapping' })).not.toBeInTheDocument();
    expect(within(await rows()).getAllByText('Imported before')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it('starts a row with its vendor rule, and lists the rules to change or delete', async () => {
    const api = createFakeApi({
      user: pro,
      projects: [kitchen],
      importRules: [
        { id: shortHash('LOWES'), vendor: 'LOWES', category: 'tools', paymentMethod: 'debit_card' },
      ],
    });
    const { user } = renderApp({ path: '/expenses/import', api });
    await pick(user, STATEMENT);
    await chooseCardSign(user);
    const lowes = await row('LOWES #1234');
    expect(within(lowes).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Tools');
    expect(within(lowes).getByRole('combobox', { name: 'Payment method' })).toHaveTextContent('Debit Card');

    const rules = screen.getByRole('list', { name: 'Import rules' });
    await chooseOption(user, rules, 'Category', 'Materials');
    await expect.poll(() => api.db.importRules[0]?.category).toBe('materials');

    // A delete asks first.
    await user.click(within(rules).getByRole('button', { name: 'Delete the rule for LOWES' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect.poll(() => api.db.importRules).toEqual([]);
  });

  it('reads an OFX file without asking for columns: card charges as spending', async () => {
    const api = createFakeApi({ user: pro, projects: [kitchen] });
    const { user } = renderApp({ path: '/expenses/import', api });
    await user.upload(await screen.findByLabelText('Statement file'), new File([cardQfx], 'card.qfx'));
    expect(await screen.findByText('2 rows · 2 to import')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Column mapping' })).not.toBeInTheDocument();
    expect(within(await row('LOWES #1234')).getByText('$129.99')).toBeInTheDocument();
  });

  it('says which row of a bad file cannot be read, and stores nothing', async () => {
    const api = createFakeApi({ user: pro, projects: [kitchen] });
    const { user } = renderApp({ path: '/expenses/import', api });
    await pick(user, 'Date,Description,Amount\n11/03/2026,HOME DEPOT,abc\n11/04/2026,LOWES,12.00\n');
    expect(await screen.findByText("Row 2: the amount 'abc' is not a number")).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the progress of a file of more than one batch', async () => {
    const importId = '00000000-0000-4000-8000-000000000055';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(importId);
    const api = createFakeApi({ user: pro, projects: [kitchen] });
    const { user } = renderApp({ path: '/expenses/import', api });
    const many = Array.from(
      { length: 45 },
      (_, index) => `11/${(index % 28) + 1}/2026,SHOP ${index + 1},10.00`,
    );
    await pick(user, ['Date,Description,Amount', ...many].join('\n'));
    await user.click(await screen.findByRole('button', { name: 'Read the rows' }));
    const release = api.hold(`POST /api/statement-imports/${importId}/batches`);
    await user.click(await screen.findByRole('button', { name: 'Import 45 rows' }));
    expect(await screen.findByText('Importing: 0 of 45 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    release();
    expect(await screen.findByText('45 imported')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/statement-imports/${importId}/batches`)).toHaveLength(2);
  });

  it('stops at the Free plan limit with how many were imported and how many are left', async () => {
    const api = createFakeApi({ projects: [kitchen] });
    const { user } = renderApp({ path: '/expenses/import', api });
    const many = Array.from({ length: 7 }, (_, index) => `11/${10 + index}/2026,SHOP ${index + 1},10.00`);
    await pick(user, ['Date,Description,Amount', ...many].join('\n'));
    await user.click(await screen.findByRole('button', { name: 'Read the rows' }));
    await user.click(await screen.findByRole('button', { name: 'Import 7 rows' }));
    expect(
      await screen.findByText('The Free plan allows 5 expenses: 5 imported, 2 left'),
    ).toBeInTheDocument();
    expect(api.db.expenses).toHaveLength(5);
  });

  it("tries the sample statement, whose permit and electrician's payment the demo kitchen logged already", async () => {
    // As the demo's seed dates them (local/src/demo/kitchen-remodel.ts): 36 and 8 days ago.
    const daysAgo = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() - days);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    const demo = [
      makeExpense({
        id: 1,
        projectId: 1,
        description: 'City building permit',
        amount: '425.00',
        date: daysAgo(36),
      }),
      makeExpense({
        id: 2,
        projectId: 1,
        description: 'Electrical rough-in, first payment',
        amount: '900.00',
        date: daysAgo(8),
      }),
    ];
    const api = createFakeApi({ user: pro, projects: [kitchen], expenses: demo });
    const { user } = renderApp({ path: '/expenses/import', api });
    await user.click(await screen.findByRole('button', { name: 'Try a sample statement' }));
    await user.click(await screen.findByRole('button', { name: 'Read the rows' }));
    expect(await screen.findByText('12 rows · 2 already logged · 10 to import')).toBeInTheDocument();
    expect(
      within(await row('CITY OF SEATTLE BUILDING PERMIT')).getByText('Already logged'),
    ).toBeInTheDocument();
    expect(within(await row('ELECTRICAL ROUGH-IN PMT 1042')).getByText('Already logged')).toBeInTheDocument();
    expect(within(await row('HOME DEPOT RETURN #4721')).getByText('Credit $45.99')).toBeInTheDocument();
    expect(within(await row('ONLINE PAYMENT - THANK YOU')).getByText('Transfer')).toBeInTheDocument();
  });

  it("is not a viewer's to use", async () => {
    samInDanasHousehold();
    const api = createFakeApi({
      user: samUser,
      memberships: [danasHousehold('viewer')],
      projects: [kitchen],
    });
    renderApp({ path: '/expenses/import', api });
    expect(
      await screen.findByText('Viewers cannot import statements: ask an owner or editor.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Statement file')).not.toBeInTheDocument();
  });
});
