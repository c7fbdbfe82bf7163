import { applyDecorators, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotModifiedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';

/**
 * A public content controller: responses cached in memory with ETag and Cache-Control, the
 * API-wide per-IP budget (THROTTLE_DEFAULT_*) on the requests that reach the handler.
 */
export function PublicContent(tag: string) {
  return applyDecorators(
    ApiTags(tag),
    UseGuards(ThrottlerGuard),
    UseInterceptors(ContentCacheInterceptor),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a cached copy' }),
    ApiNotModifiedResponse({ description: 'The cached copy (If-None-Match) is current' }),
    ApiBadRequestResponse({
      description: 'Invalid query: { statusCode, message, errors: { field: message } }',
    }),
    ApiTooManyRequestsResponse({ description: 'Per-IP budget exhausted' }),
  );
}
