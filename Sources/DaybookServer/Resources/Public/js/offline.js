// The page's side of going offline: it installs the service worker, says what the phone kept and
// what waits to be sent (the banner at the top of the page), sends what waits as soon as the server
// answers again, opens the page afresh once it does, and forgets everything on log-out. Pages work
// without it.
(function () {
  "use strict";
  var queue = window.DaybookQueue, body = document.body, account = body.getAttribute("data-account");
  var FORGET = "daybook-forget";

  // Everything the phone kept: the worker, its caches, the saves waiting to be sent.
  var forgetAll = function () {
    var step = function (work) { return function () { try { return Promise.resolve(work()).catch(function () {}); } catch (e) { return Promise.resolve(); } }; };
    return Promise.resolve()
      .then(step(function () {
        return navigator.serviceWorker && navigator.serviceWorker.getRegistrations().then(function (registrations) {
          return Promise.all(registrations.map(function (registration) { return registration.unregister(); }));
        });
      }))
      .then(step(function () {
        return window.caches && caches.keys().then(function (names) {
          return Promise.all(names.filter(function (name) { return /^daybook-/.test(name); }).map(function (name) { return caches.delete(name); }));
        });
      }))
      .then(step(function () { return queue && queue.forget(); }));
  };

  // A deleted account lands on the log-in page: whatever the server's Clear-Site-Data did not reach goes too.
  if (!account) {
    if (sessionStorage.getItem(FORGET)) { sessionStorage.removeItem(FORGET); forgetAll(); }
    return;
  }
  sessionStorage.removeItem(FORGET);
  if (!queue) return;

  var banner = document.getElementById("offline-banner"), problems = null;
  if (banner) {
    problems = document.createElement("div");
    problems.className = "offline-problems";
    banner.parentNode.insertBefore(problems, banner.nextSibling);
  }
  var words = {}, titles = {};
  try { words = JSON.parse((banner && banner.getAttribute("data-words")) || "{}"); } catch (e) { words = {}; }
  try { titles = JSON.parse((banner && banner.getAttribute("data-titles")) || "{}"); } catch (e) { titles = {}; }
  var word = function (name) { return words[name] || ""; };
  var fill = function (text, values) {
    Object.keys(values).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
    return text;
  };
  var lang = document.documentElement.lang || undefined;
  // Dates and times in the browser's region of the page's language.
  var dates = (window.DaybookLocale && window.DaybookLocale.dates) || lang;
  // A counted text in the form this number takes in the page's language (the server gave each form).
  var counted = function (name, count) {
    var form = "other";
    try { form = new Intl.PluralRules(lang).select(count); } catch (e) { form = "other"; }
    return fill(word(name + "." + form) || word(name + ".other"), { count: String(count) });
  };
  // A page the worker kept is stamped with when it was seen; the offline page stands in for one not kept.
  var keptAt = body.getAttribute("data-kept-at");
  var live = !keptAt && !document.querySelector("[data-offline-page]");
  var state = { entries: [], sending: false, reachable: live && navigator.onLine !== false, back: false, listOpen: false, cancelled: null };
  var dirty = false;
  document.addEventListener("input", function () { dirty = true; });

  if (live && "serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").then(function () {
      // This page came before the worker did: it asks to be kept too.
      if (navigator.serviceWorker.controller) return;
      return navigator.serviceWorker.ready.then(function (registration) {
        if (registration.active) registration.active.postMessage({ type: "keep", url: location.href });
      });
    }).catch(function () {});
  }

  // "28 November" in the page's language: a calendar date as it is, an instant in the phone's zone.
  var dateWords = function (iso) {
    var day = iso.length === 10, options = { day: "numeric", month: "long" };
    if (day) options.timeZone = "UTC";
    try { return new Date(day ? iso + "T12:00:00Z" : iso).toLocaleDateString(dates, options); } catch (e) { return iso; }
  };
  var keptWords = function () {
    var at = new Date(keptAt), time = at.toLocaleTimeString(dates, { timeStyle: "short" });
    return at.toDateString() === new Date().toDateString() ? fill(word("kept"), { time: time })
      : fill(word("kept-on"), { date: dateWords(keptAt), time: time });
  };
  var titleOf = function (entry) { return titles[entry.what] || word("entry"); };
  var element = function (tag, className, text) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  };
  var button = function (text, secondary, act) {
    var made = element("button", secondary ? "secondary" : "", text);
    made.type = "button";
    made.addEventListener("click", act);
    return made;
  };
  var waitingOnes = function () { return state.entries.filter(function (e) { return e.state === "waiting" || e.state === "signIn"; }); };

  var render = function () {
    if (!banner) return;
    banner.textContent = "";
    problems.textContent = "";
    if (keptAt && !state.back) banner.appendChild(element("p", "offline-now", keptWords()));
    else if (live && !state.reachable) banner.appendChild(element("p", "offline-now", word("now")));
    if (state.back) {
      var back = element("p", "row", word("back") + " ");
      back.appendChild(button(word("show-latest"), false, function () { location.reload(); }));
      banner.appendChild(back);
    }
    var waiting = waitingOnes();
    if (waiting.length) {
      var count = element("p", "waiting", counted("waiting", waiting.length) + (state.sending ? " · " + word("sending") : ""));
      count.id = "offline-waiting";
      count.setAttribute("data-count", String(waiting.length));
      banner.appendChild(count);
      // What waits, one line each, and a way to take one back before it goes.
      var list = element("details", "waiting-list");
      list.id = "offline-waiting-list";
      list.open = state.listOpen;
      list.addEventListener("toggle", function () { state.listOpen = list.open; });
      list.appendChild(element("summary", "", word("show-waiting")));
      var items = element("ul");
      waiting.forEach(function (entry) {
        var item = element("li", "row");
        item.setAttribute("data-entry", entry.key);
        item.appendChild(element("span", "", titleOf(entry) + (entry.date ? " · " + dateWords(entry.date) : "")));
        item.appendChild(document.createTextNode(" "));
        item.appendChild(button(word("cancel"), true, function () { cancel(entry); }));
        items.appendChild(item);
      });
      list.appendChild(items);
      banner.appendChild(list);
    }
    if (state.cancelled) {
      var gone = element("p", "row cancelled", fill(word("cancelled"), { what: titleOf(state.cancelled) }) + " ");
      gone.id = "offline-cancelled";
      gone.appendChild(button(word("undo"), true, function () { restore(); }));
      banner.appendChild(gone);
    }
    var signIn = state.entries.filter(function (e) { return e.state === "signIn"; })[0];
    if (signIn) {
      var lock = signIn.reason === "lock", ask = element("p", "sign-in", word(lock ? "unlock" : "sign-in") + " ");
      var link = element("a", "button small", word(lock ? "unlock-label" : "log-in-label"));
      link.href = lock ? "/lock" : "/login";
      ask.appendChild(link);
      banner.appendChild(ask);
    }
    state.entries.filter(function (e) { return e.state === "conflict"; }).forEach(function (entry) {
      var conflict = entry.conflict || {}, box = element("section", "card conflict");
      box.setAttribute("data-entry", entry.key);
      box.appendChild(element("p", "", fill(word("conflict"), { what: conflict.title || titleOf(entry), date: dateWords(conflict.date || entry.date || "") })));
      var list = element("ul");
      (conflict.fields || []).forEach(function (field) {
        list.appendChild(element("li", "", field.label + ": " + word("mine") + " " + field.mine + " · " + word("saved") + " " + field.saved));
      });
      box.appendChild(list);
      var choices = element("p", "row");
      choices.appendChild(button(conflict.keepMine || "", false, function () { resolve(entry, "mine"); }));
      choices.appendChild(document.createTextNode(" "));
      choices.appendChild(button(conflict.keepSaved || "", true, function () { resolve(entry, "saved"); }));
      box.appendChild(choices);
      problems.appendChild(box);
    });
    state.entries.filter(function (e) { return e.state === "refused"; }).forEach(function (entry) {
      var box = element("section", "card conflict");
      box.setAttribute("data-entry", entry.key);
      box.appendChild(element("p", "", fill(word("refused"), { what: titleOf(entry), message: entry.message || "" })));
      var choices = element("p", "row");
      choices.appendChild(button(word("edit"), false, function () { edit(entry); }));
      choices.appendChild(document.createTextNode(" "));
      choices.appendChild(button(word("discard"), true, function () { queue.remove(entry.key); }));
      box.appendChild(choices);
      problems.appendChild(box);
    });
    banner.hidden = !banner.firstChild;
  };

  // A save taken back before it was sent; Undo puts it back as it was, under its own key.
  var cancel = function (entry) {
    state.cancelled = entry;
    document.dispatchEvent(new CustomEvent("daybook:cancelled", { detail: { key: entry.key } }));
    queue.remove(entry.key);
  };
  var restore = function () {
    var entry = state.cancelled;
    state.cancelled = null;
    if (!entry) return;
    queue.add({ key: entry.key, account: entry.account, url: entry.url, method: entry.method, contentType: entry.contentType,
                body: entry.body, what: entry.what, date: entry.date, record: entry.record })
      .then(function () { if (state.reachable) send(); });
  };

  var refresh = function () {
    return queue.all(account).then(function (entries) { state.entries = entries; render(); }, function () {});
  };
  queue.listen(function (changed) { if (changed === account) refresh(); });

  // The person chose a side: the save goes again, saying so, under a key of its own (it is another request).
  var resolve = function (entry, side) {
    var params = new URLSearchParams(entry.body);
    params.set("keep", side);
    queue.add({ account: account, url: entry.url, method: entry.method, contentType: entry.contentType, body: params.toString(),
                what: entry.what, date: entry.date, record: entry.record })
      .then(function () { return queue.remove(entry.key); })
      .then(send);
  };

  // A refused save opens in its form, as typed, over what is stored now for its date (never with the
  // record the form showed when it was kept: that was refused). It leaves the queue only once saved.
  var EDIT = "daybook-edit", SENT = "daybook-edit-sent";
  var edit = function (entry) {
    var form = document.querySelector("form[action='" + new URL(entry.url).pathname + "']");
    if (!form) { sessionStorage.setItem(EDIT, entry.key); location.assign("/log#" + entry.what); return; }
    var typed = queue.fields(entry.body);
    var overlay = function () {
      Object.keys(typed).forEach(function (name) {
        if (["_csrf", "keep", "shown", "shownFor", "date"].indexOf(name) >= 0) return;
        form.querySelectorAll("[name='" + name + "']").forEach(function (field) {
          if (field.type === "radio") field.checked = field.value === typed[name];
          else if (field.type === "checkbox") field.checked = typed[name] === "true" || typed[name] === "on";
          else field.value = typed[name];
        });
      });
      var details = form.closest("details");
      if (details) details.open = true;
      form.scrollIntoView({ block: "center" });
    };
    var date = form.querySelector("input[name=date]"), shownFor = form.querySelector("input[name=shownFor]");
    if (date && typed.date) date.value = typed.date;
    if (date && shownFor && typed.date && shownFor.value !== typed.date && form.hasAttribute("data-day-source")) {
      form.addEventListener("daybook:shown", overlay, { once: true });
      date.dispatchEvent(new Event("change"));
    } else overlay();
    // Sent from the page's script, the answer says whether it was saved; sent as a page, the next page does.
    form.addEventListener("daybook:saved", function () { queue.remove(entry.key); }, { once: true });
    if (!form.hasAttribute("data-sends-json")) {
      form.addEventListener("submit", function (event) {
        if (!event.defaultPrevented) sessionStorage.setItem(SENT, JSON.stringify({ key: entry.key, what: entry.what, date: typed.date || "" }));
      });
    }
  };
  var editing = sessionStorage.getItem(EDIT);
  if (editing) {
    sessionStorage.removeItem(EDIT);
    queue.all(account).then(function (entries) {
      var entry = entries.filter(function (e) { return e.key === editing; })[0];
      if (entry) edit(entry);
    });
  }
  // An edited save sent as a page: saved (the page says so), or kept on the phone again as a new save,
  // it leaves the queue; refused again, it stays, with her values.
  var sentEdit = null;
  try { sentEdit = JSON.parse(sessionStorage.getItem(SENT) || "null"); } catch (e) { sentEdit = null; }
  sessionStorage.removeItem(SENT);
  if (sentEdit) {
    var savedHere = new URLSearchParams(location.search).get("saved") === sentEdit.what;
    queue.all(account).then(function (entries) {
      var again = entries.some(function (e) { return e.key !== sentEdit.key && e.what === sentEdit.what && e.date === sentEdit.date && e.state === "waiting"; });
      if (savedHere || again) queue.remove(sentEdit.key);
    });
  }

  // A page fresh from the server gives the form token of the session as it is now.
  var token = function () {
    var field = live && document.querySelector("input[name=_csrf]");
    return field ? field.value : null;
  };
  // The service worker sends (a page may be left or reload itself mid-way; the worker goes on); a
  // browser without one sends from the page.
  var send = function () {
    if (state.sending) return Promise.resolve();
    state.sending = true;
    render();
    var ended = function (how) {
      state.sending = false;
      state.reachable = how !== "again";
      if (how === "again") watch();
      return refresh();
    };
    var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!worker) return queue.flush(account, token()).then(ended, function () { return ended("again"); });
    return new Promise(function (resolve) {
      var reply = new MessageChannel();
      reply.port1.onmessage = function (message) { resolve((message.data && message.data.how) || "again"); };
      worker.postMessage({ type: "send", account: account, token: token() }, [reply.port2]);
      // A worker stopped mid-way answers nothing: asked again later.
      setTimeout(function () { resolve("again"); }, 90000);
    }).then(ended);
  };

  // Whether the server answers, asked again and again less often while it does not.
  var delay = 2000, timer = null;
  var watch = function () {
    if (timer) return;
    timer = setTimeout(function () { timer = null; check(); }, delay);
    delay = Math.min(delay * 2, 15000);
  };
  var check = function () {
    return fetch("/ping", { cache: "no-store" }).then(function (answer) { return answer.ok; }, function () { return false; })
      .then(function (up) {
        if (!up) { state.reachable = false; render(); watch(); return; }
        delay = 2000;
        state.reachable = true;
        // Back: the page opens afresh, unless that would lose what the person is typing. (The offline
        // page at its own address stays: it would only open itself again.)
        if (!live && location.pathname !== "/offline") {
          if (!dirty) { location.reload(); return; }
          state.back = true;
        }
        render();
        if (waitingOnes().length) send();
      });
  };
  window.addEventListener("online", check);
  window.addEventListener("offline", function () { state.reachable = false; render(); });
  window.addEventListener("focus", function () { if (!state.reachable || waitingOnes().length) check(); });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && (!state.reachable || waitingOnes().length)) check();
  });
  var retry = document.querySelector("[data-retry]");
  if (retry) {
    retry.hidden = false;
    retry.addEventListener("click", function () { if (location.pathname === "/offline") location.assign("/"); else location.reload(); });
  }

  refresh().then(function () {
    if (!live || !state.reachable) check();
    else if (waitingOnes().length) send();
  });

  // Log-out leaves nothing of the account on the phone; saves not yet sent are named first.
  document.querySelectorAll("form[action='/logout']").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (form.hasAttribute("data-forgotten")) return;
      event.preventDefault();
      queue.all(account).then(function (entries) {
        var count = entries.length;
        if (count && !window.confirm(counted("log-out", count))) return;
        return forgetAll().then(function () { form.setAttribute("data-forgotten", ""); form.submit(); });
      }, function () { form.setAttribute("data-forgotten", ""); form.submit(); });
    });
  });
  // Deleting the account: once it is gone (the page after has no account), the phone forgets it too.
  document.querySelectorAll("form[action='/settings/delete']").forEach(function (form) {
    form.addEventListener("submit", function () { sessionStorage.setItem(FORGET, "1"); });
  });
})();
