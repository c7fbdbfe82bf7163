import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config';

/** One pino instance for Fastify's request logs and Nest's `Logger` calls. */
export function createPino(config: Pick<AppConfig, 'logLevel' | 'logPretty'>): Pino {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      remove: true,
    },
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
      : {}),
  });
}

const LEVELS: Record<LogLevel, pino.Level> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/** Adapts Nest's `Logger` to pino; the Nest context becomes the `context` field. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('log', message, rest);
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
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]) {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const method = LEVELS[level];
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) {
      const text = typeof rest[0] === 'string' ? rest[0] : undefined;
      this.pino[method]({ context, ...(message as object) }, text);
    } else if (message instanceof Error) {
      this.pino[method]({ context, err: message }, message.message);
    } else {
      const stack = typeof rest[0] === 'string' ? { stack: rest[0] } : {};
      this.pino[method]({ context, ...stack }, String(message));
    }
  }
}
