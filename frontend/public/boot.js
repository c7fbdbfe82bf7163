/* global document, requestAnimationFrame, window, location */
// Starts the app once the server-rendered page has painted: the entry module and the chunks it
// imports are requested only then, so the page's own text and images come first. The built
// index.html names them on this script's element (see `bootAfterPaint` in vite.config.ts).
(function () {
  var script = document.currentScript;

  // An islands page (see src/islands): a click on an island whose code has not hydrated it yet is
  // held (its default action too: an island's link may do more than go, such as Back) and
  // replayed by the islands code once it has; a choice in a select likewise. Same-site links keep
  // the page's language (`?lang=`), as every page is a page load.
  if (document.getElementById('island-props')) {
    var held = (window.__islandEvents = window.__islandEvents || []);
    var hold = function (event) {
      var target = event.target;
      var island = target && target.closest && target.closest('[data-island]');
      if (!island || island.hasAttribute('data-hydrated')) return;
      if (event.type === 'click' && target.closest('select')) return;
      if (event.type === 'click') event.preventDefault();
      event.stopPropagation();
      held.push({ target: target, type: event.type, value: target.value });
      if (held.onHold) held.onHold(island);
    };
    document.addEventListener('click', hold, true);
    document.addEventListener('change', hold, true);
    document.addEventListener(
      'click',
      function (event) {
        var link = event.target && event.target.closest && event.target.closest('a[href]');
        var lang = document.documentElement.lang;
        if (!link || lang === 'en' || event.defaultPrevented) return;
        var url = new URL(link.href, location.href);
        if (url.origin !== location.origin || url.searchParams.has('lang')) return;
        if (url.pathname.indexOf('/api/') === 0) return;
        url.searchParams.set('lang', lang);
        link.href = url.pathname + url.search + url.hash;
      },
      true,
    );
  }

  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function load() {
    // One insertion for all of them: each element added to a large page costs a style pass.
    var links = document.createDocumentFragment();
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.body.appendChild(module);
  }

  // Start once the page's content has painted (its first contentful paint, then the next frame);
  // at once for a page with nothing server-rendered or in a hidden tab, which paints no frames;
  // after a second at the latest.
  var root = document.getElementById('root');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }
  if (
    !root ||
    !root.firstElementChild ||
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver !== 'function' ||
    typeof requestAnimationFrame !== 'function'
  ) {
    start();
    return;
  }
  setTimeout(start, 1000);
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    afterPaint();
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
