import { render, screen, within } from '@testing-library/react';
import { MarqueeStrip } from './marquee-strip';

const ITEMS = [
  { name: 'One', width: 100 },
  { name: 'Two', width: 150 },
];

function renderStrip() {
  return render(
    <MarqueeStrip
      items={ITEMS}
      pxPerFrame={0.5}
      label="Logos"
      itemKey={(item) => item.name}
      itemWidth={(item) => item.width}
      renderItem={(item, copy) => <span data-copy={copy}>{item.name}</span>}
    />,
  );
}

/** The text of every style sheet Emotion added to the document. */
const styles = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe(MarqueeStrip.name, () => {
  it('should render the items twice, the second copy hidden from assistive technology', () => {
    renderStrip();
    const lists = within(screen.getByRole('region', { name: 'Logos' })).getAllByRole('list', {
      hidden: true,
    });
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('aria-hidden');
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists.map((list) => list.textContent)).toEqual(['OneTwo', 'OneTwo']);
  });

  it('should set the loop duration from the items: their widths and gaps at 30 px a second', () => {
    const { container } = renderStrip();
    const track = container.querySelector<HTMLElement>('[data-marquee-track]')!;
    // (100 + 24) + (150 + 24) = 298 px at 0.5 px × 60 frames a second.
    expect(track.style.getPropertyValue('--marquee-duration')).toBe(
      `${Math.round((298 / 30) * 1000)}ms`,
    );
  });

  it('should move the track by one copy in CSS, paused on hover and still under reduced motion', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    renderStrip();
    const css = styles().replace(/\s+/g, '');
    expect(css).toMatch(/animation:marquee-loopvar\(--marquee-duration\)linearinfinite/);
    expect(css).toMatch(
      /@keyframesmarquee-loop\{from\{[^}]*transform:translate3d\(0,0,0\);\}to\{[^}]*transform:translate3d\(-50%,0,0\);\}\}/,
    );
    expect(css).toMatch(/:hover>\[data-marquee-track\][^{]*\{[^}]*animation-play-state:paused;\}/);
    expect(css).toMatch(/@media\(prefers-reduced-motion:reduce\)\{[^{]*\{[^}]*animation:none;\}/);
    expect(frame).not.toHaveBeenCalled();
  });
});
