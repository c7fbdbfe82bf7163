import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { z } from 'zod';
import { optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /**
   * Where the resource library's files are read from (never served from a public path: members
   * download them through `/api/resources/:slug/file`). Defaults to the files shipped in
   * `backend/private-files/resources`.
   */
  RESOURCES_FILES_DIR: optionalString(),
  /** The four AI copilots' external links (https), one per card of `/ai-copilots`. */
  COPILOT_MAAS_URL: optionalUrl(['https']),
  COPILOT_DEVELOPMENT_URL: optionalUrl(['https']),
  COPILOT_OPERATIONS_URL: optionalUrl(['https']),
  COPILOT_BUSINESS_URL: optionalUrl(['https']),
  /** The 'Upgrade to Premium' button of the AI pages. */
  PREMIUM_URL: optionalUrl(['https']),
});

export const resourcesConfig = registerAs('resources', () => {
  const env = validateEnv('resources', schema);
  return {
    filesDir: resolve(
      env.RESOURCES_FILES_DIR ?? resolve(__dirname, '..', '..', 'private-files', 'resources'),
    ),
    copilots: {
      maas: env.COPILOT_MAAS_URL ?? 'https://chatgpt.com/g/fabrion-maas-specialist',
      development:
        env.COPILOT_DEVELOPMENT_URL ?? 'https://chatgpt.com/g/fabrion-contract-developer',
      operations: env.COPILOT_OPERATIONS_URL ?? 'https://chatgpt.com/g/fabrion-operations-manager',
      business: env.COPILOT_BUSINESS_URL ?? 'https://chatgpt.com/g/fabrion-startup-scout',
    },
    premiumUrl: env.PREMIUM_URL ?? 'https://fabrion.eu/premium',
  };
});

export type ResourcesConfig = ReturnType<typeof resourcesConfig>;
