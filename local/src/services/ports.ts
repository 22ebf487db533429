import { createServer, type Server } from 'node:net';
import { portTakenError } from '../errors';

export const LOOPBACK = '127.0.0.1';

/** Which environment variable chooses each port (named in "port taken" errors). */
export const PORT_ENV_VARS = {
  app: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  hostedUi: 'HOSTED_UI_PORT',
} as const;

/** Listens on 127.0.0.1:port and resolves once bound; a taken port becomes an actionable error. */
export function listenOnLoopback(
  server: Pick<Server, 'listen' | 'once' | 'off' | 'address'>,
  port: number,
  service: string,
  envVar: string | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portTakenError(service, port, envVar) : error);
    };
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * For a child process that cannot report its own port (DynamoDB Local): checks that `port` is free on
 * loopback, or picks a free one when `port` is 0.
 */
export async function reservePort(
  port: number,
  service: string,
  envVar: string | undefined,
): Promise<number> {
  const probe = createServer();
  const bound = await listenOnLoopback(probe, port, service, envVar);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return bound;
}
