import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, request } from './support/api-client';
import type { TestUser } from './support/api-client';
import { bodyRoutes } from './support/body-routes';
import { createWorld, snapshot } from './support/fixtures';

type World = Awaited<ReturnType<typeof createWorld>>;
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

interface BadRequest {
  kind: string;
  rawBody: string;
  contentType: string;
}

const RUNS_PER_ROUTE = 200;
const ONE_MEGABYTE = 1024 * 1024;

/** Values that no required field accepts. */
const wrongValue = fc.constantFrom<unknown>(
  null,
  true,
  false,
  {},
  [],
  [1, 2],
  { nested: { deep: 1 } },
  '',
  '   ',
  -1,
);
const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => key !== '__proto__'),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 4 },
);
const json = (value: unknown, kind: string): BadRequest => ({
  kind,
  rawBody: JSON.stringify(value),
  contentType: 'application/json',
});

/** Bad requests built around a valid body, so each one is wrong for a known reason. */
function badRequests(
  valid: Record<string, unknown>,
  required: string[],
  flags: readonly string[] = [],
): fc.Arbitrary<BadRequest> {
  const field = fc.constantFrom(...required);
  // true and false are what a flag accepts: its wrong values are the others.
  const wrongFor = (name: string) =>
    flags.includes(name) ? wrongValue.filter((value) => typeof value !== 'boolean') : wrongValue;
  // Unknown fields only: an extra named like a field of the body would put back what a case took out (fast-check
  // once drew `{ name: '!' }` beside a body missing its name, which then made a home).
  const unknownFields = (extras: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(extras).filter(([key]) => !Object.hasOwn(valid, key)));
  const withExtras = (body: Record<string, unknown>) =>
    extraFields.map((extras) => ({ ...unknownFields(extras), ...body }));

  return fc.oneof(
    // a required field missing (plus unknown fields that must not help)
    field.chain((name) => {
      const { [name]: _dropped, ...rest } = valid;
      return withExtras(rest).map((body) => json(body, `missing ${name}`));
    }),
    // a required field of the wrong type or value
    field
      .chain((name) => wrongFor(name).map((value) => [name, value] as const))
      .chain(([name, value]) =>
        withExtras({ ...valid, [name]: value }).map((body) => json(body, `${name}=${JSON.stringify(value)}`)),
      ),
    // a 1 MB string in any field
    fc
      .tuple(fc.constantFrom(...Object.keys(valid), 'extra'), fc.integer({ min: 0, max: 1000 }))
      .map(([name, extra]) => json({ ...valid, [name]: 'x'.repeat(ONE_MEGABYTE + extra) }, `1 MB ${name}`)),
    // not JSON at all
    fc
      .oneof(
        fc.string({ maxLength: 40 }).map((text) => `{${text}`),
        fc.nat({ max: JSON.stringify(valid).length - 1 }).map((cut) => JSON.stringify(valid).slice(0, cut)),
      )
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((rawBody) => ({ kind: 'invalid JSON', rawBody, contentType: 'application/json' })),
    // valid JSON that is not an object
    fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        fc.string(),
        fc.double(),
        fc.constant(null),
      )
      .map((value) => json(value, 'not an object')),
    // the right body with a wrong content type
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      )
      .map((contentType) => ({
        kind: `content-type ${contentType}`,
        rawBody: JSON.stringify(valid),
        contentType,
      })),
  );
}

function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error, details } = body as { error?: unknown; details?: unknown };
  if (typeof error !== 'string' || error === '') return false;
  if (details === undefined) return true;
  return (
    Array.isArray(details) &&
    details.every(
      (issue: { path?: unknown; message?: unknown }) =>
        Array.isArray(issue.path) && typeof issue.message === 'string',
    )
  );
}

describe(`fuzz: ${RUNS_PER_ROUTE} bad bodies per body route`, () => {
  let user: TestUser;
  let world: World;
  /**
   * What the last route's check found after its bad bodies, equal to what it found before them: the next
   * route's "before", since nothing runs between two routes (this file's user, one test at a time). A
   * snapshot is some 40 reads, so this halves them. Unset while a route runs and after one that failed:
   * the next then takes its own.
   */
  let unchanged: Snapshot | undefined;

  beforeAll(async () => {
    user = await newUser();
    world = await createWorld(user);
  }, 60_000);

  it('has a valid body and required fields for every route that takes a body', () => {
    expect(bodyRoutes.filter((r) => !r.entry).map((r) => r.routeKey)).toEqual([]);
  });

  it.each(bodyRoutes.map((r) => [r.routeKey, r] as const))(
    '%s answers every bad body with a 4xx in the error format and stores nothing',
    async (_, bodyRoute) => {
      const before = unchanged ?? (await snapshot(user));
      unchanged = undefined;
      const seen = new Set<string>();

      await fc.assert(
        fc.asyncProperty(
          badRequests(bodyRoute.entry!.valid(world), bodyRoute.entry!.required, bodyRoute.entry!.flags),
          async (bad) => {
            seen.add(bad.kind.split(/[ =]/, 1)[0]!);
            const response = await request(bodyRoute.route.method, bodyRoute.url(world), {
              as: user,
              rawBody: bad.rawBody,
              headers: { 'content-type': bad.contentType },
            });
            if (response.status < 400 || response.status >= 500 || !isErrorBody(response.body)) {
              throw new Error(`${bad.kind}: ${response.status} ${response.text.slice(0, 300)}`);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );

      const after = await snapshot(user);
      expect(after).toEqual(before);
      expect(seen.size).toBeGreaterThanOrEqual(5);
      unchanged = after;
    },
    120_000,
  );
});
