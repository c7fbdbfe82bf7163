import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, type Observable, concatMap, map } from 'rxjs';
import type { AuthContext } from '../../common/decorators/auth.decorator';
import { auditScope, type AuditScope } from './audit-context';
import { AuditService } from './audit.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_PREFIX = '/api/admin/';

/**
 * Around every write under `/api/admin/*`: collects the records it changes (`auditScope`, filled
 * by the entity subscriber) and, when the handler succeeded, stores one audit row before the
 * answer leaves. A failed request changed nothing and leaves no row.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: AuthContext }>();
    const path = request.url.split('?')[0] ?? '';
    if (READS.has(request.method) || !path.startsWith(ADMIN_PREFIX)) return next.handle();
    const scope: AuditScope = { changes: [] };
    const statusCode =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return auditScope
      .run(scope, () => next.handle())
      .pipe(
        concatMap((body) =>
          from(
            this.audit.record({
              auth: request.auth ?? null,
              method: request.method,
              route: request.routeOptions.url ?? path,
              path,
              targetId: (request.params as Record<string, string> | undefined)?.id ?? null,
              statusCode,
              changes: scope.changes,
              ip: request.ip ?? null,
            }),
          ).pipe(map(() => body)),
        ),
      );
  }
}
