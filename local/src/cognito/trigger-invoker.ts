import { userPoolTriggers } from '@reno/functions/host';
import { createLambdaContext } from '@reno/api-gateway';
import { loadHandler, type LambdaHandler } from '../api/function-modules';
import { standardClaimsTrigger } from './standard-claims-trigger';

/** The functions cognito-local's TriggerFunctions config names, by Lambda function name. */
export const TRIGGER_FUNCTIONS = {
  PreSignUp: 'reno-pre-sign-up',
  PostConfirmation: 'reno-post-confirmation',
  PreTokenGeneration: 'reno-local-standard-claims',
} as const;

const functionsByName: Record<string, () => Promise<LambdaHandler>> = {
  // The real triggers from functions/, as Cognito would run them.
  [TRIGGER_FUNCTIONS.PreSignUp]: () => loadHandler(userPoolTriggers.preSignUp.entry),
  [TRIGGER_FUNCTIONS.PostConfirmation]: () => loadHandler(userPoolTriggers.postConfirmation.entry),
  [TRIGGER_FUNCTIONS.PreTokenGeneration]: async () => standardClaimsTrigger as LambdaHandler,
};

interface InvokeParams {
  FunctionName: string;
  Payload: string;
}

interface InvokeResult {
  StatusCode: number;
  FunctionError?: 'Unhandled';
  Payload: string;
}

/**
 * Lambda's Invoke API for cognito-local's trigger calls, served in this process: the event goes through
 * JSON as it would over the wire, and a thrown error comes back as an `Unhandled` function error, which
 * cognito-local turns into Cognito's UserLambdaValidationException.
 */
export const localLambdaClient = {
  invoke(params: InvokeParams): { promise(): Promise<InvokeResult> } {
    return { promise: () => invoke(params) };
  },
};

async function invoke({ FunctionName, Payload }: InvokeParams): Promise<InvokeResult> {
  const load = functionsByName[FunctionName];
  try {
    if (!load) throw new Error(`Function not found: ${FunctionName}`);
    const handler = await load();
    const result = await handler(JSON.parse(Payload), createLambdaContext(FunctionName, 5000));
    return { StatusCode: 200, Payload: JSON.stringify(result ?? null) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    console.error(`[cognito] trigger ${FunctionName} failed: ${message}`);
    return {
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: JSON.stringify({ errorType: name, errorMessage: message }),
    };
  }
}
