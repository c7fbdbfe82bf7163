import { withTimeout } from './with-timeout';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

describe(withTimeout.name, () => {
  it('should settle with the promise when it is in time', async () => {
    await expect(withTimeout(after(5, 'value'), 1000, () => 'late')).resolves.toBe('value');
    await expect(withTimeout(failAfter(5, 'boom'), 1000, () => 'late')).rejects.toThrow('boom');
  });

  it('should settle with the fallback when the promise is late', async () => {
    await expect(withTimeout(after(1000, 'value'), 10, () => 'late')).resolves.toBe('late');
  });

  it('should reject with what the fallback throws', async () => {
    const sut = withTimeout(after(1000, 'value'), 10, () => {
      throw new Error('no answer in 10 ms');
    });
    await expect(sut).rejects.toThrow('no answer in 10 ms');
  });

  it('should clear its timer once decided, so nothing is left pending', async () => {
    const onTimeout = jest.fn(() => 'late');
    await withTimeout(Promise.resolve('now'), 20, onTimeout);
    await after(40, null);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
