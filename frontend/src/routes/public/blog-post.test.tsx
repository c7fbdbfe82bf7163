import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { aPost } from '@/testing/content-data';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as BlogPostPage } from './blog-post';

function open(reply: Parameters<typeof fakeApi>[0][number][1], slug = 'digital-twins-explained') {
  const api = fakeApi([[/^blog-posts\/.+$/, reply]]);
  return {
    ...renderRoute(BlogPostPage, {
      path: '/blog/:slug',
      url: `/blog/${slug}`,
      fetchFn: api.fetchFn,
    }),
    api,
  };
}

describe('BlogPostPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should show a spinner first, then the article', async () => {
    open({ status: 200, body: aPost() });

    expect(screen.getByRole('progressbar', { name: 'Loading article…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Digital twins, explained for plant managers',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ana Ionescu')).toBeInTheDocument();
    expect(screen.getByText('Principal Data Engineer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'WHY IT MATTERS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Educational content' })).toBeInTheDocument();
    // The Back button is an island: in place, its code arrives as a chunk of its own.
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/blog');
  });

  it('should ask for the post by its slug', async () => {
    const { api } = open({ status: 200, body: aPost() }, 'a post');

    await screen.findByRole('heading', { level: 1 });
    expect(api.requests[0]!.pathname).toBe('/api/blog-posts/a%20post');
  });

  it('should play the audio embed only when the post has one', async () => {
    open({
      status: 200,
      body: aPost({
        hasAudio: true,
        audioEmbedHtml: '<iframe src="https://open.spotify.com/embed/episode/x"></iframe>',
      }),
    });

    const player = await screen.findByRole('region', { name: 'Listen to this article' });
    const frame = player.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://open.spotify.com/embed/episode/x');
    expect(frame).toHaveAttribute('title', 'Listen to this article'); // named for screen readers
  });

  it('should leave the audio out when there is none', async () => {
    open({ status: 200, body: aPost({ hasAudio: true, audioEmbedHtml: null }) });

    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('region', { name: 'Listen to this article' }),
    ).not.toBeInTheDocument();
  });

  it('should show Blog Post Not Found for an unknown slug', async () => {
    open({ status: 404, body: { statusCode: 404, message: 'Blog post not found' } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The article you're looking for doesn't seem to exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('should show the load error for other failures', async () => {
    open({ status: 503, body: { statusCode: 503, message: 'Service Unavailable' } });

    expect(await screen.findByText('Failed to load blog post')).toBeInTheDocument();
    expect(screen.queryByText('Blog Post Not Found')).not.toBeInTheDocument();
  });

  it("should read an editor's preview through its token and say it is not published", async () => {
    const api = fakeApi([[/^previews\/blog-posts\/.+$/, { status: 200, body: aPost() }]]);
    renderRoute(BlogPostPage, {
      path: '/blog/:slug',
      url: '/blog/a-draft?preview=the.preview.token',
      fetchFn: api.fetchFn,
    });

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Preview — not published')).toBeInTheDocument();
    const request = api.requests[0]!;
    expect(request.pathname).toBe('/api/previews/blog-posts/a-draft');
    expect(request.searchParams.get('token')).toBe('the.preview.token');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('should show no banner on the published page', async () => {
    open({ status: 200, body: aPost() });

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Preview — not published')).not.toBeInTheDocument();
  });
});
