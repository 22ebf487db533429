import type { CognitoLocal } from '../cognito/cognito-local';
import { seedKitchenRemodel, type DemoStores } from './kitchen-remodel';

export interface DemoAccount {
  email: string;
  password: string;
  /** True once the sample kitchen-remodel project is in the table. */
  seeded: boolean;
  /** What could not be done (the profile request or the seeding failed). */
  notes: string[];
}

export interface DemoAccountInput extends DemoStores {
  cognito: CognitoLocal;
  userPoolId: string;
  userPoolClientId: string;
  login: { email: string; password: string; seeded: boolean };
  /** The stack's URL: the profile is created by the real GET /api/user, as the web app would. */
  apiUrl: string;
}

const DEMO_NAME = { given_name: 'Dana', family_name: 'Rivera' };

/**
 * The demo login: signed up through cognito-local (its PreSignUp trigger confirms it, as for anyone),
 * its profile made by GET /api/user, and the sample project seeded once. Safe to run on every start.
 */
export async function ensureDemoAccount(input: DemoAccountInput): Promise<DemoAccount> {
  const { login } = input;
  const notes: string[] = [];
  const idToken = await signInOrSignUp(input);
  // Nobody reads demo@example.com's mail: its address is verified as an operator would (every start,
  // so a demo account from before addresses needed proof gets it too).
  await input.cognito.call('AdminUpdateUserAttributes', {
    UserPoolId: input.userPoolId,
    Username: input.login.email,
    UserAttributes: [
      { Name: 'email', Value: input.login.email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  const sub = claimsOf(idToken).sub as string;

  const profile = await fetch(`${input.apiUrl}/api/user`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (!profile.ok) notes.push(`GET /api/user answered ${profile.status}: the demo profile was not created`);

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
  return { email: login.email, password: login.password, seeded, notes };
}

async function signInOrSignUp(input: DemoAccountInput): Promise<string> {
  const { cognito, login, userPoolClientId } = input;
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
      UserAttributes: Object.entries(DEMO_NAME).map(([Name, Value]) => ({ Name, Value })),
    })) as { UserConfirmed: boolean };
    // With email verification on, nobody reads demo@example.com's mail: confirm it as an operator would.
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
