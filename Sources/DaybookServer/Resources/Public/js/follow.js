// A follower's live view of shared glucose: the owner's changes that the grant covers arrive on
// /api/v1/events?owner=…; on each, the page fetches itself again and swaps in the live part. Once a
// minute it does the same, so the reading's age moves on. When the owner stops sharing, the stream
// says so and the page reloads to read that.
(function () {
  "use strict";
  var live = document.getElementById("follow-live");
  if (!live || !window.EventSource) return;
  var owner = live.getAttribute("data-follow-owner");
  var source = null, busy = false, again = false;

  var state = function (name) {
    document.body.setAttribute("data-live-state", name);
    var words = document.getElementById("follow-state");
    if (words) words.textContent = words.getAttribute(name === "open" ? "data-live-words" : "data-offline-words") || "";
  };

  // Fetches the page afresh and replaces the live card; a page that is gone (sharing stopped) is shown whole.
  var refresh = function () {
    if (busy) { again = true; return; }
    busy = true;
    fetch(window.location.href, { credentials: "same-origin", headers: { Accept: "text/html" } }).then(function (answer) {
      if (!answer.ok) { close(); window.location.reload(); return null; }
      return answer.text();
    }).then(function (html) {
      if (!html) return;
      var fresh = new DOMParser().parseFromString(html, "text/html");
      var card = fresh.getElementById("follow-live"), current = document.getElementById("follow-live");
      var stateText = document.getElementById("follow-state");
      if (card && current) {
        var kept = stateText ? stateText.textContent : "";
        current.innerHTML = card.innerHTML;
        var latest = card.getAttribute("data-latest");
        if (latest) current.setAttribute("data-latest", latest); else current.removeAttribute("data-latest");
        var words = document.getElementById("follow-state");
        if (words) words.textContent = kept;
      }
      var days = fresh.getElementById("follow-day-list"), shown = document.getElementById("follow-day-list");
      if (days && shown) shown.innerHTML = days.innerHTML;
    }, function () {}).then(function () {
      busy = false;
      if (again) { again = false; refresh(); }
    });
  };

  var close = function () { if (source) { source.close(); source = null; } };
  var open = function () {
    if (source) return;
    source = new EventSource("/api/v1/events?owner=" + encodeURIComponent(owner));
    state("connecting");
    source.addEventListener("open", function () { state("open"); });
    source.addEventListener("change", function () { refresh(); });
    source.addEventListener("ended", function () { close(); state("ended"); window.location.reload(); });
    source.addEventListener("replaced", function () { close(); state("replaced"); });
    source.addEventListener("error", function () {
      // The browser retries by itself unless the server refused the stream (no grant any more).
      if (source && source.readyState === EventSource.CLOSED) { close(); state("closed"); refresh(); }
    });
  };

  window.setInterval(function () { if (document.visibilityState === "visible") refresh(); }, 60000);
  window.addEventListener("pagehide", close);
  window.addEventListener("pageshow", function (event) { if (event.persisted) refresh(); open(); });
  open();
})();
