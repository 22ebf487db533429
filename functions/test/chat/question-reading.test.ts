import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../src/lib/chat/providers/offline/question-reading';

const TODAY = '2026-11-20';
const read = (question: string) => readQuestion(question, TODAY);

describe("the offline assistant's reading of a question", () => {
  it.each([
    ["What's my total budget?", ['budget']],
    ['How much have I spent so far?', ['spent']],
    ['How much money do I have left?', ['remaining']],
    ['Am I over budget?', ['remaining']],
    ["What's my budget and how much have I spent?", ['budget', 'spent']],
    ['What will the project cost in the end, the projected final cost?', ['forecast']],
    ['Show me my spending by category', ['totals']],
    ['How much have I paid Marcus Bell so far?', ['spent']],
    ['What are my 3 largest expenses?', ['largest']],
    ['What were my most recent expenses?', ['recent']],
    ['Which estimates still have money owing?', ['owing']],
    ['How much do I still owe the electrician?', ['owing']],
    ['How are my contractor estimates looking?', ['estimates']],
    ['Is anything overdue?', ['overdue']],
    ["What's next on my timeline?", ['timeline']],
    ['Which grout color goes with white subway tile?', []],
  ])('%s → %j', (question, topics) => {
    expect(read(question).topics).toEqual(topics);
  });

  it('reads the grouping of a breakdown', () => {
    expect(read('Spending per month, please').groupBy).toBe('month');
    expect(read('How much did I pay each contractor?').groupBy).toBe('contractor');
    expect(read('Totals by payment method').groupBy).toBe('paymentMethod');
    expect(read('Give me a breakdown').groupBy).toBe('category');
  });

  it('reads a category, a payment method and a month as filters', () => {
    const reading = read('What did I spend on materials by credit card in October?');
    expect(reading).toMatchObject({
      topics: ['spent'],
      category: 'materials',
      paymentMethod: 'credit_card',
      month: { month: '2026-10', from: '2026-10-01', to: '2026-10-31' },
    });
  });

  it('takes a month without a year as the latest one up to today, and reads an explicit year', () => {
    expect(read('What did I spend in December?').month?.month).toBe('2025-12');
    expect(read('What did I spend in November?').month?.month).toBe('2026-11');
    expect(read('What did I spend in Feb 2024?').month).toEqual({
      month: '2024-02',
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(read('How much did I spend last month?').month?.month).toBe('2026-10');
  });

  it("does not take 'may I' for May, nor 'can you check' for a payment by check", () => {
    const reading = read('May I check how much I spent?');
    expect(reading.month).toBeNull();
    expect(reading.paymentMethod).toBeNull();
    expect(read('What did I spend in May?').month?.month).toBe('2026-05');
  });

  it('reads how many of the largest expenses to list', () => {
    expect(read('What are my top 3 expenses?').listSize).toBe(3);
    expect(read('Show the five biggest expenses').listSize).toBe(5);
    expect(read('What was my largest expense?').listSize).toBeNull();
  });
});
