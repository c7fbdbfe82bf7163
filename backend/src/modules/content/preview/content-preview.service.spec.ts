import { NotFoundException } from '@nestjs/common';
import type { BlogPost, CaseStudy } from '@fabrion/shared';
import type { BlogPostsService } from '../blog-posts/blog-posts.service';
import type { CaseStudiesService } from '../case-studies/case-studies.service';
import { ContentPreviewService } from './content-preview.service';
import type { PreviewKind, PreviewTokensService } from './preview-tokens.service';

const POST_ID = 'post-1';
const STUDY_ID = 'study-1';

describe(ContentPreviewService.name, () => {
  /** Live tokens: `<kind>:<document id>`; anything else opens nothing. */
  const tokens = {
    issue: jest.fn(() => ({ token: 'h.p.s', expiresAt: new Date('2025-06-01T09:10:00Z') })),
    documentId: jest.fn(async (token: string, kind: PreviewKind) =>
      token.startsWith(`${kind}:`) ? token.slice(kind.length + 1) : null,
    ),
  };
  const posts = {
    adminGet: jest.fn(async () => ({ id: POST_ID, slug: 'a draft' })),
    preview: jest.fn(async (id: string) => {
      if (id !== POST_ID) throw new NotFoundException();
      return { slug: 'a-draft', title: 'A draft' } as BlogPost;
    }),
  };
  const studies = {
    adminGet: jest.fn(async () => ({ id: STUDY_ID, caseId: 'a-study' })),
    preview: jest.fn(async () => ({ caseId: 'a-study', title: 'A study' }) as CaseStudy),
  };
  const sut = new ContentPreviewService(
    tokens as unknown as PreviewTokensService,
    posts as unknown as BlogPostsService,
    studies as unknown as CaseStudiesService,
  );

  it("should issue a link to the document's public address", async () => {
    expect(await sut.postLink(POST_ID, 'editor-1')).toEqual({
      url: '/blog/a%20draft?preview=h.p.s',
      expiresAt: '2025-06-01T09:10:00.000Z',
    });
    expect(tokens.issue).toHaveBeenCalledWith('post', POST_ID, 'editor-1');
    expect((await sut.caseStudyLink(STUDY_ID, 'editor-1')).url).toBe(
      '/case-studies/a-study?preview=h.p.s',
    );
  });

  it('should open the page of the document the token is for, and no other', async () => {
    expect(await sut.opensPage('/blog/a-draft', `post:${POST_ID}`)).toBe(true);
    expect(await sut.opensPage('/case-studies/a-study', `case-study:${STUDY_ID}`)).toBe(true);
    expect(await sut.opensPage('/blog/another-post', `post:${POST_ID}`)).toBe(false);
    expect(await sut.opensPage('/blog/a-draft', `case-study:${STUDY_ID}`)).toBe(false);
    expect(await sut.opensPage('/blog/a-draft', 'post:deleted-post')).toBe(false);
    expect(await sut.opensPage('/blog/%E0%A4%A', `post:${POST_ID}`)).toBe(false);
    expect(await sut.opensPage('/about', `post:${POST_ID}`)).toBe(false);
  });

  it("should answer a preview's data, or 404 as for an unpublished document", async () => {
    expect(await sut.post('a-draft', `post:${POST_ID}`)).toMatchObject({ title: 'A draft' });
    await expect(sut.post('a-draft', 'forged')).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.caseStudy('other', `case-study:${STUDY_ID}`)).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });
});
