// How the page's scripts write dates and numbers: in the page's language, and in the browser's own
// region of it (a British reader of the English pages gets "5 December 2026", as the server writes
// day before month); the decimal mark is the server's (a point in English, a comma elsewhere).
(function () {
  "use strict";
  var lang = document.documentElement.lang || "en", base = lang.split("-")[0].toLowerCase();
  var own = "";
  try { own = Intl.DateTimeFormat().resolvedOptions().locale; } catch (e) { own = ""; }
  // The browser's own formatting locale first (its region), then the languages it asks pages in.
  var preferred = [own].concat(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]).filter(function (tag) {
    return tag && tag.split("-")[0].toLowerCase() === base;
  })[0];
  var dates = preferred && preferred.indexOf("-") > 0 ? preferred : lang;
  try { new Intl.DateTimeFormat(dates); } catch (e) { dates = lang; }
  window.DaybookLocale = { dates: dates, decimal: base === "en" ? "." : "," };
})();
