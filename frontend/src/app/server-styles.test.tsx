// @vitest-environment node
import { CacheProvider } from '@emotion/react';
import AppBar from '@mui/material/AppBar';
import GlobalStyles from '@mui/material/GlobalStyles';
import { renderToString } from 'react-dom/server';
import { SERVER_STYLES_ATTRIBUTE } from './emotion-cache';
import { createServerStyles } from './server-styles';

describe(createServerStyles.name, () => {
  it('should name every style the rendering inserted, and send the rules of those in the markup', () => {
    const styles = createServerStyles();
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <GlobalStyles styles={{ body: { margin: 0 } }} />
        <AppBar position="static">Fabrion</AppBar>
      </CacheProvider>,
    );
    const head = styles.tags(html);
    // Rendered with the cache collecting rules: no style element inside the markup.
    expect(html).not.toContain('<style');

    const main = new RegExp(`<style ${SERVER_STYLES_ATTRIBUTE}="([^"]*)">([^<]*)</style>`).exec(
      head,
    );
    expect(main).not.toBeNull();
    const [, names, css] = main!;
    const inMarkup = [...new Set(html.match(/css-[\w-]+/g))].map((name) => name.slice(4));
    const registered = Object.keys(styles.cache.inserted).filter(
      (id) => styles.cache.registered[`css-${id}`] !== undefined,
    );
    // AppBar's own styles are composed into Paper's class: inserted, on no element, still named.
    const composed = registered.filter((id) => !inMarkup.includes(id));
    expect(composed.length).toBeGreaterThan(0);
    expect(names!.split(' ').sort()).toEqual(registered.sort());
    for (const id of inMarkup) expect(css).toContain(`.css-${id}{`);
    for (const id of composed) expect(css).not.toContain(`.css-${id}{`);
    // Emotion's own attribute only on the global styles, marked as already in place.
    expect(head).not.toContain('data-emotion="css ');
    expect(head).toMatch(/<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}/);
  });
});
