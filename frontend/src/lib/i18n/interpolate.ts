/**
 * A text's `{{name}}` placeholders filled from `values` (i18next's syntax, `{{- name}}` too). A
 * value not given keeps its placeholder; one given as null or undefined is empty. Its own module:
 * the page scripts that run without React (`@/islands/registry`, ENHANCERS) format with it too.
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/{{-?(.+?)}}/g, (placeholder, name: string) => {
    name = name.trim();
    return Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder;
  });
}
