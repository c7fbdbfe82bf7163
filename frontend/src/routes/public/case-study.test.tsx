import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aCaseStudy } from '@/testing/content-data';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as CaseStudyPage } from './case-study';

function open(reply: Parameters<typeof fakeApi>[0][number][1]) {
  const api = fakeApi([[/^case-studies\/.+$/, reply]]);
  return renderRoute(CaseStudyPage, {
    path: '/case-studies/:caseId',
    url: '/case-studies/predictive-maintenance',
    fetchFn: api.fetchFn,
  });
}

describe('CaseStudyPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should show challenge, solution, key results and the project overview', async () => {
    open({
      status: 200,
      body: aCaseStudy({ technologies: ['IoT', 'Azure', 'Python', 'Kafka', 'dbt'] }),
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Predictive maintenance for press lines',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Challenge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solution' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Key Results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    const overview = screen.getByRole('complementary', { name: 'Project Overview' });
    expect(within(overview).getByText('Manufacturing')).toBeInTheDocument();
    expect(within(overview).getAllByRole('listitem')).toHaveLength(5);
    // The Back button is an island: in place, its code arrives as a chunk of its own.
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
  });

  it('should show Case Study Not Found with a way home', async () => {
    open({ status: 404, body: { statusCode: 404, message: 'Case study not found' } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case Study Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('should show the load error for other failures', async () => {
    open({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });

    expect(await screen.findByText('Failed to load case study')).toBeInTheDocument();
  });
});
