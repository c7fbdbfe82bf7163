/** The built `index.html` with the server's head, language and markup put in. */
export function fillTemplate(
  template: string,
  parts: { language: string; head: string; html: string },
): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.language}"`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html);
}

/** The client-rendered shell of member pages: a title until the app sets its own, not indexed. */
export function shellHead(productName: string): string {
  return `<title>${escapeHtml(productName)}</title><meta name="robots" content="noindex" />`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
