/* global document, addEventListener, requestAnimationFrame */
// Starts the app of a page the server rendered (docs/decisions/020). The page reads and paints
// without JavaScript; its scripts are requested only once its largest picture (the eager
// fetchpriority="high" <img>, preloaded by the server) has painted, so they never share the slow
// link with it, or as soon as the visitor touches the page, or after 3 s at the latest. The server
// names the entry and its module preloads (page-html.ts, deferScripts). A classic, external script:
// the security policy allows no inline script.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var started = false;
  function go() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
  }
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    addEventListener(type, go, { once: true, capture: true, passive: true });
  });
  setTimeout(go, 3000);
  var largest = document.querySelector('#root img[fetchpriority="high"]');
  if (!largest || largest.complete) afterPaint();
  else {
    largest.addEventListener('load', afterPaint);
    largest.addEventListener('error', afterPaint);
  }
})();
