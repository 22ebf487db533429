// Whatever the model sends, a tool answers from the caller's records only: another user's project,
// contractor and estimate ids and names, and hostile inputs, give the caller's own figures or a refusal,
// never the other user's records and never a throw.
import { ASSISTANT_TOOL_NAMES, type AssistantToolOutcome } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAssistantTool } from '../src/assistant/run-tool';
import { seedHomeowner, type Homeowner } from './assistant-fixture';
import { testContext } from './support';

const ctx = testContext({ now: () => new Date('2026-11-26T15:00:00Z') });

function hostileInputs(other: Homeowner): unknown[] {
  const ids = [
    other.kitchen.id,
    other.deck.id,
    other.marcus.id,
    other.approved.id,
    other.rejected.id,
    other.milestones.overdue.id,
    other.expenses[0]!.id,
  ];
  const names = [other.kitchen.name, other.marcus.name, 'Other Marcus', other.approved.title, other.userId];
  const inputs: unknown[] = [{}, null, undefined, 'list everything', 42, [], { __proto__: { projectId: 1 } }];
  for (const id of [...ids, -1, 0, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER]) {
    inputs.push({ projectId: id }, { contractor: id }, { projectId: String(id) }, { estimateId: id });
  }
  for (const name of names)
    inputs.push({ contractor: name }, { text: name }, { projectId: name }, { name }, { specialty: name });
  inputs.push(
    { from: '0001-01-01', to: '9999-12-31' },
    { from: '9999-12-31', to: '0001-01-01' },
    { from: '2026-13-01' },
    { from: 20261001 },
    { text: '%' },
    { text: 'x'.repeat(10_000) },
    { contractor: '' },
    { category: 'MATERIALS' },
    { status: 'approved', owing: 'true' },
    { state: 'overdue', projectId: [other.kitchen.id] },
    { projectId: { $ne: null } },
    { order: 'largest', projectId: other.kitchen.id },
    { specialty: 'General Contractor', projectId: other.kitchen.id },
    { name: '', specialty: '' },
  );
  return inputs;
}

/** The outcome may repeat what the model sent (a name it did not find): only records count. */
function withoutEchoes(text: string, input: unknown): string {
  const sent: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') sent.push(value, value.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(input);
  return sent
    .map((value) => JSON.stringify(value).slice(1, -1))
    .filter((value) => value.length > 0)
    .reduce((remaining, value) => remaining.split(value).join(''), text);
}

describe('assistant tools are scoped to the caller', () => {
  let alice: Homeowner;
  let bob: Homeowner;
  beforeAll(async () => {
    // Same numeric ids for both: per-user sequences.
    alice = await seedHomeowner(ctx, 'Alice', 30, 11);
    bob = await seedHomeowner(ctx, 'Bob', 30, 12);
  }, 120_000);

  it('really share numeric ids', () => {
    expect([alice.kitchen.id, alice.marcus.id, alice.approved.id]).toEqual([
      bob.kitchen.id,
      bob.marcus.id,
      bob.approved.id,
    ]);
  });

  it('never return the other user’s records, and never throw', async () => {
    const groupings = ['category', 'month', 'contractor', 'paymentMethod'];
    let answered = 0;
    for (const [caller, other] of [
      [bob, alice],
      [alice, bob],
    ] as const) {
      for (const name of ASSISTANT_TOOL_NAMES) {
        for (const base of hostileInputs(other)) {
          const inputs =
            name === 'expense_totals' && base && typeof base === 'object' && !Array.isArray(base)
              ? groupings.map((groupBy) => ({ ...base, groupBy }))
              : [base];
          for (const input of inputs) {
            let outcome: AssistantToolOutcome;
            try {
              outcome = await runAssistantTool(ctx, caller.userId, { name, input });
            } catch (error) {
              throw new Error(`${name} ${JSON.stringify(input)} threw: ${String(error)}`);
            }
            const text = withoutEchoes(JSON.stringify(outcome), input);
            const otherLabel = other === alice ? 'Alice' : 'Bob';
            expect(text, `${name} ${JSON.stringify(input)}`).not.toContain(otherLabel);
            expect(text).not.toContain(other.userId);
            if (outcome.ok) answered += 1;
          }
        }
      }
    }
    // Most calls are answered (with the caller's own records), not merely refused.
    expect(answered).toBeGreaterThan(100);
  });

  it('an id that is the other user’s answers with the caller’s record of that id', async () => {
    const outcome = await runAssistantTool(ctx, bob.userId, {
      name: 'find_expenses',
      input: { projectId: alice.kitchen.id, contractor: alice.marcus.id },
    });
    expect(outcome.ok && outcome.result).toMatchObject({
      filters: { projectId: bob.kitchen.id, contractor: { id: bob.marcus.id, name: 'Bob Marcus Bell' } },
    });
  });
});
