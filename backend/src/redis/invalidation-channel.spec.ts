import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { InvalidationChannel } from './invalidation-channel';

/** A Redis client pair in memory: `publish` reaches every subscriber duplicated from it. */
function fakeRedis() {
  const subscribers: EventEmitter[] = [];
  const client = {
    publish: jest.fn(async (channel: string, message: string) => {
      for (const subscriber of subscribers) subscriber.emit('message', channel, message);
      return subscribers.length;
    }),
    duplicate: () => {
      const subscriber = Object.assign(new EventEmitter(), {
        status: 'end',
        subscribe: jest.fn(async () => 1),
      });
      subscribers.push(subscriber);
      return subscriber;
    },
  };
  return { client: client as unknown as Redis, subscribers };
}

const options = { what: 'course', lag: '5 minutes', context: 'Test' };

describe('InvalidationChannel', () => {
  it('should clear every other instance on a publish, not the publisher', async () => {
    const { client } = fakeRedis();
    const one = new InvalidationChannel(client, 'p:course:invalidate', options);
    const two = new InvalidationChannel(client, 'p:course:invalidate', options);
    const cleared = { one: 0, two: 0 };
    await one.listen(() => (cleared.one += 1));
    await two.listen(() => (cleared.two += 1));

    await one.publish();

    expect(cleared).toEqual({ one: 0, two: 1 });
    expect(client.publish).toHaveBeenCalledWith('p:course:invalidate', expect.any(String));
  });

  it('should clear on every (re)subscription, messages sent meanwhile being lost', async () => {
    const { client, subscribers } = fakeRedis();
    const channel = new InvalidationChannel(client, 'p:content:invalidate', options);
    let cleared = 0;
    await channel.listen(() => (cleared += 1));

    subscribers[0]!.emit('ready');
    subscribers[0]!.emit('ready');

    expect(cleared).toBe(2);
    expect(subscribers[0]!.listenerCount('message')).toBe(1);
  });

  it('should neither throw nor wait when publishing fails', async () => {
    const { client } = fakeRedis();
    (client.publish as jest.Mock).mockRejectedValueOnce(new Error('connection lost'));
    const channel = new InvalidationChannel(client, 'p:course:invalidate', options);

    await expect(channel.publish()).resolves.toBeUndefined();
  });

  it('should do nothing without Redis', async () => {
    const channel = new InvalidationChannel(null, 'p:course:invalidate', options);
    let cleared = 0;

    await channel.listen(() => (cleared += 1));
    await channel.publish();
    await channel.close();

    expect(cleared).toBe(0);
  });
});
