/** A start-up failure of the embedded PostgreSQL, already worded as cause and fix. */
export class EmbeddedPostgresStartError extends Error {
  override name = 'EmbeddedPostgresStartError';
}

const ALTERNATIVE = 'or set DATABASE_URL to a PostgreSQL you run';

/**
 * One sentence for a failed start of the embedded PostgreSQL: what went wrong and what to do
 * (never a stack trace). `dir` is the data folder.
 */
export function explainStartFailure(error: unknown, dir: string): string {
  if (error instanceof EmbeddedPostgresStartError) return error.message;
  const failure = error as (Error & { code?: string; path?: string; syscall?: string }) | undefined;
  const message = failure?.message ?? String(error ?? 'the server process ended');
  const start = 'The embedded PostgreSQL could not start';
  if (failure?.syscall?.startsWith('spawn'))
    return `${start}: ${failure.path ?? 'its program'} could not be run (${failure.code}); reinstall with "npm ci" as the user who runs the app, ${ALTERNATIVE}.`;
  if (failure?.code === 'EACCES' || failure?.code === 'EPERM')
    return `${start}: no permission for ${failure.path ?? dir} (${failure.code}); give the user running the app access to it, set VAR_DIR to a folder it owns, ${ALTERNATIVE}.`;
  if (failure?.code === 'ENOSPC')
    return `${start}: the disk holding ${dir} is full; free some space ${ALTERNATIVE}.`;
  if (/Failed to create and initialize a new user/.test(message))
    return `${start}: the postgres system user could not be created (PostgreSQL refuses to run as root); create it with "useradd postgres" ${ALTERNATIVE}.`;
  if (/init script failed/i.test(message)) {
    const detail = /ERROR OUTPUT: *(?:initdb: )?(?:error: )?([^\n]+)/.exec(message)?.[1]?.trim();
    return `${start}: initdb failed in ${dir}${detail ? ` (${detail})` : ''}; remove that folder (local data only) and start again, ${ALTERNATIVE}.`;
  }
  return `${start} from ${dir} (${message.split('\n')[0] || 'the server process ended during start-up'}); remove that folder if it holds only local data and start again, ${ALTERNATIVE}.`;
}
