import { LoggerService } from '@nestjs/common';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];

/** Nest's logger as one JSON object per line, like Fastify's request logs beside it. */
export class JsonLogger implements LoggerService {
  private readonly min: number;

  constructor(level: string) {
    this.min = level === 'silent' ? Infinity : Math.max(0, LEVELS.indexOf(level as Level));
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
    if (LEVELS.indexOf(level) < this.min) return;
    // Nest passes the context as the last string argument.
    const context = typeof rest[rest.length - 1] === 'string' ? rest.pop() : undefined;
    const fields = typeof message === 'object' && message !== null ? message : { msg: String(message) };
    const extra = rest.length ? { details: rest.map(String) } : {};
    const line = JSON.stringify({ level, time: new Date().toISOString(), context, ...fields, ...extra });
    (level === 'error' || level === 'fatal' ? process.stderr : process.stdout).write(line + '\n');
  }
}
