import { renderToString } from 'react-dom/server';
import { IslandCollector, island, type IslandRecord } from './island';
import { inLanguage } from './page-navigation';

vi.mock('./registry', () => ({
  ISLANDS: {
    greeting: () => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>),
  },
}));

describe(island.name, () => {
  it('should leave a placeholder and record its props on an islands page (server)', () => {
    const Greeting = island('greeting' as never) as unknown as (props: { name: string }) => null;
    const collected: IslandRecord[] = [];
    const html = renderToString(
      <IslandCollector value={collected}>
        <Greeting name="Ada" />
      </IslandCollector>,
    );
    expect(collected).toEqual([{ name: 'greeting', props: { name: 'Ada' } }]);
    expect(html).toBe(
      '<div data-island="greeting" data-island-id="0" style="display:contents"><!--island:0--></div>',
    );
  });
});

describe(inLanguage.name, () => {
  it("should add the page's language to the site's links only", () => {
    expect(inLanguage('/blog?page=2#top', 'de')).toBe('/blog?page=2&lang=de#top');
    expect(inLanguage('/blog', 'en')).toBe('/blog');
    expect(inLanguage('/blog?lang=es', 'de')).toBe('/blog?lang=es');
    expect(inLanguage('https://example.com/x', 'de')).toBe('https://example.com/x');
  });
});
