import type { IOptions } from 'sanitize-html';

/** Tags a body may contain (spec §5), plus `sup`, which the `[n]` rule produces. */
export const BODY_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'div',
  'span',
  'blockquote',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
];

/** Attributes any allowed tag may carry (spec §5). */
export const BODY_ATTRIBUTES = ['href', 'title', 'alt', 'src', 'width', 'height', 'class'];

/** URL schemes of `href` (spec §5); images load over http(s) only. */
export const LINK_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel', 'callto', 'cid', 'xmpp'];

/** Browser features an audio player may ask for; anything else in `allow` is dropped. */
export const EMBED_FEATURES = [
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'picture-in-picture',
  'web-share',
];

const EXTERNAL = /^https?:\/\//i;

/**
 * External links open in a new tab without handing the opener over. `target` and `rel` are not
 * in the spec's attribute allowlist: they are only ever set here, never taken from the input.
 */
function transformLink(tagName: string, attribs: Record<string, string>) {
  const { target: _target, rel: _rel, ...rest } = attribs;
  return {
    tagName,
    attribs: EXTERNAL.test(rest.href ?? '')
      ? { ...rest, target: '_blank', rel: 'noopener noreferrer' }
      : rest,
  };
}

/** The final allowlist of a body. */
export const BODY_OPTIONS: IOptions = {
  allowedTags: BODY_TAGS,
  allowedAttributes: {
    '*': BODY_ATTRIBUTES,
    a: [...BODY_ATTRIBUTES, { name: 'target', values: ['_blank'] }, 'rel'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: transformLink },
};

const PIXELS = /^\d{1,4}(px)?$/;
const LENGTH = /^\d{1,4}(px|%)?$/;

/** The audio embed: one iframe from an allowed player host, with the spec's extra attributes. */
export function audioEmbedOptions(hosts: string[]): IOptions {
  return {
    allowedTags: ['iframe'],
    allowedAttributes: {
      iframe: [
        ...BODY_ATTRIBUTES.filter((name) => name !== 'href' && name !== 'alt'),
        'frameborder',
        'allowfullscreen',
        'allow',
        'loading',
        'style',
      ],
    },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
    allowedIframeHostnames: hosts,
    allowIframeRelativeUrls: false,
    // Only presentational styles survive; no positioning (an overlay), no url() (a request).
    allowedStyles: {
      iframe: {
        'border-radius': [/^\d{1,3}(px|%)$/],
        border: [/^(0|none)$/],
        width: [LENGTH],
        height: [PIXELS],
        'max-width': [LENGTH],
      },
    },
    transformTags: {
      iframe: (tagName, attribs) => {
        const allow = (attribs.allow ?? '')
          .split(';')
          .map((feature) => feature.trim().toLowerCase())
          .filter((feature) => EMBED_FEATURES.includes(feature));
        const { allow: _allow, loading, ...rest } = attribs;
        return {
          tagName,
          attribs: {
            ...rest,
            ...(allow.length ? { allow: allow.join('; ') } : {}),
            ...(loading === 'lazy' || loading === 'eager' ? { loading } : {}),
          },
        };
      },
    },
    // An iframe whose source was refused is not kept as an empty frame.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    // Text around or inside the frame is not part of an embed.
    textFilter: () => '',
  };
}
