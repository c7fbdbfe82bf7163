/** `%text%` for ILIKE, with the text's own wildcards (and the escape character) taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
