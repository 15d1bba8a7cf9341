/* global document, addEventListener */
// Starts the app of a page the server rendered with a largest picture (docs/decisions/020). The page
// reads and paints without JavaScript; its scripts are requested only once that picture (the eager
// fetchpriority="high" <img>, preloaded by the server) has loaded, so they never share the slow
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
  // A task after the picture's load (a message: a timer or an animation frame would wait while the
  // tab is hidden, and under a test's paused clock); the scripts' own download follows the paint.
  function afterPaint() {
    var channel = new MessageChannel();
    channel.port1.onmessage = go;
    channel.port2.postMessage(null);
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
