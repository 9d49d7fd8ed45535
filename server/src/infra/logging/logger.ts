import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

/** The request a line belongs to: set for each request (request-log.ts), read by every line written meanwhile. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Paths that never reach a log line: credentials, the cart's secret, and personal data (e-mail addresses, IBANs, names,
 * phone numbers) wherever a line carries them. The request line itself logs no headers, query or body at all.
 */
const REDACT = [
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'cartToken',
  'secret',
  'authorization',
  'email',
  'to',
  'iban',
  'firstName',
  'lastName',
  'telephone',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.cartToken',
  '*.secret',
  '*.authorization',
  '*.email',
  '*.to',
  '*.iban',
  '*.firstName',
  '*.lastName',
  '*.telephone',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-cart-token"]',
];

const roots = new Map<string, Logger>();

/**
 * The process's one logger (pino): one JSON object per line with a string `level`, an ISO `time` and `msg`, the
 * request's `requestId` where there is one. Fastify's own lines and the app's (JsonLogger) both go through it.
 */
export function rootLogger(level: string): Logger {
  let logger = roots.get(level);
  if (!logger) {
    logger = pino(
      {
        level: level === 'silent' ? 'silent' : level,
        messageKey: 'msg',
        timestamp: pino.stdTimeFunctions.isoTime,
        base: undefined,
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths: REDACT, censor: '[redacted]' },
        mixin: () => {
          const context = requestContext.getStore();
          return context ? { requestId: context.requestId } : {};
        },
      },
      // error and fatal lines on stderr, the rest on stdout (each line once): a supervisor can tell them apart
      pino.multistream(
        [
          { level: 'trace', stream: process.stdout },
          { level: 'error', stream: process.stderr },
        ],
        { dedupe: true },
      ),
    );
    roots.set(level, logger);
  }
  return logger;
}
