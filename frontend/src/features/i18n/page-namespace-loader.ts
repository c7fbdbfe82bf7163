import type { Language } from '@fabrion/shared';
import { pageNamespaces } from './namespaces';

type Bundle = Record<string, unknown>;

// One lazy chunk per folder and language with its page namespaces (`bundles/pages/`).
const chunks = import.meta.glob<{ default: Record<string, Bundle> }>('./*.ts', {
  base: './bundles/pages',
});

/** Reads in progress or done: one promise per file, kept (a failed one too, until a reload). */
const reads = new Map<string, Promise<Bundle>>();

pageNamespaces.read = (language: Language, namespace: string): Promise<Bundle> => {
  const key = `${language}/${namespace}`;
  let read = reads.get(key);
  if (!read) {
    const load = chunks[`./${namespace.split('/')[0]}-${language}.ts`];
    // Every page namespace exists in every language (tested).
    read = load!().then(({ default: files }) => files[namespace]!);
    reads.set(key, read);
  }
  return read;
};
