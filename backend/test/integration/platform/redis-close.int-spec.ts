import { Redis } from 'ioredis';
import { closeRedis } from '../../../src/redis/close-redis';

/** A test app closed while Redis is away must not leave a client reconnecting (Jest would hang). */
describe(closeRedis.name, () => {
  const options = { maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => attempt * 50 };

  it('should end a client that never reached Redis, even with a command waiting', async () => {
    const client = new Redis('redis://127.0.0.1:1', options);
    client.on('error', () => undefined);
    const pending = client.subscribe('nowhere').catch((error: Error) => error);
    await closeRedis(client);
    expect(client.status).toBe('end');
    expect(await pending).toBeInstanceOf(Error);
  });

  it('should quit a connected client', async () => {
    const client = new Redis('redis://127.0.0.1:6379', options);
    await client.ping();
    await closeRedis(client);
    expect(client.status).toBe('end');
    await closeRedis(client); // closing twice is harmless
  });
});
