/**
 * The waits and retries of every AWS client the functions create, in one place. API Gateway gives a
 * request 30 s; a dependency that stops answering must cost far less, so that the user hears back
 * (a 503 that says "try again") while the Lambda is still alive: at most 1 s to connect and 3 s per
 * attempt, 3 attempts with the SDK's jittered backoff, about 9–10 s in all. (The HTTP handler only
 * warns about a request over its `requestTimeout` unless told to throw.)
 */
export const API_CLIENT_POLICY = {
  maxAttempts: 3,
  retryMode: 'standard',
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
} as const;

/**
 * A streamed model reply lasts as long as the model writes, so it has no total limit: only silence
 * counts (before the first token, or between two), and a failed stream is tried once more at most.
 */
export const STREAM_CLIENT_POLICY = {
  maxAttempts: 2,
  retryMode: 'standard',
  requestHandler: { connectionTimeout: 1_000, socketTimeout: 30_000 },
} as const;
