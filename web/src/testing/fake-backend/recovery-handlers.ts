import {
  RECOVERY_MESSAGES,
  RECOVERY_REQUESTED,
  recoveryConfirmSchema,
  recoveryRequestSchema,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { invalidInput, json, route } from './fake-route';

/** The code the fake "mails" to every address it is asked to (the real API mails only where it must). */
export const FAKE_RECOVERY_CODE = '246810';

const INVALID_CODE = {
  error: RECOVERY_MESSAGES.invalidCode,
  details: [{ path: ['code'], message: RECOVERY_MESSAGES.invalidCode }],
};

/**
 * POST /api/auth/recovery and /confirm, without a token: the same 202 for every address, then the
 * mailed code (once) sets the password, 204; any other code is refused as the API refuses it.
 */
export function recoveryHandlers({ db }: FakeBackend): HttpHandler[] {
  return [
    route('POST', '/api/auth/recovery', ({ body }) => {
      const parsed = recoveryRequestSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (!db.recoveryCodesMailed.includes(parsed.data.email)) db.recoveryCodesMailed.push(parsed.data.email);
      return json(202, RECOVERY_REQUESTED);
    }),
    route('POST', '/api/auth/recovery/confirm', ({ body }) => {
      const parsed = recoveryConfirmSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { email, code } = parsed.data;
      if (code !== FAKE_RECOVERY_CODE || !db.recoveryCodesMailed.includes(email))
        return json(400, INVALID_CODE);
      db.recoveryCodesMailed = db.recoveryCodesMailed.filter((mailed) => mailed !== email);
      return new Response(null, { status: 204 });
    }),
  ];
}
