import type { Redis } from 'ioredis';

const END_TIMEOUT_MS = 2_000;

/**
 * Closes an ioredis client for good and resolves once it has ended. A connected client is asked to
 * QUIT (its replies drain first), then disconnected whatever happened. A client that is not
 * connected is disconnected at once: a QUIT would wait in its offline queue behind earlier commands
 * (a pending SUBSCRIBE...), fail with them, and leave the client reconnecting forever, which keeps
 * the process (or Jest) from exiting.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<void>((resolve) => {
    client.once('end', resolve);
    timer = setTimeout(resolve, END_TIMEOUT_MS);
    timer.unref();
  });
  if (client.status === 'ready') await client.quit().catch(() => undefined);
  client.disconnect();
  await ended;
  clearTimeout(timer);
}
