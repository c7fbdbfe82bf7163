import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aPostPage } from '@/testing/content-data';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as BlogPage } from './blog';

function open(url: string, reply: Parameters<typeof fakeApi>[0][number][1]) {
  const api = fakeApi([[/^blog-posts$/, reply]]);
  return { ...renderRoute(BlogPage, { path: '/blog', url, fetchFn: api.fetchFn }), api };
}

describe('BlogPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should show twelve posts and numbered pagination when there are two pages', async () => {
    const { api } = open('/blog', (url) => ({
      status: 200,
      body: aPostPage(15, Number(url.searchParams.get('page'))),
    }));

    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const pagination = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pagination).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/blog?page=2',
    );
    expect(within(pagination).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog?page=2',
    );
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(api.requests[0]!.searchParams.get('page')).toBe('1');
    expect(api.requests[0]!.searchParams.get('pageSize')).toBe('12');
  });

  it('should ask the server for the page in the URL and link back to the bare /blog', async () => {
    const { api } = open('/blog?page=2&lang=de', (url) => ({
      status: 200,
      body: aPostPage(15, Number(url.searchParams.get('page'))),
    }));

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Post number 13' })).toHaveAttribute(
      'href',
      '/blog/post-13',
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog?lang=de',
    );
    expect(api.requests[0]!.searchParams.get('page')).toBe('2');
  });

  it('should hide the pagination when everything fits on one page', async () => {
    open('/blog', { status: 200, body: aPostPage(5) });

    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('should show a card with its category, date and read time', async () => {
    open('/blog', { status: 200, body: aPostPage(1) });

    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('AI')).toBeInTheDocument();
    expect(within(card).getByText('March 4, 2025')).toBeInTheDocument();
    expect(within(card).getByText('5 min read')).toBeInTheDocument();
    expect(within(card).getByText('Excerpt of post 1.')).toBeInTheDocument();
  });

  it('should say when a page past the end has no posts', async () => {
    open('/blog?page=9', { status: 200, body: { ...aPostPage(15, 9), page: 9 } });

    expect(await screen.findByText('There are no articles on page 9.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('should show the load error in red', async () => {
    open('/blog', { status: 500, body: { statusCode: 500, message: 'Internal server error' } });

    expect(await screen.findByText('Failed to load blog posts')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('should speak the reader language', async () => {
    const { container } = renderRoute(BlogPage, {
      path: '/blog',
      url: '/blog',
      language: 'de',
      fetchFn: fakeApi([[/^blog-posts$/, { status: 200, body: aPostPage(1) }]]).fetchFn,
    });

    expect(await screen.findByText('4. März 2025')).toBeInTheDocument();
    expect(within(container).getByText('5 Min. Lesezeit')).toBeInTheDocument();
    expect(within(container).getByText('KI')).toBeInTheDocument();
  });
});
