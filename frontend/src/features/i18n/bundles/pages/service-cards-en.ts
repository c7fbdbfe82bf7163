// The service-cards page namespaces of one language, by name ("service-cards/…"): one lazy chunk
// (`page-namespace-loader.ts`).
const files = import.meta.glob<Record<string, unknown>>('../../locales/en/service-cards/*.json', {
  import: 'default',
  eager: true,
});

export default Object.fromEntries(
  Object.entries(files).map(([path, bundle]) => [
    path.split('/').slice(-2).join('/').slice(0, -5),
    bundle,
  ]),
);
