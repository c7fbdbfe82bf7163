import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { contentRange } from '../../../common/admin/admin-list-query';
import { Authenticated } from '../../../common/decorators/auth.decorator';

/** The staff who edit the public site's content. */
export const CONTENT_STAFF = ['editor', 'admin'] as const;

/** A back-office content resource under /api/admin/<path>: editors and admins only. */
export function ContentAdmin(path: string) {
  return applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    Controller(`admin/${path}`),
    Authenticated(...CONTENT_STAFF),
  );
}

/** Sends a page with ra-data-simple-rest's `Content-Range`. */
export function sendPage<T>(
  reply: FastifyReply,
  resource: string,
  skip: number,
  [rows, total]: [T[], number],
): T[] {
  void reply.header('content-range', contentRange(resource, skip, rows.length, total));
  return rows;
}
