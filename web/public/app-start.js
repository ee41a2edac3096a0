/* global document, requestAnimationFrame, Image */
// Starts the app's code once the server's HTML is painted, with the page's lead picture when it has one.
// The build moves the entry's script and module preloads into <template id="app-scripts">
// (web/html-finish.mjs): a template's contents are inert, so the browser does not fetch them while the
// page is parsed, laid out and painted, and the first screen's picture does not share the network with
// them. The build inlines this file into the HTML, and the CSP allows it by its hash (firebase.json):
// change both together.
(function () {
  // On a slow network the picture may take long: the app does not wait for it longer than this.
  var LEAD_PICTURE_WAIT_MS = 1000;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var scripts = document.getElementById('app-scripts');
    if (scripts) document.head.appendChild(document.importNode(scripts.content, true));
  }

  // Starts after `frames` more frames have been drawn.
  function afterFrames(frames) {
    requestAnimationFrame(function () {
      if (frames > 1) afterFrames(frames - 1);
      else setTimeout(start, 0);
    });
  }

  // The server preloads the picture the first screen is built around (the lead image); an image of the
  // same address is answered from that preload, and its load or error means the page's picture is there.
  // Where the browser reports the page's largest paint, the app starts when that report names the
  // picture: it comes once the frame showing it is on screen, which the next frame's start may precede.
  // A picture smaller than something painted before it is never named, and some browsers make no such
  // reports: five frames after the picture loaded, the app starts anyway.
  function whenPainted() {
    var lead = document.querySelector('link[rel="preload"][as="image"]');
    if (!lead) return afterFrames(1);
    setTimeout(start, LEAD_PICTURE_WAIT_MS);
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.url === lead.href) start();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    var picture = new Image();
    picture.onload = picture.onerror = function () {
      afterFrames(5);
    };
    picture.src = lead.href;
  }

  // A module script added by script runs as soon as it arrives: wait until the document is parsed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenPainted);
  else whenPainted();
})();
