import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { holdHydration } from './hydration-gate';

type Loader<P> = () => Promise<ComponentType<P>>;

const loaders = new Set<() => Promise<unknown>>();

/**
 * A component whose code is a chunk of its own and whose server-rendered markup React hydrates
 * later, on its own, once that chunk has arrived (a Suspense boundary around a lazy component):
 * the page's first hydration covers only what is above it, in smaller tasks.
 *
 * The server renders it like any component: `loadDeferredComponents` loads every deferred chunk
 * the matched routes declared before rendering, so the markup is complete.
 */
export function deferred<P extends object>(load: Loader<P>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (Loaded = component)));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  loaders.add(loadOnce);

  function Deferred(props: P) {
    const [gate] = useState(() => new PartGate());
    // Parent effects run after the children's: when the chunk was already there the inner one
    // has run and there is nothing to wait for; otherwise hold until it does.
    useEffect(() => gate.hold(), [gate]);
    // Already loaded (always so on the server, see `loadDeferredComponents`): rendered at once.
    // Otherwise the lazy one, for the whole life of this instance: switching types would remount.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <Hydrated gate={gate} />
      </Suspense>
    );
  }
  Deferred.displayName = 'Deferred';
  return Deferred;
}

/** Whether one deferred part is hydrated; holds the page's `whenHydrated` until it is. */
class PartGate {
  private hydrated = false;
  private release?: () => void;

  /** The part is mounted: hold unless it is hydrated already; returns the effect's cleanup. */
  hold(): () => void {
    if (!this.hydrated) this.release = holdHydration();
    return () => this.release?.();
  }

  done(): void {
    this.hydrated = true;
    this.release?.();
  }
}

function Hydrated({ gate }: { gate: PartGate }): ReactNode {
  useEffect(() => gate.done(), [gate]);
  return null;
}

/** Server rendering: the code of every deferred component declared so far, loaded. */
export async function loadDeferredComponents(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
