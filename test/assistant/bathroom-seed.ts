// A small bathroom refresh: a dozen expenses over five months, two contractors (a plumber, a tiler), one
// approved estimate with a payment schedule and one pending, no budget plan, notes that say where things
// were bought.
import { expense, type ProjectSeed } from './seed-project';

export const BATHROOM: ProjectSeed = {
  name: 'Hall Bathroom Refresh',
  budgetCents: 950_000,
  contractors: [
    { key: 'dave', name: 'Dave Kowalski', company: 'Kowalski Plumbing', specialty: 'Plumber' },
    { key: 'lena', name: 'Lena Ortiz', company: 'Ortiz Tile & Stone', specialty: 'Tile/Stone' },
  ],
  estimates: [
    {
      key: 'roughIn',
      contractor: 'dave',
      title: 'Bathroom rough-in and fixtures',
      amountCents: 240_000,
      status: 'approved',
      category: 'labor',
      // Deposit and progress payment paid; the final payment due next week.
      schedule: [
        { kind: 'deposit', amountCents: 100_000, dueDate: '2026-06-18' },
        { kind: 'progress', amountCents: 90_000, dueDate: '2026-08-09' },
        { kind: 'final', amountCents: null, dueDate: '2026-11-27' },
      ],
    },
    {
      key: 'tiling',
      contractor: 'lena',
      title: 'Floor and shower tiling',
      amountCents: 180_000,
      status: 'pending',
      category: 'labor',
    },
  ],
  expenses: [
    expense('2026-06-04', 'Vanity with sink', 689, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-06-04', 'Toilet', 329, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-06-11', 'Plumbing permit', 145, 'permits', 'check'),
    expense('2026-06-18', 'Plumbing deposit', 1000, 'labor', 'check', {
      contractor: 'dave',
      estimate: 'roughIn',
    }),
    expense('2026-07-02', 'Porcelain floor tiles', 612.4, 'materials', 'debit_card', {
      notes: 'The Tile Shop',
    }),
    expense('2026-07-02', 'Grout and thinset', 86.35, 'materials', 'debit_card', { notes: 'The Tile Shop' }),
    expense('2026-07-15', 'Tile saw rental', 75, 'tools', 'cash'),
    expense('2026-07-28', 'Exhaust fan', 159.99, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-08-09', 'Plumbing second payment', 900, 'labor', 'check', {
      contractor: 'dave',
      estimate: 'roughIn',
    }),
    expense('2026-08-20', 'Mirror and lights', 240, 'materials', 'credit_card', { notes: "Lowe's" }),
    expense('2026-09-05', 'Paint and primer', 94.5, 'materials', 'cash'),
    expense('2026-10-12', 'Towel bars and hooks', 58.75, 'materials', 'credit_card'),
  ],
  milestones: [
    { title: 'Demolition done', category: 'Demolition', targetDate: '2026-06-10', completed: true },
    { title: 'Tile installed', category: 'Bathroom', targetDate: '2026-10-30', completed: false },
    { title: 'Final walkthrough', category: 'Final Touches', targetDate: '2026-12-15', completed: false },
  ],
};
