import { LANGUAGES } from '@fabrion/shared';
import { resources } from '@/features/i18n/resources';
import { DASHBOARD_TILES, NAV_ITEMS } from './nav-items';

describe('NAV_ITEMS', () => {
  it('should offer every destination but the dashboard itself as a dashboard tile, in order', () => {
    expect(DASHBOARD_TILES.map((item) => item.to)).toEqual([
      '/masterclass',
      '/scorecard',
      '/ai-solutions',
      '/ai-prompts',
      '/ai-copilots',
      '/dashboard-resources',
    ]);
    expect(NAV_ITEMS.filter((item) => !item.tile).map((item) => item.to)).toEqual(['/dashboard']);
  });

  it.each(LANGUAGES)(
    'should have a label and, for a tile, its title and text in "%s"',
    (language) => {
      const member = resources[language]['portal/member'] as {
        nav: Record<string, string>;
        dashboard: { tiles: Record<string, { title: string; text: string }> };
      };
      for (const { key, tile } of NAV_ITEMS) {
        expect(member.nav[key]).toEqual(expect.any(String));
        if (tile)
          expect(member.dashboard.tiles[key]).toEqual({
            title: expect.any(String),
            text: expect.any(String),
          });
      }
      expect(Object.keys(member.dashboard.tiles).sort()).toEqual(
        DASHBOARD_TILES.map((item) => item.key).sort(),
      );
    },
  );
});
