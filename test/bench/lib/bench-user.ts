import { addMember, updateSubscription, type DataContext } from '@reno/data';
import { HOUSEHOLD_ID_HEADER } from '@reno/domain';
import type { LocalStack } from '@reno/local';
import { signIn, signUp, tokenClaims, userPoolOf } from '../../support/cognito-users';
import { createApiClient, type ApiClient } from './api-client';

export interface BenchUser {
  sub: string;
  idToken: string;
  api: ApiClient;
  /** What a browser signs in with. */
  login: { email: string; password: string };
}

/**
 * A new Pro user (the Free plan stops at 5 expenses): registered through cognito-local (its PreSignUp
 * trigger confirms), profile created by the real GET /api/user, then upgraded as the admin would.
 */
export async function createProUser(stack: LocalStack, ctx: DataContext, label: string): Promise<BenchUser> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.example.com`;
  const password = `bench-${Math.random().toString(36).slice(2)}-Pw1`;
  await signUp(userPoolOf(stack), email, password, { given_name: 'Bench', family_name: label });
  const user = await signInBenchUser(stack, { email, password });
  await user.api.call('GET', '/api/user');
  await renewPro(ctx, user.sub);
  return user;
}

/** A bench user signed in again (e.g. on a stack restarted over the data that made it); `headers` as createApiClient's. */
export async function signInBenchUser(
  stack: LocalStack,
  login: BenchUser['login'],
  headers: Record<string, string> = {},
): Promise<BenchUser> {
  const { idToken } = await signIn(userPoolOf(stack), login.email, login.password);
  return {
    sub: String(tokenClaims(idToken).sub),
    idToken,
    api: createApiClient(stack.url, idToken, headers),
    login,
  };
}

/** Pro for the next 30 days, as the admin's upgrade writes it. */
export async function renewPro(ctx: DataContext, userId: string): Promise<void> {
  await updateSubscription(ctx, userId, {
    status: 'active',
    renewalDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
}

/**
 * A new user made an editor in `owner`'s household (as accepting an invitation writes it), with a client
 * that acts there: every call names the household, so each is admitted by one read of the member item.
 */
export async function createHouseholdMember(
  stack: LocalStack,
  ctx: DataContext,
  owner: BenchUser,
  label: string,
): Promise<BenchUser> {
  const member = await createProUser(stack, ctx, label);
  await addMember(ctx, owner.sub, {
    userId: member.sub,
    role: 'editor',
    name: `Bench ${label}`,
    email: `${label}@bench.example.com`,
  });
  return { ...member, api: createApiClient(stack.url, member.idToken, householdHeaders(owner.sub)) };
}

/** What every call of a member acting in `ownerId`'s household carries. */
export const householdHeaders = (ownerId: string) => ({ [HOUSEHOLD_ID_HEADER]: ownerId });
