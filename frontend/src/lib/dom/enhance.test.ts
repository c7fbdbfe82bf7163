import { enhance, type Enhancer } from './enhance';

describe(enhance.name, () => {
  it('should run an enhancer once per element, the first caller owning the stop', () => {
    const stop = vi.fn();
    const enhancer = vi.fn<Enhancer>().mockReturnValue(stop);
    const element = document.createElement('span');

    const first = enhance(element, enhancer);
    // A hydrated component's effect asks again: nothing more runs, and its stop changes nothing.
    const second = enhance(element, enhancer);
    expect(enhancer).toHaveBeenCalledTimes(1);
    second();
    expect(stop).not.toHaveBeenCalled();

    first();
    expect(stop).toHaveBeenCalledTimes(1);
    // Stopped: it may run again (a remounted component).
    enhance(element, enhancer);
    expect(enhancer).toHaveBeenCalledTimes(2);
  });

  it('should run on each element of its own', () => {
    const enhancer = vi.fn<Enhancer>().mockReturnValue(() => undefined);
    enhance(document.createElement('p'), enhancer);
    enhance(document.createElement('p'), enhancer);
    expect(enhancer).toHaveBeenCalledTimes(2);
  });
});
