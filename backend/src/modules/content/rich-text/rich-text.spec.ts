import { renderAudioEmbed, renderBody } from './rich-text';

const HOSTS = ['open.spotify.com', 'w.soundcloud.com'];
const SPOTIFY =
  '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" width="100%" height="152" frameBorder="0" allowfullscreen="" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>';

describe(renderBody.name, () => {
  describe('block rules (plain-text bodies)', () => {
    it('should turn an all-caps line into a heading', () => {
      expect(renderBody('WHY OUTCOME-BASED CONTRACTS NOW')).toBe(
        '<h2>WHY OUTCOME-BASED CONTRACTS NOW</h2>',
      );
    });

    it('should not take a line with a lower-case letter or fewer than three capitals for a heading', () => {
      expect(renderBody('IoT AND THE PLANT FLOOR')).toBe('<p>IoT AND THE PLANT FLOOR</p>');
      expect(renderBody('AI: 42 (2024) -- 17/30 done')).toBe('<p>AI: 42 (2024) -- 17/30 done</p>');
    });

    it('should turn a numbered line into a sub-heading, keeping its number', () => {
      expect(renderBody('1. Start with the data you already have\n2) Price the outcome')).toBe(
        '<h3>1. Start with the data you already have</h3><h3>2) Price the outcome</h3>',
      );
    });

    it('should group consecutive dash and bullet lines into one list', () => {
      expect(renderBody('- Vibration sensors\n• Thermal cameras\n* Energy meters')).toBe(
        '<ul><li>Vibration sensors</li><li>Thermal cameras</li><li>Energy meters</li></ul>',
      );
    });

    it('should not take a separator line such as "* * *" for a list item', () => {
      expect(
        renderBody('Before the break in the text.\n* * *\n- - -\nAfter the break in the text.'),
      ).toBe('<p>Before the break in the text.</p><p>After the break in the text.</p>');
    });

    it('should start a new list after a line that is not a list item', () => {
      expect(renderBody('- one item here\nA paragraph in between.\n– another item')).toBe(
        '<ul><li>one item here</li></ul><p>A paragraph in between.</p><ul><li>another item</li></ul>',
      );
    });

    it('should make every other non-empty line a paragraph', () => {
      expect(renderBody('First paragraph of text.\n\n\nSecond paragraph of text.')).toBe(
        '<p>First paragraph of text.</p><p>Second paragraph of text.</p>',
      );
    });

    it('should keep inline markup a plain-text line carries', () => {
      expect(renderBody('Downtime fell by <strong>38 %</strong> in a year.')).toBe(
        '<p>Downtime fell by <strong>38 %</strong> in a year.</p>',
      );
    });
  });

  describe('inline rules', () => {
    it('should turn [n] into a superscript', () => {
      expect(renderBody('Unplanned downtime costs the sector billions [1] every year [23].')).toBe(
        '<p>Unplanned downtime costs the sector billions<sup>1</sup> every year<sup>23</sup>.</p>',
      );
    });

    it('should keep a footnote mark that starts a line where it is', () => {
      expect(renderBody('[1] Median of the service records of eleven builders.')).toBe(
        '<p><sup>1</sup> Median of the service records of eleven builders.</p>',
      );
    });

    it('should leave brackets that hold more than a footnote number alone', () => {
      expect(renderBody('See the appendix [A] or [1234] for details.')).toBe(
        '<p>See the appendix [A] or [1234] for details.</p>',
      );
    });

    it('should link a bare URL in a new tab without trailing punctuation', () => {
      expect(renderBody('The full report is at https://example.com/report?id=7&lang=en.')).toBe(
        '<p>The full report is at <a href="https://example.com/report?id=7&amp;lang=en" target="_blank" rel="noopener noreferrer">https://example.com/report?id=7&amp;lang=en</a>.</p>',
      );
    });

    it('should keep a closing parenthesis the URL opened and drop one it did not', () => {
      expect(renderBody('(see https://en.wikipedia.org/wiki/Digital_twin_(model))')).toBe(
        '<p>(see <a href="https://en.wikipedia.org/wiki/Digital_twin_(model)" target="_blank" rel="noopener noreferrer">https://en.wikipedia.org/wiki/Digital_twin_(model)</a>)</p>',
      );
    });

    it('should not link a URL that is already a link or code', () => {
      expect(
        renderBody(
          '<p>Read <a href="https://example.com/a">https://example.com/a</a> first.</p><pre>curl https://api.example.com</pre>',
        ),
      ).toBe(
        '<p>Read <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">https://example.com/a</a> first.</p><pre>curl https://api.example.com</pre>',
      );
    });

    it('should drop paragraphs with fewer than 10 characters of text', () => {
      expect(renderBody('***\nA paragraph long enough.\n  Page 3  \n123456789\n1234567890')).toBe(
        '<p>A paragraph long enough.</p><p>1234567890</p>',
      );
    });

    it('should keep a short paragraph that holds an image', () => {
      expect(renderBody('<p><img src="https://cdn.example.com/a.png" alt="Plant" /></p>')).toBe(
        '<p><img src="https://cdn.example.com/a.png" alt="Plant" /></p>',
      );
    });

    it('should keep short headings and list items', () => {
      expect(renderBody('ROI\n- PLC')).toBe('<h2>ROI</h2><ul><li>PLC</li></ul>');
    });
  });

  describe('HTML bodies', () => {
    it('should keep the structure of a body written in HTML instead of re-deriving it', () => {
      expect(renderBody('<h2>Scope</h2><p>1. This stays a paragraph of text</p>')).toBe(
        '<h2>Scope</h2><p>1. This stays a paragraph of text</p>',
      );
    });

    it('should keep every allowed tag and attribute', () => {
      const html =
        '<h4 class="lead" title="t">Heading four</h4><blockquote><em>Quoted</em> <b>bold</b> <i>it</i> <u>u</u> <span>s</span></blockquote><ol><li>x</li></ol><table><thead><tr><th>KPI</th></tr></thead><tbody><tr><td>OEE</td></tr></tbody></table><div><code>x</code></div><p>Call <a href="tel:+40264000000">us</a> or <a href="mailto:hello@example.com">mail</a>.<br />Thanks.</p><p><img src="https://cdn.example.com/x.png" alt="x" width="10" height="20" /></p>';
      expect(renderBody(html)).toBe(html);
    });
  });

  describe('hostile input', () => {
    it('should remove scripts and their content', () => {
      expect(renderBody('<p>Hello readers of this blog<script>alert(1)</script></p>')).toBe(
        '<p>Hello readers of this blog</p>',
      );
      expect(renderBody('Plain text line<script>fetch("//evil")</script> with more')).toBe(
        '<p>Plain text line with more</p>',
      );
    });

    it('should remove event handlers and style attributes', () => {
      expect(
        renderBody(
          '<p onclick="alert(1)" style="position:fixed;inset:0">Click anywhere here</p><img src="https://x.test/a.png" onerror="alert(1)">',
        ),
      ).toBe('<p>Click anywhere here</p><img src="https://x.test/a.png" />');
    });

    it('should remove javascript:, data: and vbscript: URLs, however they are disguised', () => {
      const out = renderBody(
        '<p><a href="javascript:alert(1)">one link</a> <a href="JaVaScRiPt&#58;alert(1)">two</a> <a href=" &#106;avascript:alert(1)">three</a> <a href="data:text/html;base64,PHNjcmlwdD4=">four</a> <a href="vbscript:msgbox(1)">five</a></p><img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">',
      );
      expect(out).not.toMatch(/javascript|data:|vbscript/i);
      expect(out).toBe(
        '<p><a>one link</a> <a>two</a> <a>three</a> <a>four</a> <a>five</a></p><img /><img />',
      );
    });

    it('should not let a protocol-relative link through', () => {
      expect(renderBody('<p><a href="//evil.example/phish">a link text</a></p>')).toBe(
        '<p><a>a link text</a></p>',
      );
    });

    it('should replace an author-supplied target or rel', () => {
      expect(
        renderBody(
          '<p><a href="https://example.com" target="_self" rel="opener">our partner site</a> <a href="/services/strategy" target="_blank">strategy</a></p>',
        ),
      ).toBe(
        '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">our partner site</a> <a href="/services/strategy">strategy</a></p>',
      );
    });

    it('should drop an iframe, object, embed, form, style and svg in a body', () => {
      const out = renderBody(
        '<p>Watch this video here</p><iframe src="https://open.spotify.com/embed/x"></iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://evil.test"><input name="password"></form><style>body{display:none}</style><svg><script>alert(1)</script></svg>',
      );
      expect(out).toBe('<p>Watch this video here</p>');
    });

    it('should survive nested and malformed tricks', () => {
      const out = renderBody(
        '<p><scr<script>ipt>alert(1)</script> text that is long enough</p><<img src=x onerror=alert(1)>p>text<p/><a href="https://ok.test"<script>x</script>>z</a><!--<img src=x onerror=alert(1)>--><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      );
      expect(out).not.toMatch(/<script|onerror|onload|<style|<math|<!--/i);
    });

    it('should not turn encoded markup into real markup', () => {
      expect(renderBody('Show &lt;script&gt;alert(1)&lt;/script&gt; as text')).toBe(
        '<p>Show &lt;script&gt;alert(1)&lt;/script&gt; as text</p>',
      );
    });

    it('should not let a bare URL break out of its link', () => {
      expect(renderBody('Go to https://x.test/"onmouseover="alert(1) now please')).toBe(
        '<p>Go to <a href="https://x.test/" target="_blank" rel="noopener noreferrer">https://x.test/</a>"onmouseover="alert(1) now please</p>',
      );
    });
  });
});

describe(renderAudioEmbed.name, () => {
  it('should keep a player iframe with its allowed attributes', () => {
    expect(renderAudioEmbed(SPOTIFY, HOSTS)).toBe(
      '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" width="100%" height="152" frameborder="0" allowfullscreen allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>',
    );
  });

  it('should give null for an empty snippet or one without an iframe', () => {
    expect(renderAudioEmbed(null, HOSTS)).toBeNull();
    expect(renderAudioEmbed('   ', HOSTS)).toBeNull();
    expect(
      renderAudioEmbed('https://open.spotify.com/episode/7makk4oTQel546B0PZlDM5', HOSTS),
    ).toBeNull();
    expect(renderAudioEmbed('<p>Listen</p><script>alert(1)</script>', HOSTS)).toBeNull();
  });

  it('should refuse a player host that is not allowed, http, relative or javascript: sources', () => {
    for (const src of [
      'https://evil.example/embed',
      'http://open.spotify.com/embed/x',
      '/embed/x',
      '//open.spotify.com/embed/x',
      'javascript:alert(1)',
      'https://open.spotify.com.evil.example/embed',
      'https://evil.example/?https://open.spotify.com/',
    ]) {
      expect(renderAudioEmbed(`<iframe src="${src}"></iframe>`, HOSTS)).toBeNull();
    }
  });

  it('should drop text, other tags and event handlers around and on the iframe', () => {
    expect(
      renderAudioEmbed(
        'Listen: <b>now</b><iframe src="https://w.soundcloud.com/player/?url=x" onload="alert(1)" srcdoc="<script>alert(1)</script>" sandbox="allow-scripts" name="x">fallback</iframe><script>alert(2)</script>',
        HOSTS,
      ),
    ).toBe('<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>');
  });

  it('should keep only presentational styles', () => {
    expect(
      renderAudioEmbed(
        '<iframe src="https://open.spotify.com/embed/x" style="position:fixed;top:0;left:0;width:100%;height:100vh;z-index:9999;border-radius:8px;background:url(javascript:alert(1))"></iframe>',
        HOSTS,
      ),
    ).toBe(
      '<iframe src="https://open.spotify.com/embed/x" style="width:100%;border-radius:8px"></iframe>',
    );
  });

  it('should keep only harmless permissions in allow and known loading values', () => {
    expect(
      renderAudioEmbed(
        '<iframe src="https://open.spotify.com/embed/x" allow="camera; microphone; geolocation; autoplay; encrypted-media" loading="whenever"></iframe>',
        HOSTS,
      ),
    ).toBe(
      '<iframe src="https://open.spotify.com/embed/x" allow="autoplay; encrypted-media"></iframe>',
    );
  });

  it('should keep only the first of several iframes', () => {
    expect(
      renderAudioEmbed(
        '<iframe src="https://open.spotify.com/embed/a"></iframe><iframe src="https://open.spotify.com/embed/b"></iframe>',
        HOSTS,
      ),
    ).toBe('<iframe src="https://open.spotify.com/embed/a"></iframe>');
  });
});
