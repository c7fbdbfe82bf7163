import { applyMailto } from './apply-mailto';

describe('applyMailto', () => {
  it('should address the careers inbox with the job title in the subject', () => {
    const href = applyMailto('careers@example.com', 'Fellowship Program (m/f/d)');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('careers@example.com');
    expect(url.searchParams.get('subject')).toBe('Application for Fellowship Program (m/f/d)');
  });

  it('should encode characters that would break the link', () => {
    expect(applyMailto('a@b.c', 'R&D Lead')).toBe(
      'mailto:a@b.c?subject=Application%20for%20R%26D%20Lead',
    );
  });
});
