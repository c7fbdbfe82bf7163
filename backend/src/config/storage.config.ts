import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { z } from 'zod';
import { appConfig } from './app.config';
import { optionalString, validateEnv } from './validate-env';

const schema = z.object({
  /** Uploaded files, one folder per bucket; defaults to `<VAR_DIR>/storage`. */
  STORAGE_DIR: optionalString(),
});

export const storageConfig = registerAs('storage', () => {
  const env = validateEnv('storage', schema);
  return {
    /** Uploads (mutable); searched first. */
    uploadsDir: resolve(env.STORAGE_DIR ?? resolve(appConfig().varDir, 'storage')),
    /** Files shipped with the code (seed images, client logos). */
    shippedDir: resolve(__dirname, '..', '..', 'storage'),
  };
});

export type StorageConfig = ReturnType<typeof storageConfig>;
