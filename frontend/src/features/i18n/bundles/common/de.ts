// The common namespaces of one language, by name: one lazy chunk (`load-translations.ts`).
const files = import.meta.glob<Record<string, unknown>>('../../locales/de/*.json', {
  import: 'default',
  eager: true,
});

export default Object.fromEntries(
  Object.entries(files).map(([path, bundle]) => [
    path.slice(path.lastIndexOf('/') + 1, -5),
    bundle,
  ]),
);
