import { ASSESSMENT_PAGES, SCORECARD_PATH } from '@/features/assessments/paths';
import { assessmentPages, routes } from './router';

describe('routes', () => {
  it('should route the scorecard and the four assessment pages as member pages', () => {
    expect(assessmentPages).toEqual([SCORECARD_PATH, ...Object.values(ASSESSMENT_PAGES)]);
    const member = routes.find((route) => route.children?.some((c) => c.path === '/dashboard'));
    const paths = member!.children!.map((child) => child.path);
    expect(paths).toEqual(expect.arrayContaining(assessmentPages));
  });
});
