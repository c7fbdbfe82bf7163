import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { IMMUTABLE_CACHE, STATIC_CACHE } from './web.constants';

/**
 * Serves a built Vite app: hashed files under `assets/` are cached for a year, other files for an
 * hour. `index.html` is left to the page handler (it is never cached).
 */
export async function serveBuiltApp(
  fastify: FastifyInstance,
  root: string,
  prefix: string,
  decorateReply: boolean,
): Promise<boolean> {
  if (!existsSync(root)) return false;
  await fastify.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    index: false,
    decorateReply,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('/index.html'),
    setHeaders: (reply, path) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE_CACHE : STATIC_CACHE);
    },
  });
  return true;
}
