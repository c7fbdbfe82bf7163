import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The visitor's address: the socket peer, or the nearest hop a trusted proxy (TRUST_PROXY) saw. */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<FastifyRequest>().ip;
});

/** The User-Agent header, trimmed to a storable length. */
export const UserAgent = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const value = context.switchToHttp().getRequest<FastifyRequest>().headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 512) : null;
});
