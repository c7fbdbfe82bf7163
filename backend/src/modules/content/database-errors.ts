import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation (a duplicate slug, case id or name). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505'
  );
}
