// The service-cards page namespaces of one language, by name ("service-cards/…"): one lazy chunk
// (`page-namespace-loader.ts`).
import { byNamespace } from '../../namespaces';

const files = import.meta.glob<Record<string, unknown>>('../../locales/es/service-cards/*.json', {
  import: 'default',
  eager: true,
});

export default byNamespace(files);
