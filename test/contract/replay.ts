import type { ContractStep } from './contract-table';
import { normalizeAnswer } from './normalize-answer';

export interface Backend {
  /** Where the API answers: the stack's URL, or any origin the fake's handlers intercept. */
  origin: string;
  fetch: typeof fetch;
  idToken: string;
  adminPassword: string;
}

export interface StepAnswer {
  step: string;
  status: number;
  body: unknown;
  nextCursor: string | null;
}

const fill = (text: string, values: Map<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`Nothing saved as {${name}} yet`);
    return String(value);
  });

function fillBody(body: unknown, values: Map<string, string | number>): unknown {
  if (typeof body === 'string') {
    const whole = /^\{(\w+)\}$/.exec(body);
    return whole ? values.get(whole[1]!) : fill(body, values);
  }
  if (Array.isArray(body)) return body.map((item) => fillBody(item, values));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, fillBody(value, values)]));
  }
  return body;
}

/**
 * The kind of record a path answers with: '/api/projects/{kitchen}/summary' → 'project', a collection
 * under a record its own: '/api/estimates/{wiring}/change-orders' → 'change-order'. A path that goes on
 * past that collection answers with the record: '/api/estimates/{wiring}/installments/1/waiver' → 'estimate'.
 */
function resourceOf(path: string): string {
  const segments = path.split(/[/?]/).filter(Boolean).slice(1);
  const [first, second, third] = segments;
  const collection = segments.length === 3 && third!.endsWith('s');
  const plural = first === 'admin' ? second! : collection ? third! : first!;
  return plural.replace(/s$/, '');
}

function headersFor(
  step: ContractStep,
  backend: Backend,
  values: Map<string, string | number>,
): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(step.headers ?? {}).map(([name, value]) => [name, fill(value, values)]),
  );
  if (step.body !== undefined) headers['content-type'] = 'application/json';
  const auth = step.auth ?? 'user';
  // The operator's routes want a signed-in caller too (the route table's 'jwt'), and then the password.
  if (auth !== 'none') headers.authorization = `Bearer ${backend.idToken}`;
  if (auth === 'admin') headers['x-admin-password'] = backend.adminPassword;
  if (auth === 'wrong-admin') headers['x-admin-password'] = `${backend.adminPassword}-wrong`;
  return headers;
}

/** Replays the table in order on one backend; answers come back normalized, one per step. */
export async function replay(
  table: readonly ContractStep[],
  backend: Backend,
  userSub: string,
): Promise<StepAnswer[]> {
  const values = new Map<string, string | number>([['me', userSub]]);
  const names = new Map<string, Map<string | number, string>>([['user', new Map([[userSub, 'me']])]]);
  const answers: StepAnswer[] = [];
  for (const step of table) {
    const response = await backend.fetch(`${backend.origin}${fill(step.path, values)}`, {
      method: step.method,
      headers: headersFor(step, backend, values),
      ...(step.body === undefined ? {} : { body: JSON.stringify(fillBody(step.body, values)) }),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (step.save) {
      // A create that failed saves a name no backend knows, so the steps that use it fail visibly too.
      const id = (body as { id?: number } | null)?.id ?? `unsaved-${step.save}`;
      values.set(step.save, id);
      names.set(resourceOf(step.path), (names.get(resourceOf(step.path)) ?? new Map()).set(id, step.save));
    }
    if (step.saveExpenseIds) {
      const ids = (body as { expenseIds?: number[] } | null)?.expenseIds ?? [];
      const expenses = names.get('expense') ?? new Map<string | number, string>();
      step.saveExpenseIds.forEach((name, index) => {
        const id = ids[index] ?? `unsaved-${name}`;
        values.set(name, id);
        expenses.set(id, name);
      });
      names.set('expense', expenses);
    }
    const saved = { names, resource: resourceOf(step.path) };
    answers.push({ step: step.name, ...normalizeAnswer(response.status, body, response.headers, saved) });
  }
  return answers;
}
