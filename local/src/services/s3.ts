import { createServer, type Server } from 'node:http';
import S3rver from 's3rver';
import { foreignRequestReason, refuseForeignRequest } from '../loopback-guard';
import { listenOnLoopback, LOOPBACK, PORT_ENV_VARS } from './ports';
import { guardPostPolicies } from './s3-post-guard';

export interface S3Service {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The receipts bucket's CORS, as the deployed bucket has it: the web app's origin may GET and upload
 * (presigned POST) directly, and read the ETag of what it uploaded.
 */
function receiptsCorsXml(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return [
    '<CORSConfiguration><CORSRule>',
    allowed,
    '<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>',
    '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>',
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>',
    '<MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

/**
 * s3rver in this process, served by our own loopback listener (s3rver's own `run()` crashes the
 * process on a taken port instead of rejecting). Objects live under `directory` as plain files.
 */
export async function startS3(options: {
  port: number;
  directory: string;
  bucketName: string;
  corsOrigins: readonly string[];
}): Promise<S3Service> {
  const s3rver = new S3rver({
    directory: options.directory,
    silent: true,
    // Only path-style requests: vhost matching would treat "127.0.0.1" as a bucket name.
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucketName, configs: [receiptsCorsXml(options.corsOrigins)] }],
  });
  await s3rver.configureBuckets();
  // The browser uploads here from the app's page; nothing else on the machine's web pages may. Its
  // uploads are held to their POST policy, as S3 holds them (s3rver does not).
  const handle = guardPostPolicies({
    bucketName: options.bucketName,
    corsOrigins: options.corsOrigins,
    next: s3rver.callback(),
  });
  const server: Server = createServer((req, res) => {
    const foreign = foreignRequestReason(req, () => options.corsOrigins);
    if (foreign) return refuseForeignRequest(res, foreign);
    return handle(req, res);
  });
  const port = await listenOnLoopback(server, options.port, 'S3 (s3rver)', PORT_ENV_VARS.s3);
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
