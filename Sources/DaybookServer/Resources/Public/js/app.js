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

  // A once-a-day form shows one date's values: choosing another date (or stepping with ← and →) reads
  // that date's values from the API and fills the form, without a page load. `shownFor` follows, so
  // the server still refuses a save whose values belong to another day (as it does without script).
  var locale = window.DaybookLocale || { dates: document.documentElement.lang || "en", decimal: "." };
  var decimalMark = locale.decimal;
  var numberText = function (value) { return value === null || value === undefined ? "" : String(value).replace(".", decimalMark); };
  var readers = {
    symptoms: function (v) {
      v = v || {};
      return { flow: v.flow, mood: v.mood, sleep: numberText(v.sleep), cramps: v.cramps, notes: v.notes };
    },
    metrics: function (v) {
      v = v || {};
      return { sleep: numberText(v.sleep), activity: numberText(v.activity), work: numberText(v.work), diet: numberText(v.diet) };
    },
    fertility: function (v) {
      var mucus = (v && v.mucus) || {};
      return { mucusFeeling: mucus.feeling, mucusTexture: mucus.texture };
    },
    morning: function (v) {
      var t = v.temperature, mucus = v.mucus || {}, values = {
        temperature: t ? numberText(t.value) : "", time: t ? t.time : v.suggestedTime, temperatureExcluded: t && t.excluded ? "true" : "",
        mucusFeeling: mucus.feeling, mucusTexture: mucus.texture, ovulationTest: v.ovulationTest, flow: v.flow
      };
      if (t) values.unit = t.unit;
      return values;
    }
  };
  // "17. November 2026" in the page's language; the ISO date where the browser cannot say it.
  var dateWords = function (iso) {
    try {
      return new Date(iso + "T12:00:00Z").toLocaleDateString(locale.dates,
        { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
    } catch (e) { return iso; }
  };
  var clearErrors = function (form) {
    form.querySelectorAll(".field-error").forEach(function (p) { p.remove(); });
    form.querySelectorAll("[aria-invalid]").forEach(function (field) { field.removeAttribute("aria-invalid"); field.removeAttribute("aria-describedby"); });
    var fix = form.querySelector(".fix"); if (fix) fix.remove();
  };
  var showError = function (form, name, message) {
    var field = form.querySelector("[name=" + name + "]");
    var holder = field && field.closest(".field");
    if (!holder) holder = form.querySelector(".field");
    var p = document.createElement("p");
    p.className = "field-error"; p.id = form.closest("details").id + "-" + name + "-error"; p.textContent = message;
    holder.appendChild(p);
    if (field) { field.setAttribute("aria-invalid", "true"); field.setAttribute("aria-describedby", p.id); }
  };
  var fill = function (form, values) {
    Object.keys(values).forEach(function (name) {
      var value = values[name] === null || values[name] === undefined ? "" : String(values[name]);
      form.querySelectorAll("[name=" + name + "]").forEach(function (field) {
        if (field.type === "radio") field.checked = field.value === value;
        else if (field.type === "checkbox") field.checked = value === "true";
        else if (field.tagName === "SELECT") { if (value) field.value = value; }
        else field.value = value;
      });
    });
  };
  // A once-a-day form says what it shows (`shown`), so that a save is merged with what is stored when it
  // arrives rather than copied over it: after the form is filled by script, that is what the form holds.
  var markShown = function (form) {
    var field = form.querySelector("input[name=shown]");
    if (!field) return;
    var names = [];
    try { names = Object.keys(JSON.parse(field.value || "{}")); } catch (e) { return; }
    var data = new FormData(form), shown = {};
    names.forEach(function (name) { shown[name] = data.has(name) ? String(data.get(name)) : ""; });
    field.value = JSON.stringify(shown);
  };
  // Changes sent from the page carry an Idempotency-Key, and wait on the phone when the server cannot
  // be reached (offline-queue.js); the answer is then null.
  var account = document.body.getAttribute("data-account");
  var banner = document.getElementById("offline-banner");
  var send = function (url, init, entry) {
    if (window.DaybookQueue && account) {
      entry.account = account;
      return window.DaybookQueue.request(url, init, entry);
    }
    return fetch(url, Object.assign({ credentials: "same-origin" }, init));
  };
  var queuedWords = function () {
    try { return JSON.parse(banner.getAttribute("data-words")).queued || ""; } catch (e) { return ""; }
  };

  // The rules the server reads a form by (`data-checks`), checked before the form goes: a save kept on the
  // phone while offline would otherwise be refused whole when it arrives. The messages are the server's.
  // A number out of range is left to the server while it can be asked: it offers a one-tap fix (97,9 with
  // °C saved as °F) that the phone cannot.
  var failedChecks = function (form, offline) {
    var checks = {};
    try { checks = JSON.parse(form.getAttribute("data-checks") || "{}"); } catch (e) { return {}; }
    var data = new FormData(form), errors = {};
    var filled = function (name) { return data.has(name) && String(data.get(name)).trim() !== ""; };
    (checks.together || []).forEach(function (group) {
      var names = Object.keys(group), given = names.filter(filled);
      if (given.length && given.length < names.length) names.forEach(function (name) { if (!filled(name)) errors[name] = group[name]; });
    });
    (offline ? checks.between || [] : []).forEach(function (rule) {
      var by = String(data.get(rule.by) || ""), bounds = rule.bounds[by];
      if (!filled(rule.field) || !bounds) return;
      // A text that is no number is the server's to name.
      var number = Number(String(data.get(rule.field)).trim().replace(",", "."));
      if (isFinite(number) && (number < bounds[0] || number > bounds[1])) errors[rule.field] = rule.messages[by];
    });
    return errors;
  };
  document.querySelectorAll("form[data-checks]").forEach(function (form) {
    // Before the form's other listeners (the morning's sending), which do not run when a rule fails.
    form.addEventListener("submit", function (event) {
      var offline = navigator.onLine === false || document.body.hasAttribute("data-kept-at");
      var errors = failedChecks(form, offline), names = Object.keys(errors);
      clearErrors(form);
      if (!names.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      names.forEach(function (name) { showError(form, name, errors[name]); });
      var first = form.querySelector("[aria-invalid]");
      if (first) first.focus();
    });
  });

  document.querySelectorAll("form[data-day-source]").forEach(function (form) {
    var date = form.querySelector("input[name=date]"), shown = form.querySelector("input[name=shownFor]");
    var status = form.querySelector(".form-status"), submit = form.querySelector("button[type=submit]");
    var reader = readers[form.getAttribute("data-day-source").split("/").pop()];
    if (!date || !shown || !reader) return;
    var asked = 0;
    var say = function (text) { if (status) status.textContent = text; };
    // What the form holds of its record, field by field, as `fill` takes it back.
    var held = function () {
      var values = {};
      form.querySelectorAll("[name]").forEach(function (field) {
        var name = field.name;
        if (["_csrf", "date", "shown", "shownFor", "keep"].indexOf(name) >= 0) return;
        if (field.type === "radio") { if (!(name in values) || field.checked) values[name] = field.checked ? field.value : ""; }
        else if (field.type === "checkbox") values[name] = field.checked ? "true" : "";
        else values[name] = field.value;
      });
      return values;
    };
    // The days this page has seen, as the form showed or saved them: offline, the only days it knows.
    var known = {};
    known[shown.value] = held();
    // The record's fields emptied; what a fresh form holds by default (a unit, a usual time) stays.
    var emptied = function () {
      var values = {}, defaults = {};
      form.querySelectorAll("select[name]").forEach(function (field) { defaults[field.name] = true; });
      form.querySelectorAll("input[type=time][name]").forEach(function (field) { defaults[field.name] = true; });
      Object.keys(held()).forEach(function (name) { if (!defaults[name]) values[name] = ""; });
      return values;
    };
    // A note under the date, where her eyes are when she steps through the days.
    var note = function (text) {
      var old = form.querySelector(".day-note");
      if (old) old.parentNode.removeChild(old);
      if (!text) return;
      var made = document.createElement("p"), holder = date.closest(".field") || date.parentNode;
      made.className = "day-note"; made.setAttribute("role", "status"); made.textContent = text;
      holder.appendChild(made);
    };
    var show = function (wanted, values, unknown) {
      clearErrors(form); fill(form, values); shown.value = wanted; markShown(form);
      form.removeAttribute("aria-busy"); submit.disabled = false; say("");
      note(unknown ? status.getAttribute("data-unknown") : "");
      form.dispatchEvent(new CustomEvent("daybook:shown", { detail: { date: wanted } }));
    };
    var load = function () {
      if (!date.value || date.value === shown.value) return;
      var ticket = ++asked, wanted = date.value;
      form.setAttribute("aria-busy", "true"); submit.disabled = true;
      say(status ? status.getAttribute("data-loading") : "");
      fetch(form.getAttribute("data-day-source").replace("{date}", encodeURIComponent(wanted)), { headers: { Accept: "application/json" }, credentials: "same-origin" })
        .then(function (answer) {
          if (answer.status === 404) return null;
          if (!answer.ok) throw new Error(String(answer.status));
          return answer.json();
        })
        .then(function (values) {
          if (ticket !== asked) return;
          show(wanted, reader(values), false);
          known[wanted] = held();
        }, function () {
          if (ticket !== asked) return;
          // Never one day's values under another date: a day this page saw shows as it saw it; any other
          // shows empty, saying so, and its save adds to what is stored (the form showed nothing of it).
          if (known[wanted]) show(wanted, known[wanted], false);
          else show(wanted, emptied(), true);
        });
    };
    date.addEventListener("change", load);
    form.querySelectorAll("[data-step-day]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        var parts = (date.value || shown.value).split("-").map(Number);
        if (parts.length !== 3) return;
        var next = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + parseInt(button.getAttribute("data-step-day"), 10)));
        date.value = next.toISOString().slice(0, 10);
        load();
      });
    });

    // The morning is sent in the background: the answer is the stored morning, or each refused
    // field's message; the date stays where the person is back-filling.
    if (!form.hasAttribute("data-sends-json")) return;
    // A refusal may offer a one-tap correction (97,9 with °C: save as °F), and a morning changed
    // elsewhere meanwhile both ways out; each is sent like the form's own button.
    var offerFix = function (fixes) {
      var old = form.querySelector("p.fix");
      if (old) old.parentNode.removeChild(old);
      if (!fixes.length) return;
      var holder = document.createElement("p"), key = (form.closest("details") || { id: "form" }).id;
      holder.className = "fix row";
      fixes.forEach(function (fix, index) {
        var button = document.createElement("button");
        button.type = "submit"; button.className = index || fix.name !== "keep" ? "secondary" : "";
        button.id = key + (fix.name === "keep" ? "-keep-" + fix.value : "-fix");
        button.name = fix.name; button.value = fix.value; button.textContent = fix.label;
        if (index) holder.appendChild(document.createTextNode(" "));
        holder.appendChild(button);
      });
      submit.parentNode.insertBefore(holder, submit.nextSibling);
    };
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (submit.disabled) return;
      var sent = date.value, typed = held();
      var data = new FormData(form);
      if (event.submitter && event.submitter.name) data.append(event.submitter.name, event.submitter.value);
      submit.disabled = true;
      send(form.action, { method: "POST", body: new URLSearchParams(data).toString(),
                          headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" } },
           { what: "morning", date: sent, record: new URL(form.action).pathname + " " + sent })
        .then(function (answer) {
          if (answer === null) return { queued: true };
          return answer.json().then(function (body) { return { ok: answer.ok, body: body }; });
        })
        .then(function (answer) {
          submit.disabled = false;
          clearErrors(form);
          if (answer.queued) { offerFix([]); known[sent] = typed; say(queuedWords()); return; }
          var conflict = answer.body.conflict;
          offerFix(answer.ok ? [] : conflict ? [{ name: "keep", value: "mine", label: conflict.keepMine }, { name: "keep", value: "saved", label: conflict.keepSaved }]
                                         : answer.body.fix ? [answer.body.fix] : []);
          if (!answer.ok) {
            var errors = answer.body.errors || {};
            if (answer.body.error && !Object.keys(errors).length) errors[answer.body.error.field || "date"] = answer.body.error.message;
            Object.keys(errors).forEach(function (name) { showError(form, name, errors[name]); });
            say("");
            return;
          }
          known[sent] = reader(answer.body);
          if (date.value === sent) { fill(form, known[sent]); shown.value = sent; markShown(form); known[sent] = held(); }
          form.dispatchEvent(new CustomEvent("daybook:saved", { detail: { date: sent } }));
          status.setAttribute("data-for", sent);
          say((status.getAttribute("data-saved") || "").replace("{date}", dateWords(sent)));
        }, function () { submit.disabled = false; say(status.getAttribute("data-failed")); });
    });
  });

  // Calendar: in "mark period days" mode a tap marks a day as a period day (medium flow) or, on a
  // day with flow, removes it, through the day's symptoms; otherwise a tap opens the day.
  var marking = document.getElementById("mark-period");
  if (marking) {
    var markStatus = document.getElementById("mark-period-status");
    marking.parentNode.hidden = false;
    marking.addEventListener("click", function () {
      var on = marking.getAttribute("aria-pressed") !== "true";
      marking.setAttribute("aria-pressed", on ? "true" : "false");
      marking.textContent = marking.getAttribute(on ? "data-on" : "data-off");
      markStatus.textContent = on ? markStatus.getAttribute("data-hint") : "";
      document.querySelector(".calendar .month").classList.toggle("marking", on);
    });
    // Days marked while offline show as marked, waiting, on the kept calendar too, until they are sent
    // (or taken back): the page as kept knows only what the server said.
    var cells = {};
    document.querySelectorAll(".calendar .month a[data-date]").forEach(function (cell) {
      cells[cell.getAttribute("data-date")] = cell;
      cell.setAttribute("data-served-flow", cell.getAttribute("data-flow") || "");
    });
    // A mark that left the queue was sent (the day is now as marked), unless she took it back.
    var shownMarks = {}, takenBack = {};
    document.addEventListener("daybook:cancelled", function (event) { takenBack[event.detail.key] = true; });
    var showWaitingMarks = function () {
      if (!window.DaybookQueue || !account) return;
      window.DaybookQueue.all(account).then(function (entries) {
        var marked = {}, keys = {};
        entries.forEach(function (entry) {
          var day = /\/api\/v1\/days\/(\d{4}-\d{2}-\d{2})\/symptoms$/.exec(new URL(entry.url, location.href).pathname);
          if (!day || entry.method !== "PATCH" || ["waiting", "signIn"].indexOf(entry.state) < 0) return;
          try { marked[day[1]] = JSON.parse(entry.body).flow || ""; keys[day[1]] = entry.key; delete takenBack[entry.key]; } catch (e) {}
        });
        Object.keys(shownMarks).forEach(function (date) {
          var was = shownMarks[date];
          if (!(date in marked) && cells[date] && !takenBack[was.key]) cells[date].setAttribute("data-served-flow", was.flow);
        });
        shownMarks = {};
        Object.keys(marked).forEach(function (date) { shownMarks[date] = { flow: marked[date], key: keys[date] }; });
        Object.keys(cells).forEach(function (date) {
          var cell = cells[date], waiting = date in marked;
          var flow = waiting ? marked[date] : cell.getAttribute("data-served-flow");
          cell.classList.toggle("flow", ["LIGHT", "MEDIUM", "HEAVY"].indexOf(flow) >= 0);
          cell.classList.toggle("waiting", waiting);
          if (flow) cell.setAttribute("data-flow", flow); else cell.removeAttribute("data-flow");
        });
      }, function () {});
    };
    showWaitingMarks();
    if (window.DaybookQueue) window.DaybookQueue.listen(function (changed) { if (changed === account) showWaitingMarks(); });
    document.querySelectorAll(".calendar .month a[data-date]").forEach(function (cell) {
      cell.addEventListener("click", function (event) {
        if (marking.getAttribute("aria-pressed") !== "true") return;
        event.preventDefault();
        var bleeding = ["LIGHT", "MEDIUM", "HEAVY"].indexOf(cell.getAttribute("data-flow") || "") >= 0;
        var flow = bleeding ? null : "MEDIUM";
        cell.classList.toggle("flow", !bleeding);
        cell.setAttribute("aria-busy", "true");
        var day = cell.getAttribute("data-date");
        send("/api/v1/days/" + day + "/symptoms", {
          method: "PATCH", headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ flow: flow })
        }, { what: "day", date: day, record: "" }).then(function (answer) {
          cell.removeAttribute("aria-busy");
          if (answer === null) { markStatus.textContent = queuedWords(); cell.classList.add("waiting"); }
          else if (!answer.ok) throw new Error(String(answer.status));
          else cell.setAttribute("data-served-flow", flow || "");
          if (flow) cell.setAttribute("data-flow", flow); else cell.removeAttribute("data-flow");
        }).catch(function () {
          cell.removeAttribute("aria-busy");
          cell.classList.toggle("flow", bleeding);
          markStatus.textContent = markStatus.getAttribute("data-failed");
        });
      });
    });
  }

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
    var decimal = locale.decimal;
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
      // Someone else's shared page follows that person's changes the grant covers.
      var owner = document.body.getAttribute("data-live-owner");
      source = new EventSource("/api/v1/events" + (owner ? "?owner=" + encodeURIComponent(owner) : ""));
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
      // The owner stopped sharing: reloaded, the page says so.
      source.addEventListener("ended", function () { close(); window.location.reload(); });
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
