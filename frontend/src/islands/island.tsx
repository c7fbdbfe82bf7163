import { createContext, useContext, type ComponentType } from 'react';
import { deferred } from '@/components/deferred';
import { ISLAND_ATTRIBUTE } from './constants';
import { ISLANDS, type IslandName, type IslandProps } from './registry';

export { ISLAND_ATTRIBUTE, ISLAND_PROPS_ID } from './constants';

/** An island the server rendered in an islands page: its name and its (JSON) props. */
export interface IslandRecord {
  name: IslandName;
  props: object;
}

/**
 * Set while the server renders an islands page: each island leaves a placeholder and its record
 * here, and is rendered afterwards as a root of its own (`renderIslands` in entry-server), the very
 * tree the browser hydrates. Absent (the member pages' app, a page hydrated whole): in place.
 */
export const IslandCollector = createContext<IslandRecord[] | null>(null);

export const islandPlaceholder = (id: number) => `<!--island:${id}-->`;

/**
 * The interactive part `name` of a public page (declared in `registry.ts`), with its props (JSON
 * only: they travel to the browser in the page). Server-rendered islands pages make it a root of
 * its own; anywhere else it renders in place, its code loaded as a chunk of its own (`deferred`).
 */
export function island<N extends IslandName>(name: N): ComponentType<IslandProps<N>> {
  const InPlace = deferred(ISLANDS[name] as () => Promise<ComponentType<object>>);
  function Island(props: IslandProps<N>) {
    const collected = useContext(IslandCollector);
    if (!collected) return <InPlace {...(props as object)} />;
    const id = collected.push({ name, props: props as object }) - 1;
    return (
      <div
        {...{ [ISLAND_ATTRIBUTE]: name }}
        data-island-id={id}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
