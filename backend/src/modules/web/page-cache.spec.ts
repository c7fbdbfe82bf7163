import { gzipSync } from 'node:zlib';
import { PageCache, type CachedPage } from './page-cache';

const page = (html: string): CachedPage => ({ status: 200, html, gzip: gzipSync(html) });

describe('PageCache', () => {
  let now: number;
  let sut: PageCache;

  beforeEach(() => {
    now = 1_000;
    sut = new PageCache(10, 60_000, () => now);
  });

  it('should serve a page as fresh within its TTL, then as stale', () => {
    sut.set('/about', page('a'), 1);

    expect(sut.get('/about', 1)).toEqual({ page: page('a'), stale: false });
    now += 59_999;
    expect(sut.get('/about', 1)?.stale).toBe(false);
    now += 1;
    expect(sut.get('/about', 1)).toEqual({ page: page('a'), stale: true });
  });

  it('should drop a page stored under an older content generation', () => {
    sut.set('/blog', page('old'), 1);

    expect(sut.get('/blog', 2)).toBeUndefined();
    expect(sut.get('/blog', 1)).toBeUndefined();
    expect(sut.size).toBe(0);
  });

  it('should keep nothing when disabled', () => {
    const off = new PageCache(0, 60_000, () => now);
    off.set('/', page('x'), 1);

    expect(off.get('/', 1)).toBeUndefined();
  });

  it('should share one render among the requests that wait for it', async () => {
    let release!: (value: CachedPage) => void;
    const render = jest.fn(() => new Promise<CachedPage>((resolve) => (release = resolve)));

    const first = sut.once('/', 1, render);
    const second = sut.once('/', 1, render);
    expect(sut.rendering).toBe(1);
    release(page('home'));

    await expect(Promise.all([first, second])).resolves.toEqual([page('home'), page('home')]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(sut.rendering).toBe(0);
  });

  it('should render again once a render has finished, or under a new generation', async () => {
    const render = jest.fn(async () => page('x'));

    await sut.once('/', 1, render);
    await sut.once('/', 1, render);
    await Promise.all([sut.once('/', 2, render), sut.once('/', 3, render)]);

    expect(render).toHaveBeenCalledTimes(4);
  });

  it('should pass a failed render to every waiter and forget it', async () => {
    const render = jest.fn(async () => {
      throw new Error('bundle failed');
    });

    const waiters = [sut.once('/', 1, render), sut.once('/', 1, render)];
    await expect(waiters[0]).rejects.toThrow('bundle failed');
    await expect(waiters[1]).rejects.toThrow('bundle failed');
    expect(sut.rendering).toBe(0);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
