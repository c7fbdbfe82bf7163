import { marqueeLoopDuration } from './marquee-loop';

describe(marqueeLoopDuration.name, () => {
  it('should take the time to move one copy of the items at the given px per 60 Hz frame', () => {
    // (100 + 20) + (200 + 20) = 340 px; 1 px a frame is 60 px a second.
    expect(marqueeLoopDuration([100, 200], 20, 1)).toBe(`${Math.round((340 / 60) * 1000)}ms`);
    // Half the speed, twice the time.
    expect(marqueeLoopDuration([100, 200], 20, 0.5)).toBe(`${Math.round((340 / 30) * 1000)}ms`);
  });

  it('should give no time to no items', () => {
    expect(marqueeLoopDuration([], 24, 1)).toBe('0ms');
  });
});
