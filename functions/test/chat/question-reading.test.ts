import { describe, expect, it } from 'vitest';
import { interpret, type Request } from '../../src/lib/chat/providers/offline/interpretation';
import { readQuestion } from '../../src/lib/chat/providers/offline/question-reading';
import { recordNames } from '../../src/lib/chat/providers/offline/record-names';
import type { ProjectContext, SelectedProject } from '../../src/lib/chat/project-context';

const TODAY = '2026-11-20';
const project = { id: 1, name: 'Kitchen Remodel' };
const context: ProjectContext = {
  project: {
    ...project,
    estimates: [{ title: 'Kitchen rewiring and lighting', contractorName: 'Priya Shah', status: 'approved' }],
  } as SelectedProject,
  otherProjects: [{ id: 2, name: 'Back Deck', budgetCents: 1, spentCents: 0 }],
  contractors: [
    { id: 7, name: 'Priya Shah', company: 'BrightLine Electric', specialty: 'Electrician' },
    { id: 8, name: 'Marcus Bell', company: 'Bell & Sons Renovations', specialty: 'General Contractor' },
    { id: 9, name: 'Bright Spark Electric', company: null, specialty: 'Electrician' },
  ],
};
const names = recordNames(context);
const read = (question: string, previous: Request | null = null) =>
  interpret(readQuestion(question, TODAY, names), context, project, previous);
const request = (question: string, previous: Request | null = null) => {
  const result = read(question, previous);
  if (!result.ok) throw new Error(`${question}: declined (${JSON.stringify(result.decline)})`);
  return result.request;
};

