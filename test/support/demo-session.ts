import type { LocalStack } from '@reno/local';
import { signIn, userPoolOf } from './cognito-users';

/** The ID token of the stack's demo account, signed in as the web app signs in (Cognito's InitiateAuth). */
export async function demoIdToken(stack: LocalStack): Promise<string> {
  return (await signIn(userPoolOf(stack), stack.demo!.email, stack.demo!.password)).idToken;
}
