import { isContentUrl } from './content-cache.http';

describe(isContentUrl.name, () => {
  it.each([
    '/api/blog-posts',
    '/api/blog-posts?page=2',
    '/api/blog-posts/some-slug',
    '/api/case-studies',
    '/api/case-studies/x',
    '/api/insights?type=blog',
    '/api/jobs',
    '/api/client-logos',
  ])('should take %s for public content', (url) => {
    expect(isContentUrl(url)).toBe(true);
  });

  it.each(['/api/blog-postsx', '/api/health', '/api/auth/me', '/blog', '/api/jobs-admin', '/'])(
    'should not take %s for public content',
    (url) => {
      expect(isContentUrl(url)).toBe(false);
    },
  );
});
