import { pageAddress } from './page-address';

describe(pageAddress.name, () => {
  it('should keep only the parameters a page reads, valid and in a fixed order', () => {
    expect(pageAddress('/blog?page=2&lang=es')).toBe('/blog?lang=es&page=2');
    expect(pageAddress('/blog?lang=es&page=02&utm_source=x')).toBe('/blog?lang=es&page=2');
    expect(pageAddress('/about?lang=xx&page=abc&fbclid=1')).toBe('/about');
    expect(pageAddress('/blog?page=1')).toBe('/blog');
    expect(pageAddress('/')).toBe('/');
  });
});
