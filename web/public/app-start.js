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

  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // The server preloads the picture the first screen is built around (the lead image); an image of the
  // same address is answered from that preload, and its load or error means the page's picture is there.
  function whenPainted() {
    var lead = document.querySelector('link[rel="preload"][as="image"]');
    if (!lead) return afterNextPaint();
    var picture = new Image();
    picture.onload = picture.onerror = afterNextPaint;
    picture.src = lead.href;
    setTimeout(start, LEAD_PICTURE_WAIT_MS);
  }

  // A module script added by script runs as soon as it arrives: wait until the document is parsed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenPainted);
  else whenPainted();
})();
