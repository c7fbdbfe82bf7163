import { Clock } from '../../src/common/clock';

/** A clock the test moves by hand (`overrideProvider(Clock).useValue(clock)`). */
export class FakeClock extends Clock {
  constructor(private current = new Date('2025-06-01T09:00:00Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
