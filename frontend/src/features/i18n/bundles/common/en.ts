// The common namespaces of one language, by name: one lazy chunk (`load-translations.ts`).
import { byNamespace } from '../../namespaces';

const files = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', {
  import: 'default',
  eager: true,
});

export default byNamespace(files);
