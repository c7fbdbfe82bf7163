import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceDetail, ResourceSummary } from '@fabrion/shared';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as ResourcesRoute } from './library';

const card = (n: number, overrides: Partial<ResourceSummary> = {}): ResourceSummary => ({
  slug: `resource-${n}`,
  title: `Resource number ${n}`,
  excerpt: `What resource ${n} is about.`,
  category: 'Canvas',
  date: '2026-10-20',
  image: null,
  fileName: null,
  ...overrides,
});

function openList(total: number, items = [card(1), card(2), card(3)]) {
  const api = fakeApi([
    [
      /^resources$/,
      (url) => ({
        status: 200,
        body: {
          items: url.searchParams.get('q') === 'nothing' ? [] : items,
          total,
          page: Number(url.searchParams.get('page')),
          pageSize: 3,
        },
      }),
    ],
  ]);
  const view = renderRoute(ResourcesRoute, {
    path: '/dashboard-resources',
    url: '/dashboard-resources',
    fetchFn: api.fetchFn,
  });
  return { ...view, requests: api.requests };
}

function openDetail(reply: { status: number; body?: unknown }) {
  const api = fakeApi([[/^resources\/[^/]+$/, reply]]);
  return renderRoute(ResourcesRoute, {
    path: '/dashboard-resources/:id',
    url: '/dashboard-resources/maas-canvas',
    fetchFn: api.fetchFn,
  });
}

describe('Resources pages', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should show the intro, the four tabs, the search box and three cards', async () => {
    openList(7);
    expect(await screen.findByText('Resource number 1')).toBeInTheDocument();
    expect(screen.getByText(/Case studies, flyers and canvases/)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Case Study', 'Flyer', 'Canvas']);
    expect(screen.getByPlaceholderText('Search resources')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read more: Resource number 2' })).toHaveAttribute(
      'href',
      '/dashboard-resources/resource-2',
    );
    // 7 resources: 3 pages; previous disabled on the first.
    const nav = screen.getByRole('navigation', { name: 'Resource pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('should page, and go back to page 1 on a tab or search change', async () => {
    const { requests, history } = openList(7);
    await screen.findByText('Resource number 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.location.search).toBe('?page=2'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('2'));
    fireEvent.click(screen.getByRole('tab', { name: 'Flyer' }));
    await waitFor(() => expect(history.location.search).toBe('?category=flyer'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('category')).toBe('Flyer'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    fireEvent.change(screen.getByPlaceholderText('Search resources'), {
      target: { value: 'nothing' },
    });
    expect(await screen.findByText('No Resources Found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No resources match your current search criteria. Try adjusting your search or browse a different category.',
      ),
    ).toBeInTheDocument();
    expect(history.location.search).toBe('?category=flyer&q=nothing');
  });

  it('should show the last page for an address past the end', async () => {
    const api = fakeApi([
      [
        /^resources$/,
        (url) => ({
          status: 200,
          body: {
            items: url.searchParams.get('page') === '9' ? [] : [card(7)],
            total: 7,
            page: Number(url.searchParams.get('page')),
            pageSize: 3,
          },
        }),
      ],
    ]);
    const { history } = renderRoute(ResourcesRoute, {
      path: '/dashboard-resources',
      url: '/dashboard-resources?page=9',
      fetchFn: api.fetchFn,
    });
    await waitFor(() => expect(history.location.search).toBe('?page=3'));
    expect(await screen.findByText('Resource number 7')).toBeInTheDocument();
  });

  it('should show no pagination for a single page', async () => {
    openList(2, [card(1), card(2)]);
    await screen.findByText('Resource number 1');
    expect(screen.queryByRole('navigation', { name: 'Resource pages' })).toBeNull();
  });

  it('should show the load error with its text', async () => {
    const api = fakeApi([
      [/^resources$/, { status: 503, body: { statusCode: 503, message: 'Database unavailable' } }],
    ]);
    renderRoute(ResourcesRoute, {
      path: '/dashboard-resources',
      url: '/dashboard-resources',
      fetchFn: api.fetchFn,
    });
    expect(await screen.findByText('Error Loading Resources')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('should show a resource with its HTML, the download card and the terms', async () => {
    const detail: ResourceDetail = {
      ...card(1, { fileName: 'maas-canvas.pdf', category: 'Case Study' }),
      contentHtml: '<h2>How to use it</h2><p>Start with the value unit.</p>',
    };
    openDetail({ status: 200, body: detail });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resource number 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How to use it' })).toBeInTheDocument();
    expect(screen.getByText('Case Study')).toBeInTheDocument();
    expect(screen.getByText('Additional resource material')).toBeInTheDocument();
    expect(screen.getByText('maas-canvas.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/dashboard-resources',
    );
    expect(
      screen.getByText(/reproduce this material provided the source is acknowledged/),
    ).toBeInTheDocument();
  });

  it('should show the excerpt when there is no body, and no download card without a file', async () => {
    openDetail({ status: 200, body: { ...card(1), contentHtml: null } });
    expect(await screen.findByText('What resource 1 is about.')).toBeInTheDocument();
    expect(screen.queryByText('Additional resource material')).toBeNull();
  });

  it('should say when a resource does not exist', async () => {
    openDetail({ status: 404, body: { statusCode: 404, message: 'Resource not found' } });
    expect(await screen.findByText('Resource Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The article you're looking for doesn't seem to exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Resources' })).toBeInTheDocument();
  });

  it('should show a load error with a way back', async () => {
    openDetail({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    expect(await screen.findByText('Error Loading Resource')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Resources' })).toBeInTheDocument();
  });
});
