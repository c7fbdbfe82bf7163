import { z } from 'zod';

/** Thrown at boot when an environment variable is missing or malformed; names the variable. */
export class ConfigValidationError extends Error {
  constructor(namespace: string, issues: string[]) {
    super(`Invalid configuration (${namespace}):\n  - ${issues.join('\n  - ')}`);
    this.name = 'ConfigValidationError';
  }
}

/** Parses `process.env` against a namespace's schema, naming every offending variable. */
export function validateEnv<T extends z.ZodType>(
  namespace: string,
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(root)';
    const value = env[variable];
    const shown = value === undefined ? 'unset' : `"${value}"`;
    return `${variable} (${shown}): ${issue.message}`;
  });
  throw new ConfigValidationError(namespace, issues);
}

/** Empty strings in .env files mean "not set". */
export const optionalString = () =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({
        protocol: new RegExp(`^(${protocols.join('|')})$`),
        error: `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL`,
      })
      .optional(),
  );

export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

export const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
