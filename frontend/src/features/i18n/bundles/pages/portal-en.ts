// The portal page namespaces of one language, by name ("portal/…"): one lazy chunk
// (`page-namespace-loader.ts`).
import { byNamespace } from '../../namespaces';

const files = import.meta.glob<Record<string, unknown>>('../../locales/en/portal/*.json', {
  import: 'default',
  eager: true,
});

export default byNamespace(files);
