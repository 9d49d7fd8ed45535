import type { Logger } from 'pino';
import { format } from 'node:util';

/** The console's methods that libraries print with, and the level each becomes. */
const CONSOLE_LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug', trace: 'debug' } as const;

/**
 * Everything the server process writes goes through its JSON logger (logger.ts), whatever the fault: what libraries
 * print with console.* (ioredis, BullMQ), Node's own warnings (a deprecation, MaxListeners), and an uncaught exception
 * or unhandled rejection, which still ends the process with exit code 1 as Node's default does, after one fatal line.
 * For main.ts only: a test process keeps its console.
 */
export function routeProcessOutput(logger: Logger): void {
  const library = logger.child({ context: 'console' });
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, 'info' | 'warn' | 'error' | 'debug'][])
    console[method] = (...args: unknown[]) => library[level](format(...args));
  // Node writes its warnings to stderr through a 'warning' listener of its own: that one goes, this one logs them.
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error & { code?: string }) =>
    logger.warn({ context: 'process', warning: warning.name, code: warning.code }, warning.message),
  );
  process.on('uncaughtException', (error) => exitAfter(logger, 'uncaught exception', error));
  process.on('unhandledRejection', (reason) => exitAfter(logger, 'unhandled rejection', reason));
}

function exitAfter(logger: Logger, msg: string, reason: unknown): never {
  logger.fatal({ context: 'process', error: reason instanceof Error ? reason.stack : String(reason) }, msg);
  process.exit(1);
}

/**
 * One fatal JSON line written before there is a logger (an invalid configuration, a failed boot): the logger's shape
 * (level, ISO time, msg), on stderr.
 */
export function writeFatal(msg: string, fields: Record<string, unknown> = {}): void {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg, ...fields })}\n`);
}
