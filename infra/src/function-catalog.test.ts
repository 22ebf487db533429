import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertHandlersExist, handlerEntries, pascalCase } from './function-catalog';
import { realRouteTable } from './testing/test-app';

describe('handler entries of the route table', () => {
  it('lists every resource, every worker, every scheduled job, the chat stream and the user pool triggers', () => {
    const entries = handlerEntries(realRouteTable).map((e) => e.entry);
    expect(entries).toEqual([
      ...Object.values(realRouteTable.resources).map((r) => r.entry),
      ...Object.values(realRouteTable.workers!).map((w) => w.entry),
      ...Object.values(realRouteTable.scheduledJobs!).map((j) => j.entry),
      realRouteTable.chatStream.entry,
      realRouteTable.userPoolTriggers.preSignUp.entry,
      realRouteTable.userPoolTriggers.postConfirmation.entry,
    ]);
  });

  it('fails synth naming each missing handler file, and passes once they exist', () => {
    const root = mkdtempSync(join(tmpdir(), 'reno-catalog-'));
    const [first, ...rest] = handlerEntries(realRouteTable);
    for (const { entry } of rest) {
      mkdirSync(dirname(join(root, entry)), { recursive: true });
      writeFileSync(join(root, entry), 'export const handler = () => {};\n');
    }
    expect(() => assertHandlersExist(realRouteTable, root)).toThrow(
      `functions/${first!.entry} (${first!.usedBy})`,
    );
    mkdirSync(dirname(join(root, first!.entry)), { recursive: true });
    writeFileSync(join(root, first!.entry), 'export const handler = () => {};\n');
    expect(() => assertHandlersExist(realRouteTable, root)).not.toThrow();
  });

  it('turns resource names into construct ids', () => {
    expect(pascalCase('stripe-webhook')).toBe('StripeWebhook');
    expect(pascalCase('ai-chat')).toBe('AiChat');
    expect(pascalCase('user')).toBe('User');
  });
});
