import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { withSourceMappedStack } from './source-mapped-stack';

// One structured JSON line per call, with the field names CloudWatch queries already read (level, message,
// timestamp, service, cold_start, function_name, function_request_id, xray_trace_id; an error's name,
// location, message and stack). Written here rather than with Powertools Logger, whose 21 KB were 0.05x of
// every function's cold import (the expenses function's 1.24x the reference GetItem handler's fell to 1.19x
// without it), for the three methods and the Lambda context used. LOG_LEVEL (INFO, WARN, ERROR, SILENT) and
// SERVICE_NAME tune it per environment.

const LEVELS = { INFO: 12, WARN: 16, ERROR: 20, SILENT: 28 } as const;
type LevelName = keyof typeof LEVELS;

export type LogFields = Record<string, unknown>;

const levelFromEnv = (value: string | undefined): LevelName =>
  value !== undefined && Object.hasOwn(LEVELS, value.toUpperCase())
    ? (value.toUpperCase() as LevelName)
    : 'INFO';

/** A stack's first frame, where the error was made: 'functions/src/lib/http/router.ts:14'. */
const FIRST_FRAME = /^\s+at (?:.*?\()?(.+?):(\d+):\d+\)?$/m;
const locationOf = (stack: string | undefined) => {
  const frame = stack?.match(FIRST_FRAME);
  return frame ? `${frame[1]}:${frame[2]}` : '';
};

/**
 * An error as a log field: class, where it was made, message, own fields, and its stack and cause's naming
 * our sources.
 */
function errorFields(error: Error): LogFields {
  const mapped = withSourceMappedStack(error);
  return {
    ...Object.fromEntries(Object.entries(mapped)),
    name: mapped.name,
    location: locationOf(mapped.stack),
    message: mapped.message,
    stack: mapped.stack,
    ...(mapped.cause === undefined ? {} : { cause: mapped.cause }),
  };
}

const replacer = (_key: string, value: unknown) => (value instanceof Error ? errorFields(value) : value);

/** Lines written in a later invocation say cold_start false: only an environment's first one is cold. */
let coldStart = true;
let invocation: LogFields = {};

function write(level: 'INFO' | 'WARN' | 'ERROR', message: string, fields: LogFields = {}): void {
  if (LEVELS[level] < LEVELS[levelFromEnv(process.env.LOG_LEVEL)]) return;
  const traceId = process.env._X_AMZN_TRACE_ID?.match(/Root=([^;]+)/)?.[1];
  const line = JSON.stringify(
    {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: process.env.SERVICE_NAME ?? 'reno-api',
      ...invocation,
      ...(traceId ? { xray_trace_id: traceId } : {}),
      ...fields,
    },
    replacer,
  );
  // As the Lambda runtime expects a JSON line: whole, on stdout, or stderr for what went wrong.
  (level === 'WARN' || level === 'ERROR' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  info: (message: string, fields?: LogFields) => write('INFO', message, fields),
  warn: (message: string, fields?: LogFields) => write('WARN', message, fields),
  error: (message: string, fields?: LogFields) => write('ERROR', message, fields),
  /** The invocation the lines that follow belong to (a local call may come without a Lambda context). */
  addContext(context: Context | undefined): void {
    invocation = context?.awsRequestId
      ? {
          cold_start: coldStart,
          function_name: context.functionName,
          function_request_id: context.awsRequestId,
        }
      : {};
    coldStart = false;
  },
};

/** Every function's first middleware: its log lines carry the invocation's Lambda context. */
export const logLambdaContext = <TEvent, TResult>(): MiddlewareObj<TEvent, TResult, Error, Context> => ({
  before: (request) => logger.addContext(request.context),
});
