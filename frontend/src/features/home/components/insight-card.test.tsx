import { screen } from '@testing-library/react';
import type { Insight } from '@fabrion/shared';
import { fakeApi, renderRoute } from '@/testing/test-utils';
import { InsightCard } from './insight-card';

const insight: Insight = {
  type: 'blog',
  key: 'pricing-uptime',
  href: '/blog/pricing-uptime',
  title: 'Pricing uptime, not machines',
  excerpt: 'Machine-as-a-service starts with a price.',
  image: null,
  category: 'strategy',
  date: 'June 24, 2025',
  publishedOn: '2025-06-24',
};

function renderCard(item: Insight, language: 'en' | 'de') {
  renderRoute(() => <InsightCard insight={item} />, {
    path: '/',
    url: '/',
    fetchFn: fakeApi([]).fetchFn,
    language,
  });
}

describe(InsightCard.name, () => {
  it("should print the date in the page's language, as a machine-readable <time>", () => {
    renderCard(insight, 'de');

    const date = screen.getByText('24. Juni 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-06-24');
  });

  it('should keep the editor text when the date could not be parsed', () => {
    renderCard({ ...insight, date: 'Spring 2025', publishedOn: null }, 'en');

    expect(screen.getByText('Spring 2025').tagName).not.toBe('TIME');
  });

  it('should link the title to the item', () => {
    renderCard(insight, 'en');

    expect(screen.getByRole('link', { name: insight.title })).toHaveAttribute('href', insight.href);
  });
});
