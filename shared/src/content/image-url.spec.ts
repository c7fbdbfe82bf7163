import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE, resolveImageUrl } from './image-url.js';

describe('resolveImageUrl', () => {
  it('should give the default image for an empty path', () => {
    expect(resolveImageUrl('')).toBe(DEFAULT_IMAGE);
    expect(resolveImageUrl('   ')).toBe(DEFAULT_IMAGE);
    expect(resolveImageUrl(null)).toBe(DEFAULT_IMAGE);
  });

  it('should read a relative path from the public storage location', () => {
    expect(resolveImageUrl('blog/cover.webp')).toBe(
      '/storage/v1/object/public/uploads/blog/cover.webp',
    );
    expect(resolveImageUrl('./x.png', 'about-us')).toBe('/storage/v1/object/public/about-us/x.png');
  });

  it('should rewrite a signed storage link to its public form', () => {
    expect(
      resolveImageUrl('https://cdn.example.com/storage/v1/object/sign/uploads/a.png?token=abc'),
    ).toBe('https://cdn.example.com/storage/v1/object/public/uploads/a.png');
  });

  it('should keep absolute and root-relative URLs', () => {
    expect(resolveImageUrl('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
    expect(resolveImageUrl('/images/x.svg')).toBe('/images/x.svg');
  });
});
