import { createSecurityHeaders, recordSecurityHeaders } from './security-headers';

/** The CSP's directives as a map of name to sources. */
function directives(config: Parameters<typeof createSecurityHeaders>[0]) {
  const headers = recordSecurityHeaders(createSecurityHeaders(config));
  const csp = headers[headers.findIndex((h) => h.toLowerCase() === 'content-security-policy') + 1]!;
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );
}

describe(createSecurityHeaders.name, () => {
  const config = { isProduction: true, audioEmbedHosts: ['open.spotify.com', 'w.soundcloud.com'] };

  it('should forbid <base> and name only the frame and image origins the site uses', () => {
    const sut = directives(config);
    expect(sut.get('base-uri')).toEqual(["'none'"]);
    expect(sut.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://open.spotify.com',
      'https://w.soundcloud.com',
    ]);
    expect(sut.get('img-src')).toEqual(["'self'", 'data:']);
    expect(sut.get('frame-ancestors')).toEqual(["'self'"]);
    expect(sut.get('object-src')).toEqual(["'none'"]);
  });

  it('should send HSTS and nosniff', () => {
    const headers = recordSecurityHeaders(createSecurityHeaders(config));
    const get = (name: string) => headers[headers.findIndex((h) => h.toLowerCase() === name) + 1];
    expect(get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(get('x-content-type-options')).toBe('nosniff');
  });
});