describe("the offline assistant's reading of a question", () => {
  it.each([
    ["What's my total budget?", 'budget'],
    ['How much have I spent so far?', 'spend'],
    ['How much money do I have left?', 'remaining'],
    ['Am I over budget?', 'remaining'],
    ['What will the project cost in the end, the projected final cost?', 'forecast'],
    ['Are we going to go over?', 'forecast'],
    ['Show me my spending by category', 'breakdown'],
    ['How much have I paid Marcus Bell so far?', 'spend'],
    ['What are my 3 largest expenses?', 'largest'],
    ['What were my most recent expenses?', 'recent'],
    ['Which estimates still have money owing?', 'owing'],
    ['What do I still owe contractors?', 'owing'],
    ['How are my contractor estimates looking?', 'estimates'],
    ['Which quotes were rejected?', 'estimates'],
    ['Is anything overdue?', 'overdue'],
    ["What's next on my timeline?", 'timeline'],
    ['How much contingency do I have left?', 'contingency'],
    ['Which category is over plan?', 'plan'],
    ['Give me a summary of the project', 'summary'],
    ['What did Priya Shah charge?', 'charge'],
    ['List my expenses paid by check', 'list'],
    ['How many expenses do we have?', 'count'],
    ['Did we spend more on materials or labor?', 'compare'],
    ['What will the rewiring cost in the end?', 'estimateCost'],
    ["What's next?", 'next'],
    ["What's due?", 'next'],
    ['What comes up next week?', 'next'],
    ['What comes next?', 'next'],
    ["What's coming next month?", 'next'],
    ['Anything on next week?', 'next'],
    ['What is due this month?', 'next'],
    ['How many expenses have I logged?', 'count'],
    ['How many expenses have we entered?', 'count'],
    ['How many expenses have been recorded?', 'count'],
    ['What was the single most expensive purchase?', 'largest'],
    ['What is the cheapest estimate?', 'estimates'],
    ['How many quotes are pending?', 'estimates'],
    ['What is the biggest payment still due?', 'installments'],
    ['When is the next payment due?', 'installments'],
    ['Which installments are overdue?', 'installments'],
    ['How many payments are still due?', 'installments'],
    ['What is the largest payment we still owe?', 'installments'],
  ])('%s → %s', (question, form) => {
    expect(request(question).form).toBe(form);
  });

  it('reads which of the estimates or payments is asked for, or only how many', () => {
    expect(request('What is the cheapest estimate?')).toMatchObject({ rank: 'smallest', countOnly: false });
    expect(request('Which 2 bids are the most expensive?')).toMatchObject({ rank: 'largest', size: 2 });
    expect(request('How many quotes are pending?')).toMatchObject({ countOnly: true, rank: null });
    expect(request('What is the biggest payment still due?').rank).toBe('largest');
    expect(request('When is the next payment due?').rank).toBe('next');
    expect(request('Which installments are overdue?').rank).toBe('overdue');
    expect(request('What was the single most expensive purchase?').single).toBe(true);
  });

  it("reads 'next week', 'next month' and 'the next 30 days' as dates ahead", () => {
    expect(request('What comes up next week?').filters.periods).toEqual([
      { from: '2026-11-23', to: '2026-11-29', name: 'next week' },
    ]);
    expect(request("What's due next month?").filters.periods).toEqual([
      { from: '2026-12-01', to: '2026-12-31', name: 'next month' },
    ]);
    expect(request('What is due in the next 30 days?').filters.periods).toEqual([
      { from: '2026-11-20', to: '2026-12-19', name: 'the next 30 days' },
    ]);
    expect(request('What did we spend in the last 30 days?').filters.periods).toEqual([
      { from: '2026-10-22', to: '2026-11-20', name: 'the last 30 days' },
    ]);
  });

  it('reads both a budget and a spending question in one', () => {
    expect(request("What's my budget and how much have I spent?")).toMatchObject({
      form: 'spend',
      withBudget: true,
    });
  });

  it('reads the grouping of a breakdown', () => {
    expect(request('Spending per month, please').grouping).toBe('month');
    expect(request('How much did I pay each contractor?').grouping).toBe('contractor');
    expect(request('Totals by payment method').grouping).toBe('paymentMethod');
    expect(request('Give me a breakdown').grouping).toBe('category');
  });

  it('reads categories and methods in everyday words and spellings', () => {
    expect(request('How much went on materials?').filters.categories).toEqual(['materials']);
    expect(request('What did the labour cost?').filters.categories).toEqual(['labor']);
    expect(request('How much did I put on the card?').filters.methods).toEqual(['credit_card']);
    expect(request('What did we pay by cheque?').filters.methods).toEqual(['check']);
    expect(request('total for permits so far').filters.categories).toEqual(['permits']);
  });

  it('reads a category, a payment method and a month as filters', () => {
    expect(request('What did I spend on materials by credit card in October?')).toMatchObject({
      form: 'spend',
      filters: {
        categories: ['materials'],
        methods: ['credit_card'],
        periods: [{ from: '2026-10-01', to: '2026-10-31' }],
      },
    });
  });

  it('takes a month without a year as the latest one up to today, and reads an explicit year', () => {
    expect(request('What did I spend in December?').filters.periods).toEqual([
      { from: '2025-12-01', to: '2025-12-31' },
    ]);
    expect(request('What did I spend in November?').filters.periods).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
    ]);
    expect(request('What did I spend in Feb 2024?').filters.periods).toEqual([
      { from: '2024-02-01', to: '2024-02-29' },
    ]);
    expect(request('How much did I spend last month?').filters.periods).toEqual([
      { from: '2026-10-01', to: '2026-10-31' },
    ]);
  });

  it('reads ranges: two months, a season, the last 30 days, since a month', () => {
    expect(request('How much did we spend in July and August?').filters.periods).toEqual([
      { from: '2026-07-01', to: '2026-08-31' },
    ]);
    expect(request('What did we spend this summer?').filters.periods).toEqual([
      { from: '2026-06-01', to: '2026-08-31', name: 'this summer' },
    ]);
    expect(request('Spending in the last 30 days').filters.periods).toEqual([
      { from: '2026-10-22', to: '2026-11-20', name: 'the last 30 days' },
    ]);
    expect(request('How much have we spent since March?').filters.periods).toEqual([
      { from: '2026-03-01', to: null },
    ]);
    expect(request('Did we spend more in July or in August?')).toMatchObject({
      form: 'compare',
      filters: { periods: [{ from: '2026-07-01' }, { from: '2026-08-01' }] },
    });
  });

  it("does not take 'may I' for May, nor 'can you check' for a payment by check", () => {
    const may = request('May I check how much I spent?');
    expect(may.filters.periods).toEqual([]);
    expect(may.filters.methods).toEqual([]);
    expect(request('What did I spend in May?').filters.periods).toEqual([
      { from: '2026-05-01', to: '2026-05-31' },
    ]);
  });

  it('reads how many of the largest expenses to list', () => {
    expect(request('What are my top 3 expenses?').size).toBe(3);
    expect(request('Show the five biggest expenses').size).toBe(5);
    expect(request('What was my largest expense?')).toMatchObject({ size: null, single: true });
  });

  it('reads contractors by name, first name, company or trade', () => {
    expect(request('What did we pay Priya?').filters.contractors).toEqual([
      { kind: 'named', contractor: context.contractors[0] },
    ]);
    expect(request('How much have we paid BrightLine?').filters.contractors).toEqual([
      { kind: 'named', contractor: context.contractors[0] },
    ]);
    expect(request('What have we paid the electrician?').filters.contractors).toEqual([
      { kind: 'trade', trade: 'Electrician' },
    ]);
    expect(request('How much have we paid Bright Spark?').filters.contractors).toEqual([
      { kind: 'named', contractor: context.contractors[2] },
    ]);
  });

  it('reads things bought and places shopped as a search of descriptions and notes', () => {
    expect(request('How much did the cabinets cost?').filters.text).toBe('cabinets');
    expect(request('What did we spend at Home Depot?').filters.text).toBe('home depot');
    expect(request('How much was the vanity?').filters.text).toBe('vanity');
  });

  it('resolves a follow-up from the previous question', () => {
    const first = request('How much did we spend on materials in September?');
    expect(request('and in October?', first)).toMatchObject({
      form: 'spend',
      filters: { categories: ['materials'], periods: [{ from: '2026-10-01', to: '2026-10-31' }] },
    });
    expect(request('what about labor?', first).filters.categories).toEqual(['labor']);
    expect(request('and how many?', first)).toMatchObject({
      form: 'count',
      filters: { categories: ['materials'] },
    });
    expect(read('and in October?')).toEqual({ ok: false, decline: { kind: 'needsPrevious' } });
  });

  it('declines what it does not understand, and what is outside the records', () => {
    expect(read('Which grout color goes with white subway tile?')).toMatchObject({
      ok: false,
      decline: { kind: 'outside', reason: 'advice' },
    });
    expect(read("What's the weather like?")).toMatchObject({
      ok: false,
      decline: { kind: 'outside', reason: 'weather' },
    });
    expect(read('How much did my neighbor spend?')).toMatchObject({
      ok: false,
      decline: { kind: 'outside', reason: 'people' },
    });
    expect(read('Book the plumber for Tuesday')).toMatchObject({
      ok: false,
      decline: { kind: 'outside', reason: 'action' },
    });
    expect(read("What's my bank balance?")).toMatchObject({
      ok: false,
      decline: { kind: 'outside', reason: 'accounts' },
    });
    expect(read('How much did I spend on matrials?')).toMatchObject({
      ok: false,
      decline: { kind: 'notUnderstood', words: ['matrials'] },
    });
    expect(read('How matrials?')).toMatchObject({
      ok: false,
      decline: { kind: 'notUnderstood', words: ['matrials'] },
    });
    expect(read('What is the budget for October?')).toMatchObject({
      ok: false,
      decline: { kind: 'notApplicable', form: 'budget', dimension: 'period' },
    });
    expect(read('How much will the tiles cost?')).toMatchObject({
      ok: false,
      decline: { kind: 'notUnderstood' },
    });
  });
});
