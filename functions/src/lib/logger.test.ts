import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';

/** The JSON lines written to stdout and stderr while `act` runs. */
function linesWritten(act: () => void): {
  stdout: Record<string, unknown>[];
  stderr: Record<string, unknown>[];
} {
  const captured = { stdout: [] as string[], stderr: [] as string[] };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    captured.stdout.push(String(chunk));
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    captured.stderr.push(String(chunk));
    return true;
  });
  try {
    act();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  const parse = (chunks: string[]) =>
    chunks.map((chunk) => {
      expect(chunk.endsWith('\n')).toBe(true);
      expect(chunk.slice(0, -1)).not.toContain('\n');
      return JSON.parse(chunk) as Record<string, unknown>;
    });
  return { stdout: parse(captured.stdout), stderr: parse(captured.stderr) };
}

const lambdaContext = (awsRequestId: string) => ({ awsRequestId, functionName: 'reno-expenses' }) as Context;

describe('logger', () => {
  beforeEach(() => {
    vi.stubEnv('LOG_LEVEL', 'INFO');
    vi.stubEnv('SERVICE_NAME', 'reno-expenses');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    logger.addContext(undefined);
  });

  it('writes one JSON line per call: level, message, time, service and the fields; warnings and errors to stderr', () => {
    const { stdout, stderr } = linesWritten(() => {
      logger.info('Stripe event received', { eventId: 'evt_1', result: { applied: true } });
      logger.warn('Some objects were not deleted', { count: 2 });
      logger.error('Request failed');
    });

    expect(stdout).toEqual([
      {
        level: 'INFO',
        message: 'Stripe event received',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service: 'reno-expenses',
        eventId: 'evt_1',
        result: { applied: true },
      },
    ]);
    expect(stderr.map((line) => [line.level, line.message, line.count])).toEqual([
      ['WARN', 'Some objects were not deleted', 2],
      ['ERROR', 'Request failed', undefined],
    ]);
  });

  it('writes nothing below LOG_LEVEL, and nothing at all when SILENT', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    const warnLevel = linesWritten(() => {
      logger.info('not written');
      logger.warn('written');
    });
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    const silent = linesWritten(() => logger.error('not written either'));

    expect(warnLevel.stdout).toEqual([]);
    expect(warnLevel.stderr.map((line) => line.message)).toEqual(['written']);
    expect(silent.stderr).toEqual([]);
  });

  it("names the invocation of every line: only the environment's first invocation is a cold start", async () => {
    // A fresh environment: this module as a new Lambda sandbox loads it.
    vi.resetModules();
    const { logger: fresh } = await import('./logger');
    const { stdout } = linesWritten(() => {
      fresh.addContext(lambdaContext('request-1'));
      fresh.info('first');
      fresh.addContext(lambdaContext('request-2'));
      fresh.info('second');
      fresh.addContext(undefined);
      fresh.info('a local call');
    });

    expect(stdout.map((line) => [line.function_request_id, line.cold_start, line.function_name])).toEqual([
      ['request-1', true, 'reno-expenses'],
      ['request-2', false, 'reno-expenses'],
      [undefined, undefined, undefined],
    ]);
  });

  it('carries the X-Ray trace id when Lambda gives one', () => {
    vi.stubEnv(
      '_X_AMZN_TRACE_ID',
      'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
    );
    const { stdout } = linesWritten(() => logger.info('traced'));

    expect(stdout[0]!.xray_trace_id).toBe('1-5759e988-bd862e3fe1be46a994272793');
  });

  it('writes an error field with its class, where it was made, message, own fields, stack and cause', () => {
    class ProviderError extends Error {
      readonly statusCode = 503;
    }
    const cause = new TypeError('socket hang up');
    const madeAt = Number(new Error().stack!.split('\n')[1]!.match(/:(\d+):\d+\)?$/)![1]) + 1;
    const error = new ProviderError('Chat model failed', { cause });
    error.name = 'ProviderError';

    const { stderr } = linesWritten(() => logger.error('Chat stream failed', { error }));
    const logged = stderr[0]!.error as Record<string, unknown>;

    expect(logged).toMatchObject({
      name: 'ProviderError',
      message: 'Chat model failed',
      statusCode: 503,
      cause: { name: 'TypeError', message: 'socket hang up' },
    });
    expect(logged.stack).toEqual(expect.stringContaining('logger.test.ts'));
    // Where it was made: this file, at the line of `new ProviderError`.
    expect(logged.location).toMatch(/functions\/src\/lib\/logger\.test\.ts:\d+$/);
    expect(Number(String(logged.location).split(':').at(-1))).toBe(madeAt);
  });
});
