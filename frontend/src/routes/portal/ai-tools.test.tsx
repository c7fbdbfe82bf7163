import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AiToolLinks } from '@fabrion/shared';
import { fakeApi, PAGE_TEST_TIMEOUT, renderRoute } from '@/testing/test-utils';
import { Component as AiToolsRoute } from './library';

const LINKS: AiToolLinks = {
  copilots: {
    maas: 'https://gpt.test/maas',
    development: 'https://gpt.test/dev',
    operations: 'https://gpt.test/ops',
    business: 'https://gpt.test/scout',
  },
  premiumUrl: 'https://shop.test/premium',
  communityLinks: {
    whatsapp: 'https://wa.test/g',
    youtube: 'https://yt.test/c',
    linkedin: 'https://li.test/p',
    x: 'https://x.test/f',
  },
};

function open(path: string) {
  const api = fakeApi([[/^ai-tools\/links$/, { status: 200, body: LINKS }]]);
  return renderRoute(AiToolsRoute, { path, url: path, fetchFn: api.fetchFn });
}

async function expectConnectWithUs() {
  expect(screen.getByRole('heading', { name: 'Connect With Us' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /^Upgrade to Premium/ })).toHaveAttribute(
      'href',
      LINKS.premiumUrl,
    ),
  );
  for (const [name, href] of [
    [/^WhatsApp group/, LINKS.communityLinks.whatsapp],
    [/^YouTube/, LINKS.communityLinks.youtube],
    [/^LinkedIn/, LINKS.communityLinks.linkedin],
    [/^Twitter \/ X/, LINKS.communityLinks.x],
  ] as const) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
  }
}

describe('AI pages', { timeout: PAGE_TEST_TIMEOUT }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should show the four copilots, each opening its configured link in a new tab', async () => {
    open('/ai-copilots');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Copilots' }),
    ).toBeInTheDocument();
    for (const category of ['MaaS', 'Development', 'Operations', 'Business']) {
      expect(screen.getByText(category)).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Open Machine-as-a-Service Specialist in a new tab' }),
      ).toHaveAttribute('href', LINKS.copilots.maas),
    );
    const opens = screen.getAllByRole('link', { name: /^Open .* in a new tab$/ });
    expect(opens.map((link) => link.getAttribute('href'))).toEqual(Object.values(LINKS.copilots));
    expect(opens.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(opens.map((link) => link.textContent)).toEqual(['Open', 'Open', 'Open', 'Open']);
    await expectConnectWithUs();
  });

  it("should show the six solution areas with the spec's counts", async () => {
    open('/ai-solutions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Solutions' }),
    ).toBeInTheDocument();
    for (const [title, count] of [
      ['Computer Vision', 8],
      ['Conversational AI', 12],
      ['Big Data Analytics', 7],
      ['IoT Integration', 5],
      ['Global Insights', 9],
      ['Cloud Operations', 6],
    ] as const) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.closest('article')).toHaveTextContent(`${count} solutions`);
    }
    expect(screen.getAllByRole('button', { name: /^See Solutions/ })).toHaveLength(6);
    await expectConnectWithUs();
  });

  it('should copy a prompt and say so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open('/ai-prompts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Prompts' }),
    ).toBeInTheDocument();
    for (const [title, category] of [
      ['Market Analysis', 'Business'],
      ['Content Generation', 'Marketing'],
      ['Technical Documentation', 'Development'],
      ['Data Analysis', 'Analytics'],
    ]) {
      expect(
        screen.getByRole('heading', { level: 2, name: title }).closest('article'),
      ).toHaveTextContent(category!);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Data Analysis prompt' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Prompt copied to clipboard successfully')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^You are a production data analyst\./),
    );
    await expectConnectWithUs();
  });

  it('should tell when the browser refuses to copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    document.execCommand = vi.fn().mockReturnValue(false);
    open('/ai-prompts');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the Market Analysis prompt' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});
