// The legal-texts page namespaces of one language, by name ("legal-texts/…"): one lazy chunk
// (`page-namespace-loader.ts`).
import { byNamespace } from '../../namespaces';

const files = import.meta.glob<Record<string, unknown>>('../../locales/en/legal-texts/*.json', {
  import: 'default',
  eager: true,
});

export default byNamespace(files);
