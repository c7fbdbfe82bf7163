import { DomUtils, parseDocument } from 'htmlparser2';
import { Element, Text, type AnyNode } from 'domhandler';

/**
 * The inline rules of the light formatting, applied to the text of a (sanitised) body whatever
 * its origin: `[n]` becomes a superscript (against the preceding word), a bare http(s) URL a link, and a paragraph with fewer
 * than 10 characters of text (and no image) is dropped.
 */

const FOOTNOTE_OR_URL = /\[(\d{1,3})\]|\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the URL it follows. */
const TRAILING = /[.,;:!?'"]+$/;
/** Text inside these is left as written (a link already, or code). */
const VERBATIM = new Set(['a', 'code', 'pre']);
export const MIN_PARAGRAPH_LENGTH = 10;

export function applyInlineRules(html: string): string {
  const document = parseDocument(html);
  for (const paragraph of DomUtils.getElementsByTagName('p', document, true)) {
    const text = DomUtils.textContent(paragraph).replace(/\s+/g, ' ').trim();
    const hasImage = DomUtils.getElementsByTagName('img', paragraph, true, 1).length > 0;
    if (text.length < MIN_PARAGRAPH_LENGTH && !hasImage) DomUtils.removeElement(paragraph);
  }
  for (const node of DomUtils.filter((n) => n.type === 'text', document, true)) {
    if (!isVerbatim(node)) replaceText(node as Text);
  }
  return DomUtils.getOuterHTML(document);
}

function isVerbatim(node: AnyNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent instanceof Element && VERBATIM.has(parent.name)) return true;
  }
  return false;
}

function replaceText(node: Text): void {
  const text = node.data;
  const parts: AnyNode[] = [];
  let last = 0;
  for (const match of text.matchAll(FOOTNOTE_OR_URL)) {
    const start = match.index;
    let token = match[0];
    let replacement: AnyNode;
    if (match[1] !== undefined) {
      replacement = new Element('sup', {}, [new Text(match[1])]);
    } else {
      token = trimUrl(token);
      replacement = new Element('a', { href: token }, [new Text(token)]);
    }
    let before = text.slice(last, start);
    // A footnote mark sits against the word it annotates ("year [1]." reads "year¹.").
    if (match[1] !== undefined && /\S\s+$/.test(text.slice(0, start))) before = before.trimEnd();
    if (before) parts.push(new Text(before));
    parts.push(replacement);
    last = start + token.length;
  }
  if (parts.length === 0) return;
  if (last < text.length) parts.push(new Text(text.slice(last)));

  let previous: AnyNode = node;
  for (const part of parts) {
    DomUtils.append(previous, part);
    previous = part;
  }
  DomUtils.removeElement(node);
}

/** Drops trailing sentence punctuation and a closing bracket the URL did not open. */
function trimUrl(url: string): string {
  let trimmed = url.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (trimmed.endsWith(close) && count(trimmed, close) > count(trimmed, open)) {
      trimmed = trimmed.slice(0, -1).replace(TRAILING, '');
    }
  }
  return trimmed;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
