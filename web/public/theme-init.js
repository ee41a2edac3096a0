/* global window, document */
// Applies the saved colour scheme before the first paint. The build inlines it into the HTML, and the
// CSP allows it by its hash (web/html-finish.mjs, firebase.json): change both together.
// A stored "dark" gives dark; anything else gives light.
(function () {
  var mode = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') mode = 'dark';
  } catch {
    // Storage is unavailable (privacy mode): keep light.
  }
  var root = document.documentElement;
  root.setAttribute('data-mui-color-scheme', mode);
  root.style.colorScheme = mode;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', mode === 'dark' ? '#141112' : '#faf6f1');
})();
