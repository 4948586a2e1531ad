// Daybook's small bits of behaviour; the pages work without them.
(function () {
  "use strict";

  // Reports: the "Print or save as PDF" button shows only where it can work.
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // "Now" resets a date and time field to the current local minute.
  document.querySelectorAll("[data-now]").forEach(function (button) {
    button.addEventListener("click", function () {
      var d = new Date(); d.setSeconds(0, 0);
      var local = new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
      document.getElementById(button.getAttribute("data-now")).value = local;
    });
  });

  // A once-a-day form shows one date's values: choosing another date loads that date's values.
  document.querySelectorAll("form input[name=shownFor]").forEach(function (shown) {
    var form = shown.form, date = form && form.querySelector("input[name=date]");
    if (!date) return;
    date.addEventListener("change", function () {
      if (date.value && date.value !== shown.value) {
        var details = form.closest("details");
        window.location.href = "/log?date=" + encodeURIComponent(date.value) + (details ? "#" + details.id : "");
      }
    });
  });

  // Sign-up suggests the browser's own time zone while the field still holds the default.
  document.querySelectorAll("input[data-suggest-zone]").forEach(function (field) {
    try { if (field.value === "UTC") field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"; } catch (e) {}
  });

  // A slider shows its value next to its label.
  document.querySelectorAll("input[data-shows]").forEach(function (slider) {
    slider.addEventListener("input", function () {
      document.getElementById(slider.getAttribute("data-shows")).value = slider.value;
    });
  });

  // A link to a folded form opens it.
  function openTarget() {
    var target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target && target.tagName === "DETAILS") target.open = true;
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();

  // Forms that delete ask first.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) event.preventDefault();
    });
  });

  // With a passcode, a page left alone goes to the lock screen (the server locks the session too).
  var lockAfter = parseInt(document.body.getAttribute("data-lock-after") || "", 10);
  if (lockAfter > 0) {
    var timer;
    var restart = function () {
      clearTimeout(timer);
      timer = setTimeout(function () { window.location.assign("/lock"); }, lockAfter * 60000 + 1000);
    };
    ["pointerdown", "keydown", "scroll", "touchstart"].forEach(function (name) {
      document.addEventListener(name, restart, { passive: true });
    });
    restart();
  }

  // A timeline run's progress moves on between its events, from what the page was told at load.
  var running = document.querySelector("[data-run][data-total]");
  if (running) {
    var startedAt = Date.now(), elapsed = parseFloat(running.getAttribute("data-elapsed")), total = parseFloat(running.getAttribute("data-total"));
    var text = document.getElementById("progress"), bar = document.getElementById("progress-bar");
    var decimal = document.documentElement.lang === "de" ? "," : ".";
    if (total > 0 && text && bar) {
      var tick = function () {
        var share = Math.max(0, Math.min(1, (elapsed + (Date.now() - startedAt) / 1000) / total));
        var percent = Math.floor(share * 100);
        text.textContent = String(percent).replace(".", decimal) + " %";
        bar.value = percent;
        if (share < 1) window.setTimeout(tick, 500);
      };
      tick();
    }
  }

  // Pages marked live reload when the person's data changes elsewhere (another tab, the API, a reminder).
  // One stream per visible page: it closes when the page is left (a page kept in the back/forward cache
  // would otherwise hold its connection, and a handful of them exhaust the browser's connections to the
  // server) and when a form is sent (the page's own change must not reload it under the answer).
  var live = document.body.getAttribute("data-live");
  if (live && window.EventSource) {
    var kinds = live.split(" ");
    var source = null;
    var close = function () { if (source) { source.close(); source = null; } };
    var open = function () {
      if (source) return;
      source = new EventSource("/api/v1/events");
      // The stream's state on the page, for whoever needs to know (the browser tests do).
      document.body.setAttribute("data-live-state", "connecting");
      // Once listening, a run page makes sure its run did not end while the page was loading (that
      // change came before the stream and will not come again).
      source.addEventListener("open", function () {
        document.body.setAttribute("data-live-state", "open");
        var shown = document.querySelector("[data-run]");
        if (!shown) return;
        fetch("/api/v1/timelines/runs/" + shown.getAttribute("data-run")).then(function (answer) {
          if (answer.status === 404) { close(); window.location.assign("/timelines?ended=1"); }
        }, function () {});
      });
      source.addEventListener("change", function (message) {
        var event; try { event = JSON.parse(message.data); } catch (e) { return; }
        // The run this page shows finished (or was cancelled elsewhere): it is gone, so go to the list.
        var run = document.querySelector("[data-run]");
        if (run && event.kind === "timeline" && event.change === "deleted" && String(event.id).toLowerCase() === run.getAttribute("data-run").toLowerCase()) {
          close(); window.location.assign("/timelines?ended=1"); return;
        }
        if (kinds.indexOf("*") >= 0 || kinds.indexOf(event.kind) >= 0) {
          if (document.activeElement && /INPUT|SELECT|TEXTAREA/.test(document.activeElement.tagName)) return;
          close();
          // A run page reloads saying so: when its run ended meanwhile, the server sends it to the list.
          if (run) window.location.replace(window.location.pathname + "?reload=1"); else window.location.reload();
        }
      });
      // Newer pages of this person took its place (a server keeps a few streams per person): reconnecting
      // would only end another, so this page waits until it is shown again.
      source.addEventListener("replaced", function () {
        close(); replaced = true; document.body.setAttribute("data-live-state", "replaced");
      });
    };
    var replaced = false;
    document.addEventListener("visibilitychange", function () {
      if (replaced && document.visibilityState === "visible") { replaced = false; open(); }
    });
    window.addEventListener("pagehide", close);
    document.addEventListener("submit", function (event) { if (!event.defaultPrevented) close(); });
    // Back from the cache: what changed meanwhile was missed, so show it fresh.
    window.addEventListener("pageshow", function (event) { if (event.persisted) window.location.reload(); else open(); });
    open();
  }
})();
