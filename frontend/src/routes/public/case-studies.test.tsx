import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aCaseStudy } from '@/testing/content-data';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as CaseStudiesPage } from './case-studies';

function open(reply: Parameters<typeof fakeApi>[0][number][1]) {
  const api = fakeApi([[/^case-studies$/, reply]]);
  return renderRoute(CaseStudiesPage, {
    path: '/case-studies',
    url: '/case-studies',
    fetchFn: api.fetchFn,
  });
}

describe('CaseStudiesPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should group the studies under their display group', async () => {
    open({
      status: 200,
      body: [
        aCaseStudy({ caseId: 'twin', title: 'Twin', group: 'Technology', category: 'Energy' }),
        aCaseStudy({ caseId: 'shop', title: 'Shop', group: 'Retail/E-Commerce' }),
        aCaseStudy({ caseId: 'press', title: 'Press' }),
      ],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Success Stories' }),
    ).toBeInTheDocument();
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Retail/E-Commerce',
      'Manufacturing/Logistics',
      'Technology',
    ]);
    const retail = screen.getByRole('region', { name: 'Retail/E-Commerce' });
    // The cards hydrate (here: render) once their own chunk has loaded.
    expect(await within(retail).findByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/case-studies/shop',
    );
  });

  it('should show three technologies and "+N more" on a card', async () => {
    open({
      status: 200,
      body: [aCaseStudy({ technologies: ['IoT', 'Azure', 'Python', 'Kafka', 'dbt'] })],
    });

    const tags = await screen.findByRole('list', { name: 'Technologies' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IoT', 'Azure', 'Python', '+2 more']);
    expect(screen.getByText('Northern Steelworks')).toBeInTheDocument();
  });

  it('should say when there are no case studies', async () => {
    open({ status: 200, body: [] });

    expect(await screen.findByText('No case studies available at the moment')).toBeInTheDocument();
  });

  it('should show the load error', async () => {
    open({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });

    expect(await screen.findByText('Failed to load case studies')).toBeInTheDocument();
  });
});
