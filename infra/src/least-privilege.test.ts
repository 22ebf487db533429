import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '@reno/functions/routes';
import { ORIGIN_VERIFY_VARIABLE } from '@reno/functions/lib/http/origin-header';
import { awsUseOf, CALL_NEEDS } from './aws-calls';
import { SECRET_NAMES } from './constructs/secrets';

const secretNames = [ORIGIN_VERIFY_VARIABLE, ...Object.values(SECRET_NAMES).flat()];

const functionsRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../functions');

/**
 * The route table declares what each function may touch, and the stack grants exactly that (grants
 * tests). Here the declaration is checked against what the handler's code can actually call: nothing
 * granted that no reachable code uses, nothing used that is not granted.
 */
describe('least privilege, derived from the handlers', () => {
  it.each(Object.entries(resources))(
    '%s is granted what its code calls, and nothing else',
    async (_name, definition) => {
      const { calls, secrets } = await awsUseOf(functionsRoot, definition.entry, secretNames);
      const unknown = [...calls].filter((call) => !(call in CALL_NEEDS));
      expect(unknown, 'calls with no entry in CALL_NEEDS').toEqual([]);

      const needs = [...calls].map((call) => CALL_NEEDS[call]!);
      const table = needs.some((need) => need.table === 'write') ? 'readwrite' : 'read';
      const objects = new Set(needs.flatMap((need) => need.objects ?? []));
      const declared = new Set([
        ...(definition.objects?.stored ?? []),
        ...(definition.objects?.pending ?? []),
        ...(definition.objects?.exports ?? []),
      ]);

      expect(definition.table).toBe(table);
      expect([...declared].sort()).toEqual([...objects].sort());
      const actions = new Set(needs.flatMap((need) => need.actions ?? []));
      expect([...(definition.actions ?? [])].sort()).toEqual([...actions].sort());
      // A function that can invoke a worker names it; one that cannot names none.
      expect((definition.invokes ?? []).length > 0).toBe(calls.has('InvokeCommand'));
      const userPool = new Set(needs.flatMap((need) => need.userPool ?? []));
      expect([...(definition.userPool ?? [])].sort()).toEqual([...userPool].sort());
      expect(definition.mail ?? false).toBe(needs.some((need) => need.mail));
      // Every API function checks the origin secret; a secret group is granted when one of its secrets is read.
      expect(secrets.has(ORIGIN_VERIFY_VARIABLE)).toBe(true);
      const groups = Object.entries(SECRET_NAMES)
        .filter(([, names]) => names.some((name) => secrets.has(name)))
        .map(([group]) => group);
      expect([...(definition.secrets ?? [])].sort()).toEqual(groups.sort());
    },
  );

  it('sees calls only where the code can reach them', async () => {
    // milestones imports the data layer, which can copy nothing and sign nothing.
    const { calls } = await awsUseOf(functionsRoot, resources.milestones.entry, secretNames);
    expect(calls.has('TransactWriteCommand')).toBe(true);
    expect([...calls].filter((call) => /Object|Presigned|SignedUrl/.test(call))).toEqual([]);
  });
});
