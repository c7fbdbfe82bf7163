import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useScrollEdges } from './use-scroll-edges';

interface Entry {
  target: Element;
  intersectionRatio: number;
}

/** IntersectionObserver as jsdom lacks it: the test reports what the browser would. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Entry[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Row({ items }: { items: string[] }) {
  const row = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(row, items.length);
  return (
    <>
      <div ref={row} data-testid="row">
        {items.map((item) => (
          <span key={item}>{item}</span>
        ))}
      </div>
      <output data-start={String(edges.start)} data-end={String(edges.end)} />
    </>
  );
}

describe(useScrollEdges.name, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('should watch the first and last items inside the row and report the ends they show', () => {
    const { container, getByTestId, unmount } = render(<Row items={['a', 'b', 'c']} />);
    const output = container.querySelector('output')!;
    const row = getByTestId('row');
    const [first, , last] = [...row.children];
    const observer = FakeObserver.current!;
    expect(observer.observed).toEqual([first, last]);
    expect(observer.options.root).toBe(row);
    expect(output.dataset).toMatchObject({ start: 'true', end: 'false' });

    // Scrolled forward to the end: the first item left the view, the last one came in.
    act(() =>
      observer.report([
        { target: first!, intersectionRatio: 0 },
        { target: last!, intersectionRatio: 1 },
      ]),
    );
    expect(output.dataset).toMatchObject({ start: 'false', end: 'true' });
    // A sliver of the last item out of view (rounding) still counts as in view...
    act(() => observer.report([{ target: last!, intersectionRatio: 0.995 }]));
    expect(output.dataset.end).toBe('true');
    // ...and of changes delivered together the latest holds.
    act(() =>
      observer.report([
        { target: last!, intersectionRatio: 1 },
        { target: last!, intersectionRatio: 0.4 },
      ]),
    );
    expect(output.dataset.end).toBe('false');

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('should observe a single item once, for both ends', () => {
    const { container } = render(<Row items={['only']} />);
    const observer = FakeObserver.current!;
    expect(observer.observed).toHaveLength(1);
    act(() => observer.report([{ target: observer.observed[0]!, intersectionRatio: 1 }]));
    expect(container.querySelector('output')!.dataset).toMatchObject({
      start: 'true',
      end: 'true',
    });
  });

  it('should observe a new set of items afresh', () => {
    const { rerender } = render(<Row items={['a', 'b']} />);
    const before = FakeObserver.current!;
    rerender(<Row items={['a', 'b', 'c']} />);
    expect(before.disconnected).toBe(true);
    expect(FakeObserver.current!.observed.map((element) => element.textContent)).toEqual([
      'a',
      'c',
    ]);
  });
});
