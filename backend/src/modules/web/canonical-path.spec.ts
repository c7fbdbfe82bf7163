import { canonicalRedirect } from './canonical-path';

describe(canonicalRedirect.name, () => {
  it('should leave canonical addresses alone', () => {
    for (const url of ['/', '/about', '/services/DLT', '/blog?page=2', '/blog/Some-Post']) {
      expect(canonicalRedirect(url)).toBeNull();
    }
  });

  it('should drop trailing slashes and keep the query', () => {
    expect(canonicalRedirect('/about/')).toBe('/about');
    expect(canonicalRedirect('/blog//?page=2&lang=de')).toBe('/blog?page=2&lang=de');
    expect(canonicalRedirect('/blog/some-post/')).toBe('/blog/some-post');
  });

  it('should never send a visitor to another host', () => {
    expect(canonicalRedirect('//evil.example/')).toBe('/evil.example');
    expect(canonicalRedirect('//evil.example')).toBe('/evil.example');
  });

  it('should give fixed public pages their own letter case', () => {
    expect(canonicalRedirect('/About')).toBe('/about');
    expect(canonicalRedirect('/services/dlt?lang=es')).toBe('/services/DLT?lang=es');
    expect(canonicalRedirect('/Services/Strategy/')).toBe('/services/strategy');
  });
});
