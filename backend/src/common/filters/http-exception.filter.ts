import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  Optional,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@fabrion/shared';
import { SecurityService } from '../../modules/security/security.service';
import { redactUrl } from '../logging/log-redaction';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * Turns every error into the one error body `{ statusCode, message, errors? }`, and records every
 * 429 in the security log (whichever limit answered it).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  constructor(@Optional() private readonly security?: SecurityService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception);
    if (
      body.statusCode === HttpStatus.SERVICE_UNAVAILABLE &&
      !(exception instanceof HttpException)
    ) {
      this.logger.warn(
        `Database unavailable (${request?.method} ${redactUrl(request?.url ?? '')}): ${exception instanceof Error ? exception.message : String(exception)}`,
      );
      void reply.header('retry-after', '5');
    } else if (!(exception instanceof HttpException) && body.statusCode >= 500) {
      this.logger.error(
        { err: exception, reqId: request?.id, url: request?.url },
        exception instanceof Error ? exception.message : 'Unhandled error',
      );
    }
    if (body.statusCode === HttpStatus.TOO_MANY_REQUESTS && request) this.recordLimitHit(request);
    for (const [name, value] of Object.entries(this.headers(exception))) reply.header(name, value);
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }

  private recordLimitHit(request: FastifyRequest & { auth?: { userId: string } }): void {
    const userAgent = request.headers['user-agent'];
    this.security?.recordInBackground(
      'rate_limited',
      request.auth?.userId ?? null,
      { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
      { method: request.method, path: redactUrl(request.url.split('?')[0]!), status: 429 },
    );
  }

  /** Response headers an exception asks for (e.g. `retry-after` on a 429), never in the body. */
  private headers(exception: unknown): Record<string, string> {
    if (!(exception instanceof HttpException)) return {};
    const response = exception.getResponse();
    const headers =
      typeof response === 'object' ? (response as { headers?: unknown }).headers : null;
    return headers && typeof headers === 'object' ? (headers as Record<string, string>) : {};
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode, message: response };
      const { message, errors, details } = response as {
        message?: unknown;
        errors?: Record<string, string>;
        details?: unknown;
      };
      const text = Array.isArray(message)
        ? message.join('; ')
        : String(message ?? exception.message);
      return {
        statusCode,
        message: text,
        ...(errors ? { errors } : {}),
        ...(details ? { details } : {}),
      };
    }
    if (isFastifyError(exception)) {
      return { statusCode: exception.statusCode, message: exception.message };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'Service temporarily unavailable. Please try again shortly.',
      };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

/** Errors raised by Fastify itself before Nest sees the request (bad JSON, body too large...). */
function isFastifyError(value: unknown): value is { statusCode: number; message: string } {
  if (!(value instanceof Error)) return false;
  const status = (value as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
