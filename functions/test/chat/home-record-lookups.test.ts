// The assistant's lookups of the home record through the chat handler (DynamoDB Local, Bedrock stubbed with
// aws-sdk-client-mock): 'what paint is in the kitchen?', 'when does the dishwasher's warranty end?' and 'what
// maintenance is due?' are sent to find_home_items and maintenance_due, which read the household's rooms,
// items and tasks on the clock's today; the answer quotes what they found, and 'Looked at' says what was read.
import type { ToolResultBlock } from '@aws-sdk/client-bedrock-runtime';
import { createMaintenanceTask } from '@reno/data';
import { FIRST_HOME_ID, type AssistantHomeItem, type AssistantMaintenanceTask } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedKitchenAndLaundry } from '../support/home-items';
import { newUser } from './support/dynamodb';
import { TODAY } from './support/kitchen-remodel';
import { jsonOf, useLookupSuite } from './support/lookup-suite';
import { uses } from './support/scripted-model';

const { modelInput, toolResultsSent, modelThatLooksUp, ctx, ask: askAs } = useLookupSuite();

let sub: string;

beforeAll(async () => {
  sub = await newUser(ctx, 'pro');
  const { dishwasher } = await seedKitchenAndLaundry(ctx, sub);
  const task = (fields: {
    name: string;
    rule: 'every' | 'after';
    intervalMonths: number;
    startDate: string;
  }) => createMaintenanceTask(ctx, sub, { homeId: FIRST_HOME_ID, ...fields });
  // As of TODAY (Jun 15, 2025): overdue since Jun 1, due Jun 30, and not due before September.
  await createMaintenanceTask(ctx, sub, {
    homeId: FIRST_HOME_ID,
    itemId: dishwasher.id,
    name: 'Dishwasher filter',
    rule: 'every',
    intervalMonths: 3,
    startDate: '2025-06-01',
  });
  await task({ name: 'Gutters', rule: 'after', intervalMonths: 12, startDate: '2025-06-30' });
  await task({ name: 'Water heater flush', rule: 'every', intervalMonths: 12, startDate: '2025-09-01' });
}, 60_000);

const ask = (content: string) => askAs(sub, content);

const itemsIn = (results: ToolResultBlock[]) => jsonOf(results[0]).items as AssistantHomeItem[];

describe('the home record lookups in a chat', () => {
  it("answers 'what paint is in the kitchen?' from find_home_items, the kitchen's paint only", async () => {
    modelThatLooksUp(
      uses({ name: 'find_home_items', input: { room: 'kitchen', text: 'paint' } }),
      (results) => [
        itemsIn(results)
          .map((item) => `${item.name}: ${item.brand} ${item.colourName} ${item.colourCode}, ${item.sheen}`)
          .join('\n'),
      ],
    );

    const message = await ask('What paint is in the kitchen?');

    const system = modelInput(0).system?.[0];
    const prompt = system && 'text' in system ? String(system.text) : '';
    expect(prompt).toMatch(/what paint is in the kitchen\?"[^]*: find_home_items/);
    expect(modelInput(0).toolConfig?.tools?.map((tool) => tool.toolSpec?.name)).toEqual(
      expect.arrayContaining(['find_home_items', 'maintenance_due']),
    );
    expect(message).toMatchObject({
      content: 'Wall paint: Benjamin Moore White Dove OC-17, Eggshell',
      lookedAt: ['Home items · mentioning "paint" · Kitchen: 1 item'],
    });
  });

  it("answers 'when does the dishwasher's warranty end?' with the end and whom to call", async () => {
    modelThatLooksUp(uses({ name: 'find_home_items', input: { text: 'dishwasher' } }), (results) => [
      itemsIn(results)
        .map(
          (item) =>
            `The ${item.name}'s warranty ends ${item.warranty?.endsOn}; call ${item.warranty?.contact}.`,
        )
        .join('\n'),
    ]);

    const message = await ask("When does the dishwasher's warranty end?");

    expect(message).toMatchObject({
      content: "The Dishwasher's warranty ends 2026-07-01; call Bosch, 800-944-2904.",
      lookedAt: ['Home items · mentioning "dishwasher" · every room: 1 item'],
    });
  });

  it("answers 'what maintenance is due?' with this month's tasks and the overdue one, with its item", async () => {
    modelThatLooksUp(uses({ name: 'maintenance_due', input: {} }), (results) => [
      (jsonOf(results[0]).tasks as AssistantMaintenanceTask[])
        .map(
          (task) =>
            `- ${task.name} (${task.item ?? task.home}): ${task.overdue ? 'overdue since' : 'due'} ${task.nextDueDate}`,
        )
        .join('\n'),
    ]);

    const message = await ask('What maintenance is due?');

    expect(message).toMatchObject({
      content: [
        '- Dishwasher filter (Dishwasher): overdue since 2025-06-01',
        '- Gutters (Our home): due 2025-06-30',
      ].join('\n'),
      lookedAt: ['Maintenance · due this month or overdue · every home: 2 tasks'],
    });
    expect(jsonOf(toolResultsSent(1)[0])).toMatchObject({
      asOf: TODAY,
      to: '2025-06-30',
      count: 2,
      overdueCount: 1,
    });
  });

  it('says which room it could not find, for the model to look again', async () => {
    modelThatLooksUp(uses({ name: 'find_home_items', input: { room: 'attic' } }), [
      'There is no attic in your home record.',
    ]);

    const message = await ask('What is in the attic?');

    expect(message?.content).toBe('There is no attic in your home record.');
    expect(JSON.stringify(toolResultsSent(1)[0])).toContain(
      'No room is named \\"attic\\"; leave out the room to look in every room.',
    );
  });
});
