// The legal-texts page namespaces of one language, by name ("legal-texts/…"): one lazy chunk
// (`page-namespace-loader.ts`).
const files = import.meta.glob<Record<string, unknown>>('../../locales/de/legal-texts/*.json', {
  import: 'default',
  eager: true,
});

export default Object.fromEntries(
  Object.entries(files).map(([path, bundle]) => [
    path.split('/').slice(-2).join('/').slice(0, -5),
    bundle,
  ]),
);
