import type { CognitoLocal } from '../cognito/cognito-local';
import { joinDemoHousehold } from './demo-household';
import { seedKitchenRemodel, type DemoStores } from './kitchen-remodel';

/** A login the stack prints. */
export interface DemoLogin {
  email: string;
  password: string;
}

export interface DemoAccount extends DemoLogin {
  /** True once the sample kitchen-remodel project is in the table. */
  seeded: boolean;
  /** The second login: an editor in the demo household; null when it could not be made (see notes). */
  member: DemoLogin | null;
  /** What could not be done (the profile request, the seeding or the member failed). */
  notes: string[];
}

export interface DemoAccountInput extends DemoStores {
  cognito: CognitoLocal;
  userPoolId: string;
  userPoolClientId: string;
  login: DemoLogin & { seeded: boolean; member: DemoLogin };
  /** The stack's URL: the profile is created by the real GET /api/user, as the web app would. */
  apiUrl: string;
}

const DEMO_NAME = { given_name: 'Dana', family_name: 'Rivera' };
const MEMBER_NAME = { given_name: 'Sam', family_name: 'Rivera' };

type PersonAttributes = typeof DEMO_NAME;

/**
 * The demo logins: Dana, who owns the sample project, and Sam, an editor in her household. Each is signed
 * up through cognito-local (its PreSignUp trigger confirms it, as for anyone) and gets its profile from GET
 * /api/user; the sample project is seeded once. Safe to run on every start.
 */
export async function ensureDemoAccount(input: DemoAccountInput): Promise<DemoAccount> {
  const { login } = input;
  const notes: string[] = [];
  const sub = await ensureLogin(input, login, DEMO_NAME, notes);

  let seeded = login.seeded;
  if (!seeded) {
    const result = await seedKitchenRemodel({
      ...input,
      sub,
      email: login.email,
      firstName: DEMO_NAME.given_name,
      lastName: DEMO_NAME.family_name,
    });
    seeded = result.seeded;
    notes.push(...result.notes);
  }
  const member = await ensureMember(input, sub, notes);
  return { email: login.email, password: login.password, seeded, member, notes };
}

/** Sam: the second login, an editor in Dana's household, as if he had accepted her invitation. */
async function ensureMember(input: DemoAccountInput, householdId: string, notes: string[]) {
  const { member } = input.login;
  try {
    const userId = await ensureLogin(input, member, MEMBER_NAME, notes);
    const name = `${MEMBER_NAME.given_name} ${MEMBER_NAME.family_name}`;
    await joinDemoHousehold({ ...input, householdId, member: { userId, name, email: member.email } });
    return member;
  } catch (error) {
    input.logger.error('[demo] the household member could not be made:', error);
    notes.push(`the demo household member could not be made (${(error as Error).message})`);
    return null;
  }
}

/**
 * A demo login that works, with its profile: signed in (or up), its address verified as an operator
 * would (nobody reads example.com's mail; every start, so an account from before addresses needed proof
 * gets it too), then GET /api/user as the web app calls it. Its user id.
 */
async function ensureLogin(
  input: DemoAccountInput,
  login: DemoLogin,
  names: PersonAttributes,
  notes: string[],
): Promise<string> {
  const idToken = await signInOrSignUp(input, login, names);
  await input.cognito.call('AdminUpdateUserAttributes', {
    UserPoolId: input.userPoolId,
    Username: login.email,
    UserAttributes: [
      { Name: 'email', Value: login.email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  const profile = await fetch(`${input.apiUrl}/api/user`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (!profile.ok)
    notes.push(`GET /api/user answered ${profile.status}: ${login.email}'s profile was not created`);
  return claimsOf(idToken).sub as string;
}

async function signInOrSignUp(
  input: DemoAccountInput,
  login: DemoLogin,
  names: PersonAttributes,
): Promise<string> {
  const { cognito, userPoolClientId } = input;
  const signIn = () =>
    cognito.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
    }) as Promise<{ AuthenticationResult: { IdToken: string } }>;
  try {
    return (await signIn()).AuthenticationResult.IdToken;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'UserNotFoundException' && code !== 'NotAuthorizedException') throw error;
  }
  try {
    const { UserConfirmed } = (await cognito.call('SignUp', {
      ClientId: userPoolClientId,
      Username: login.email,
      Password: login.password,
      UserAttributes: Object.entries(names).map(([Name, Value]) => ({ Name, Value })),
    })) as { UserConfirmed: boolean };
    // With email verification on, nobody reads example.com's mail: confirm it as an operator would.
    if (!UserConfirmed) {
      await cognito.call('AdminConfirmSignUp', { UserPoolId: input.userPoolId, Username: login.email });
    }
  } catch (error) {
    // The account outlived the file that remembered its password: give it the one we print.
    if ((error as { code?: string }).code !== 'UsernameExistsException') throw error;
    await cognito.call('AdminSetUserPassword', {
      UserPoolId: input.userPoolId,
      Username: login.email,
      Password: login.password,
      Permanent: true,
    });
  }
  return (await signIn()).AuthenticationResult.IdToken;
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
