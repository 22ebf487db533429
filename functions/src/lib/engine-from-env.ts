/**
 * Which of two engines a setting chooses: one of AWS (Bedrock, Textract, SES) or its local stand-in.
 * `VARIABLE=<aws>|<local>`; unset, a Lambda (the runtime sets AWS_LAMBDA_FUNCTION_NAME) uses the AWS
 * engine, so a stand-in never answers silently in AWS, and everywhere else (the local stack, tests) the
 * stand-in does. Any other value is a deployment mistake, thrown as the caller's config error.
 */
export function engineFromEnv<Aws extends string, Local extends string>(
  env: NodeJS.ProcessEnv,
  variable: string,
  engines: { aws: Aws; local: Local },
  configError: new (message: string) => Error,
): Aws | Local {
  const chosen = env[variable]?.trim().toLowerCase();
  if (chosen === engines.aws) return engines.aws;
  if (chosen === engines.local) return engines.local;
  if (chosen) {
    throw new configError(
      `${variable} must be '${engines.aws}' or '${engines.local}', not '${env[variable]}'`,
    );
  }
  return env.AWS_LAMBDA_FUNCTION_NAME ? engines.aws : engines.local;
}
