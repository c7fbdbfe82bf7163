import { createBrowserEmotionCache, SERVER_STYLES_ATTRIBUTE } from './emotion-cache';

describe(createBrowserEmotionCache.name, () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('should count the server-rendered styles as inserted and leave their element where it is', () => {
    document.head.innerHTML = [
      '<meta name="first">',
      '<style data-emotion="css-global 1a2b" data-s="">body{margin:0;}</style>',
      `<style ${SERVER_STYLES_ATTRIBUTE}="abc123 def456">.css-abc123{color:red;}</style>`,
      '<meta name="last">',
    ].join('');
    const before = [...document.head.children];
    const sheet = (document.head.children[2] as HTMLStyleElement).sheet;

    const cache = createBrowserEmotionCache();

    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect([...document.head.children]).toEqual(before);
    expect((document.head.children[2] as HTMLStyleElement).sheet).toBe(sheet);
  });

  it('should count nothing on a page the server did not render', () => {
    expect(Object.keys(createBrowserEmotionCache().inserted)).toEqual([]);
  });
});
