// The assistant's payment lookups through the chat handler (DynamoDB Local, the kitchen remodel, Bedrock
// stubbed with aws-sdk-client-mock): the model is told which lookup answers 'what's due this month?' and
// 'which payments lack a lien waiver?', the lookup reads the household's schedules on the clock's today,
// and what it found is what the answer quotes, with an estimate that has no schedule said to have none.
import { setPaymentSchedule } from '@reno/data';
import { paymentScheduleInputSchema, type AssistantInstallment } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './support/dynamodb';
import { EXPENSES, PROJECT, seedKitchenRemodel, TODAY } from './support/kitchen-remodel';
import { jsonOf, useLookupSuite } from './support/lookup-suite';
import { uses } from './support/scripted-model';

const { modelInput, toolResultsSent, modelThatLooksUp, ctx, ask: askAs } = useLookupSuite();

let sub: string;
let projectId: number;

const wiringPaid = EXPENSES.filter((e) => 'estimate' in e && e.estimate === 'wiring').reduce(
  (total, e) => total + e.amountCents,
  0,
);
const sinkPaid = EXPENSES.filter((e) => 'estimate' in e && e.estimate === 'sink').reduce(
  (total, e) => total + e.amountCents,
  0,
);

beforeAll(async () => {
  sub = await newUser(ctx, 'pro');
  const seeded = await seedKitchenRemodel(ctx, sub);
  projectId = seeded.projectId;
  // The rewiring ($4,520.00): a $2,400.00 deposit due Jun 3, $1,000.00 due Jun 10, the rest on Jun 28.
  await setPaymentSchedule(
    ctx,
    sub,
    seeded.estimateIds.wiring!,
    paymentScheduleInputSchema.parse({
      installments: [
        { kind: 'deposit', amount: '2400', dueDate: '2025-06-03' },
        { kind: 'progress', amount: '1000', dueDate: '2025-06-10', label: 'Rough-in' },
        { kind: 'final', dueDate: '2025-06-28' },
      ],
    }),
  );
}, 60_000);

const ask = (content: string) => askAs(sub, content, { projectId });

/** How the scripted model words an installment: only from what the lookup gave it. */
const line = (row: AssistantInstallment) =>
  `- ${row.contractorName}, ${row.name}: $${row.left} ${row.statusLabel.toLowerCase()} (${row.dueOn})`;

describe('the payment lookups in a chat', () => {
  it("answers 'what's due this month?' from payment_schedule, overdue first", async () => {
    modelThatLooksUp(
      uses({ name: 'payment_schedule', input: { projectId, from: '2025-06-01', to: '2025-06-30' } }),
      ([result]) => [(jsonOf(result).installments as AssistantInstallment[]).map(line).join('\n')],
    );

    const message = await ask("What's due this month?");

    // The prompt sends this question to payment_schedule, and the tool is offered.
    const system = modelInput(0).system?.[0];
    const prompt = system && 'text' in system ? String(system.text) : '';
    expect(prompt).toMatch(/what's due this month\?"[^]*: payment_schedule/);
    expect(prompt).toContain('has no payment schedule:\n  say so');
    expect(modelInput(0).toolConfig?.tools?.map((tool) => tool.toolSpec?.name)).toContain('payment_schedule');
    // The $2,400.00 paid is the deposit; Rough-in is overdue since Jun 10, and the final payment is what
    // remains of the $4,520.00: $1,120.00, on Jun 28.
    expect(wiringPaid).toBe(240_000);
    expect(message).toMatchObject({
      content: [
        '- Bright Spark Electric, Rough-in: $1000.00 overdue (2025-06-10)',
        '- Bright Spark Electric, Final payment: $1120.00 upcoming (2025-06-28)',
      ].join('\n'),
      lookedAt: [
        `Payment schedules · unpaid · due Jun 1, 2025 – Jun 30, 2025 or overdue · ${PROJECT.name}: ` +
          '2 installments, 0 estimates without a schedule',
      ],
    });
    expect(jsonOf(toolResultsSent(1)[0])).toMatchObject({ asOf: TODAY, overdueCount: 1 });
  });

  it("answers 'which payments lack a lien waiver?' and says which estimate has no schedule", async () => {
    modelThatLooksUp(uses({ name: 'missing_lien_waivers', input: { projectId } }), ([result]) => {
      const found = jsonOf(result);
      return [
        [
          ...(found.installments as AssistantInstallment[]).map(
            (row) => `- ${row.contractorName}, ${row.name}: $${row.paid} paid, no waiver`,
          ),
          ...(found.unscheduled as { title: string }[]).map(
            (estimate) => `- ${estimate.title} has no payment schedule, so no waiver is on record for it`,
          ),
        ].join('\n'),
      ];
    });

    const message = await ask('Which payments lack a lien waiver?');

    expect(message?.content).toBe(
      [
        `- Bright Spark Electric, Deposit: $${(240_000 / 100).toFixed(2)} paid, no waiver`,
        `- Sink and dishwasher plumbing has no payment schedule, so no waiver is on record for it`,
      ].join('\n'),
    );
    expect(jsonOf(toolResultsSent(1)[0])).toMatchObject({
      count: 1,
      paidWithoutWaiver: '2400.00',
      unscheduled: [{ title: 'Sink and dishwasher plumbing', paid: (sinkPaid / 100).toFixed(2) }],
    });
    expect(message?.lookedAt).toEqual([
      `Lien waivers · paid installments · ${PROJECT.name}: 1 payment without the waiver it needs`,
    ]);
  });
});
