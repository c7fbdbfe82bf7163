/**
 * The block rules of the light formatting, for bodies written as plain text (one block per line):
 * an all-caps line becomes a heading, a numbered line a sub-heading, a dash or bullet line a list
 * item (consecutive ones share a list), any other line a paragraph. Inline HTML a line may carry
 * is left for the sanitiser, which runs afterwards.
 */

/** Block-level markup means the author wrote HTML: its structure is kept, not re-derived. */
const BLOCK_TAG = /<\/?(p|div|h[1-6]|ul|ol|li|br|blockquote|table|pre)\b[^>]*>/i;
const BULLET = /^[-–—•*▪◦]\s+/;
const NUMBERED = /^\d{1,2}[.)]\s+\S/;
const TAG = /<[^>]*>/g;
const HEADING_MAX_LENGTH = 120;

export function isHtmlBody(body: string): boolean {
  return BLOCK_TAG.test(body);
}

/** At least three letters, no lower-case letter, short enough to be a title. */
export function isAllCapsHeading(line: string): boolean {
  const text = line.replace(TAG, '').trim();
  if (text.length > HEADING_MAX_LENGTH || /\p{Ll}/u.test(text)) return false;
  return (text.match(/\p{Lu}/gu)?.length ?? 0) >= 3;
}

export function textToHtml(body: string): string {
  const out: string[] = [];
  let listItems: string[] = [];
  const closeList = () => {
    if (listItems.length)
      out.push(`<ul>${listItems.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    listItems = [];
  };

  for (const raw of body.split(/\r\n?|\n/)) {
    const line = raw.trim();
    const bullet = BULLET.exec(line);
    // "* * *" or "- -" is a separator, not an item: it falls through to a (dropped) paragraph.
    if (bullet && /[\p{L}\p{N}]/u.test(line)) {
      listItems.push(line.slice(bullet[0].length));
      continue;
    }
    closeList();
    if (!line) continue;
    if (isAllCapsHeading(line)) out.push(`<h2>${line}</h2>`);
    else if (NUMBERED.test(line)) out.push(`<h3>${line}</h3>`);
    else out.push(`<p>${line}</p>`);
  }
  closeList();
  return out.join('');
}
