import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config';
import { redactText, redactUrl, sanitizeLogText } from './log-redaction';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * One pino instance for Fastify's request logs and Nest's `Logger` calls. No line carries an
 * e-mailed link's token (request URLs and messages are redacted), an e-mail address or phone number
 * in clear, or a raw line break from visitor input (see log-redaction.ts).
 */
export function createPino(
  config: Pick<AppConfig, 'logLevel' | 'logPretty'>,
  destination?: pino.DestinationStream,
): Pino {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      // Fastify's own request serializer, with the URL's credentials removed.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        return {
          ...serialized,
          message: sanitizeLogText(serialized.message),
          stack: serialized.stack === undefined ? undefined : redactText(serialized.stack),
        };
      },
    },
    formatters: {
      // Top-level text fields (a request URL named in an error line, a context) are redacted too.
      log: (object: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(object))
          if (typeof value === 'string') object[key] = sanitizeLogText(value);
        return object;
      },
    },
    hooks: {
      logMethod(args: unknown[], method: pino.LogFn) {
        const safe = args.map((arg) => (typeof arg === 'string' ? sanitizeLogText(arg) : arg));
        return method.apply(this, safe as Parameters<pino.LogFn>);
      },
    },
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
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
