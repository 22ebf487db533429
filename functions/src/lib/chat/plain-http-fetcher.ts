import type { Fetcher } from 'aws-jwt-verify/https';
import { FetchError } from 'aws-jwt-verify/error';

/**
 * aws-jwt-verify fetches JWKS with Node's `https` module only, but cognito-local serves its JWKS over
 * plain http on 127.0.0.1. This fetcher (global fetch, 5 s time-out) is used for http:// JWKS URIs only,
 * i.e. on the local stack; in AWS the library's own https fetcher runs.
 */
export const plainHttpFetcher: Fetcher = {
  async fetch(uri) {
    let response: Response;
    try {
      response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      throw new FetchError(uri, error instanceof Error ? error.message : String(error));
    }
    if (response.status !== 200) throw new FetchError(uri, `Status code is ${response.status}, expected 200`);
    return response.arrayBuffer();
  },
};
