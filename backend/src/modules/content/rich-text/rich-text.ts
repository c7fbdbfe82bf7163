import sanitizeHtml from 'sanitize-html';
import { applyInlineRules } from './inline-rules';
import { BODY_OPTIONS, audioEmbedOptions } from './sanitize-options';
import { isHtmlBody, textToHtml } from './text-to-html';

/**
 * A blog body as safe HTML. Plain-text bodies get the block rules (headings, sub-headings, lists,
 * paragraphs); bodies already written in HTML keep their structure. Both are sanitised, then get
 * the inline rules (superscripts, bare links, short paragraphs dropped) on their text, then are
 * sanitised again: the allowlist is the last word on whatever the rules produced.
 */
export function renderBody(content: string): string {
  const html = isHtmlBody(content) ? content : textToHtml(content);
  const clean = sanitizeHtml(html, BODY_OPTIONS);
  return sanitizeHtml(applyInlineRules(clean), BODY_OPTIONS).trim();
}

/** The first acceptable iframe of an audio embed snippet, or null when there is none. */
export function renderAudioEmbed(
  snippet: string | null | undefined,
  hosts: string[],
): string | null {
  if (!snippet?.trim()) return null;
  const clean = sanitizeHtml(snippet, audioEmbedOptions(hosts));
  return /<iframe\b[^>]*><\/iframe>/i.exec(clean)?.[0] ?? null;
}
