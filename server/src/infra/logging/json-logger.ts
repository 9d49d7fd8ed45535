import { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { rootLogger } from './logger.js';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** Nest's LoggerService over the process's pino logger (logger.ts): the same JSON lines as Fastify's, with `context`. */
export class JsonLogger implements LoggerService {
  private readonly logger: Logger;

  constructor(level: string) {
    this.logger = rootLogger(level);
  }

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]) {
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest passes the context as the last string argument.
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> =
      typeof message === 'object' && message !== null ? { ...(message as Record<string, unknown>) } : { msg: String(message) };
    // Nest's own errors come as (message, stack, context); Nest's Logger passes an undefined stack when there is none.
    const details = rest.filter((value) => value !== undefined);
    if (details.length) fields.details = details.map(String);
    const { msg, ...others } = fields;
    this.logger[level]({ context, ...others }, typeof msg === 'string' ? msg : msg === undefined ? '' : JSON.stringify(msg));
  }
}
