/** How S3 refuses a POST: the HTTP status and the `Code` and `Message` of its XML error. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

/** A browser's POST to the bucket: its form fields up to the file (names as sent), and the file's size. */
export interface PostForm {
  fields: ReadonlyMap<string, string>;
  fileSize: number;
}

/** Fields S3 does not require the policy to name. */
const UNNAMED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message });
const failed = (condition: unknown) =>
  denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);

/**
 * Whether S3 would take this POST, by its policy document: not expired, every condition met (exact
 * values, `eq`, `starts-with`, `content-length-range`), and every field named by a condition. Field
 * names are compared without case, as S3 does. Like s3rver, it checks no signature: it keeps the
 * stand-in as strict as S3 with the forms the API signs, not a guard against a forged one.
 */
export function checkPostPolicy(form: PostForm, bucket: string, now: Date): S3Refusal | null {
  const values = new Map([...form.fields].map(([name, value]) => [name.toLowerCase(), value]));
  values.set('bucket', bucket);
  const encoded = values.get('policy');
  if (encoded === undefined) return denied('Access Denied');
  const policy = decodePolicy(encoded);
  if (!policy)
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  if (!(Date.parse(policy.expiration) > now.getTime())) {
    return denied('Invalid according to Policy: Policy expired.');
  }
  const named = new Set<string>(['bucket']);
  for (const condition of policy.conditions) {
    const refusal = checkCondition(condition, values, form.fileSize, named);
    if (refusal) return refusal;
  }
  const extra = [...values.keys()].find(
    (name) => !named.has(name) && !UNNAMED_FIELDS.has(name) && !name.startsWith('x-ignore-'),
  );
  return extra ? denied(`Invalid according to Policy: Extra input fields: ${extra}`) : null;
}

function decodePolicy(encoded: string): { expiration: string; conditions: unknown[] } | null {
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
    if (typeof policy.expiration !== 'string' || !Array.isArray(policy.conditions)) return null;
    return { expiration: policy.expiration, conditions: policy.conditions };
  } catch {
    return null;
  }
}

function checkCondition(
  condition: unknown,
  values: ReadonlyMap<string, string>,
  fileSize: number,
  named: Set<string>,
): S3Refusal | null {
  if (!Array.isArray(condition)) {
    // { "name": "value" }: the field holds exactly that value.
    for (const [name, value] of Object.entries(condition as Record<string, unknown>)) {
      named.add(name.toLowerCase());
      if (values.get(name.toLowerCase()) !== value) return failed(['eq', `$${name}`, value]);
    }
    return null;
  }
  const [operator, subject, operand] = condition as [string, unknown, unknown];
  if (operator === 'content-length-range') return checkLength(fileSize, Number(subject), Number(operand));
  const name = String(subject).replace(/^\$/, '').toLowerCase();
  named.add(name);
  const value = values.get(name) ?? '';
  const holds =
    (operator === 'eq' && value === operand) ||
    (operator === 'starts-with' && value.startsWith(String(operand)));
  return holds ? null : failed(condition);
}

function checkLength(size: number, min: number, max: number): S3Refusal | null {
  if (size > max) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
    };
  }
  if (size < min) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
    };
  }
  return null;
}
