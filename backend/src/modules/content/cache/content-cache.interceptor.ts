import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { setContentHeaders } from './content-cache.http';
import { ContentCacheService } from './content-cache.service';

/**
 * A public content response computed by its handler (a cache miss) is serialised once, kept for
 * the next requests of the same URL, and sent with its ETag and Cache-Control.
 */
@Injectable()
export class ContentCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: ContentCacheService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<Buffer> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const generation = this.cache.generation;
    return next.handle().pipe(
      map((body: unknown) => {
        const cached = this.cache.store(request.url, Buffer.from(JSON.stringify(body)), generation);
        setContentHeaders(reply, cached);
        return cached.body;
      }),
    );
  }
}
