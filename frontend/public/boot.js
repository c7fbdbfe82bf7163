/* global document, requestAnimationFrame */
// Starts the app once the server-rendered page has painted: the entry module and the chunks it
// imports are requested only then, so the page's own text and images come first. The built
// index.html names them on this script's element (see `bootAfterPaint` in vite.config.ts).
(function () {
  var script = document.currentScript;
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

  // A hidden tab paints no frames: start at once there.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
