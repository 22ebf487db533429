import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getExportJob, projectExpensePages, startExportJob, type DataContext } from '@reno/data';
import { s3ClientConfig } from '@reno/functions/lib/aws/s3-client';
import type { LocalStack } from '@reno/local';

const run = promisify(execFile);
const workerScript = fileURLToPath(new URL('../lib/export-worker-process.ts', import.meta.url));

interface ExportRun {
  expenses: number;
  files: number;
  archiveBytes: number;
  seconds: number;
  peakRssBytes: number;
  peakHeapBytes: number;
  baselineRssBytes: number;
}

export interface ExportReport {
  runs: ExportRun[];
  /** Peak RSS of the largest project over that of the smallest: 1 is perfectly flat. */
  rssRatio: number;
  heapRatio: number;
}

/** A small generated receipt: a JPEG header and a few KB of varying bytes (like a compressed photo). */
function benchReceipt(index: number): Buffer {
  const body = Buffer.alloc(3_000 + (index % 7) * 500);
  for (let i = 0; i < body.length; i++) body[i] = (i * 31 + index * 17) & 0xff;
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), body]);
}

/** Stores a receipt under every key the project's expenses name (the seed names one on every third). */
async function storeReceipts(
  s3: S3Client,
  bucket: string,
  ctx: DataContext,
  userId: string,
  projectId: number,
): Promise<number> {
  const keys: string[] = [];
  for await (const page of projectExpensePages(ctx, userId, projectId))
    for (const expense of page) if (expense.imageUrl) keys.push(expense.imageUrl);
  let next = 0;
  const put = async () => {
    while (next < keys.length) {
      const index = next++;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: keys[index]!, Body: benchReceipt(index) }));
    }
  };
  await Promise.all(Array.from({ length: 8 }, put));
  return keys.length;
}

/**
 * Exports each project with the worker alone in a fresh process of its own, so its memory is the
 * worker's (the stack, s3rver and the seeding stay in this process), and returns time and peak memory.
 */
export async function measureExports(
  stack: LocalStack,
  ctx: DataContext,
  projects: readonly { size: number; userId: string; projectId: number }[],
  log: (line: string) => void,
): Promise<ExportReport> {
  const s3 = new S3Client(s3ClientConfig({ S3_ENDPOINT: stack.endpoints.s3, AWS_REGION: stack.region }));
  const runs: ExportRun[] = [];
  for (const project of [...projects].sort((a, b) => a.size - b.size)) {
    const stored = await storeReceipts(s3, stack.bucketName, ctx, project.userId, project.projectId);
    log(`  ${project.size.toLocaleString('en-US')} expenses: ${stored} receipts stored; exporting`);
    const { job } = await startExportJob(ctx, project.userId, project.projectId, `bench-${project.size}.zip`);
    const { stdout } = await run(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', workerScript, project.userId, job.id],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: {
          ...process.env,
          DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
          S3_ENDPOINT: stack.endpoints.s3,
          TABLE_NAME: stack.tableName,
          BUCKET_NAME: stack.bucketName,
          AWS_REGION: stack.region,
          LOG_LEVEL: 'ERROR',
        },
        maxBuffer: 1024 * 1024,
      },
    );
    const measured = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<
      ExportRun,
      'expenses' | 'files' | 'archiveBytes'
    >;
    const finished = await getExportJob(ctx, project.userId, job.id);
    if (finished?.status !== 'ready') throw new Error(`export of ${project.size} ended ${finished?.status}`);
    const head = await s3.send(new HeadObjectCommand({ Bucket: stack.bucketName, Key: finished.objectKey }));
    runs.push({
      expenses: project.size,
      files: finished.filesDone,
      archiveBytes: head.ContentLength ?? 0,
      ...measured,
    });
  }
  const smallest = runs[0]!;
  const largest = runs[runs.length - 1]!;
  return {
    runs,
    rssRatio: largest.peakRssBytes / smallest.peakRssBytes,
    heapRatio: largest.peakHeapBytes / smallest.peakHeapBytes,
  };
}
