// The assistant's cost basis lookups through the chat handler (DynamoDB Local, Bedrock stubbed with
// aws-sdk-client-mock): 'how much have we added to the basis?' is answered from the projects' basis sums and
// 'which improvements have no receipt?' from the report's lines, each with the line the chat shows under it.
import { createExpense, createProject, updateHome } from '@reno/data';
import type { CostBasisToolResult, ImprovementsWithoutReceiptResult } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './support/dynamodb';
import { jsonOf, useLookupSuite } from './support/lookup-suite';
import { uses } from './support/scripted-model';

const { modelInput, toolResultsSent, modelThatLooksUp, ctx, ask: askAs } = useLookupSuite();

let sub: string;

beforeAll(async () => {
  sub = await newUser(ctx, 'pro');
  await updateHome(ctx, sub, 1, { name: 'Our home', purchasePriceCents: 30_000_000 });
  const { id: projectId } = await createProject(ctx, sub, { name: 'Roof and water', budgetCents: 2_000_000 });
  const expense = (description: string, amountCents: number, imageUrl: string | null) =>
    createExpense(ctx, sub, {
      projectId,
      description,
      amountCents,
      category: 'materials',
      paymentMethod: 'check',
      date: '2025-05-01',
      imageUrl,
    });
  await expense('New roof shingles', 1_250_000, null); // an improvement without a receipt
  await expense('New water heater', 180_055, 'https://example.com/heater.pdf');
  await expense('Fix leaking faucet', 12_000, null); // a repair: not in the basis
}, 60_000);

const ask = (content: string) => askAs(sub, content);

describe('the cost basis lookups in a chat', () => {
  it("answers 'how much have we added to the basis?' from cost_basis", async () => {
    modelThatLooksUp(uses({ name: 'cost_basis', input: {} }), ([result]) => {
      const [home] = jsonOf<CostBasisToolResult>(result).homes;
      return [`Your renovations added $${home?.addedByRenovations}; the basis is $${home?.adjustedBasis}.`];
    });

    const message = await ask('How much have we added to the basis?');

    const system = modelInput(0).system?.[0];
    expect(system && 'text' in system ? String(system.text) : '').toMatch(
      /how much have we added to the basis\?"\) and its\s+adjusted basis: cost_basis/,
    );
    expect(message).toMatchObject({
      content: 'Your renovations added $14300.55; the basis is $314300.55.',
      lookedAt: ['Cost basis · all homes: 1 home, 1 project'],
    });
    expect(jsonOf<CostBasisToolResult>(toolResultsSent(1)[0])).toMatchObject({
      homes: [{ homeName: 'Our home', improvementsWithoutReceipt: 1, removed: '0.00' }],
      notice: expect.stringMatching(/^Not tax advice/),
    });
  });

  it("answers 'which improvements have no receipt?' from improvements_without_receipt", async () => {
    modelThatLooksUp(uses({ name: 'improvements_without_receipt', input: { homeId: 1 } }), ([result]) =>
      jsonOf<ImprovementsWithoutReceiptResult>(result).improvements.map(
        (row) => `- ${row.description} ($${row.amount}, ${row.date})`,
      ),
    );

    const message = await ask('Which improvements have no receipt?');

    expect(message).toMatchObject({
      content: '- New roof shingles ($12500.00, 2025-05-01)',
      lookedAt: ['Improvements without a receipt · Our home: 1 improvement'],
    });
  });
});
