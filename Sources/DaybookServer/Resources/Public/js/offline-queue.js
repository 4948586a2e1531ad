// What a person logs while the server cannot be reached waits on the phone (IndexedDB) and is sent
// when it can be: in the order it was logged, each once. Every entry carries its own Idempotency-Key,
// sent with each try, so a try whose answer was lost is answered by the server as the first one was.
// An entry leaves the queue only on a definitive answer; one that needs the person (a log-in, a
// conflict, a refusal) stays and says so. Used by the pages (offline.js, app.js) and the service worker.
(function (scope) {
  "use strict";
  var NAME = "daybook-offline", STORE = "waiting";
  // A try not answered within this is given up (and made again later under the same key); an entry
  // claimed by a sender that vanished (a closed tab) is free again after the lease.
  var TIMEOUT = 60000, LEASE = 120000;
  // Answers that say "not now" rather than "no": the server, or a proxy in front of it, is not there yet.
  var AGAIN = [408, 429, 502, 503, 504];

  var uuid = function () {
    if (scope.crypto && scope.crypto.randomUUID) return scope.crypto.randomUUID();
    var b = scope.crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join("");
    return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
  };

  // Each use opens the database and closes it after, so that log-out can delete it at once.
  var withStore = function (mode, work) {
    return new Promise(function (resolve, reject) {
      var opening = scope.indexedDB.open(NAME, 1);
      opening.onupgradeneeded = function () { opening.result.createObjectStore(STORE, { keyPath: "key" }); };
      opening.onerror = function () { reject(opening.error); };
      opening.onsuccess = function () {
        var db = opening.result, tx = db.transaction(STORE, mode), result;
        Promise.resolve(work(tx.objectStore(STORE))).then(function (value) { result = value; });
        tx.oncomplete = function () { db.close(); resolve(result); };
        tx.onerror = tx.onabort = function () { db.close(); reject(tx.error); };
      };
    });
  };
  var asked = function (request) {
    return new Promise(function (resolve, reject) {
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
  };

  // Other pages and the worker hear of each change, so every banner shows the same queue.
  var channel = scope.BroadcastChannel ? new scope.BroadcastChannel(NAME) : null;
  var listeners = [];
  var changed = function (account) {
    if (channel) channel.postMessage({ account: account });
    listeners.forEach(function (listener) { listener(account); });
  };
  if (channel) channel.onmessage = function (message) { listeners.forEach(function (listener) { listener(message.data.account); }); };

  var all = function (account) {
    return withStore("readonly", function (store) { return asked(store.getAll()); }).then(function (entries) {
      return entries.filter(function (e) { return e.account === account; }).sort(function (a, b) { return a.seq - b.seq; });
    });
  };

  // A form's fields (urlencoded) as an object and back.
  var fields = function (body) {
    var out = {};
    new URLSearchParams(body || "").forEach(function (value, name) { out[name] = value; });
    return out;
  };
  var shownOf = function (form) { try { return JSON.parse(form.shown || "{}"); } catch (e) { return {}; } };

  // Two saves of one day's record made on the same kept page: the later one is based on what the
  // earlier will have saved, so a field the person changed twice is no conflict with themselves.
  var chain = function (entry, earlier) {
    if (!entry.record) return;
    var mine = fields(entry.body), shown = shownOf(mine), touched = false;
    earlier.forEach(function (before) {
      if (before.record !== entry.record || before.state !== "waiting") return;
      var theirs = fields(before.body), was = shownOf(theirs);
      Object.keys(shown).forEach(function (name) {
        var changedThen = (theirs[name] || "") !== (was[name] || ""), changedNow = (mine[name] || "") !== (shown[name] || "");
        if (changedThen && changedNow && (was[name] || "") === (shown[name] || "")) { shown[name] = theirs[name] || ""; touched = true; }
      });
    });
    if (!touched) return;
    var params = new URLSearchParams(entry.body);
    params.set("shown", JSON.stringify(shown));
    entry.body = params.toString();
  };

  // Keeps an entry: {account, url, method, contentType, body, what, date, record, key?}.
  var add = function (entry) {
    entry.key = entry.key || uuid();
    entry.state = "waiting";
    entry.at = Date.now();
    entry.attempts = 0;
    entry.sendingSince = 0;
    return withStore("readwrite", function (store) {
      return asked(store.getAll()).then(function (entries) {
        var mine = entries.filter(function (e) { return e.account === entry.account; }).sort(function (a, b) { return a.seq - b.seq; });
        entry.seq = mine.length ? mine[mine.length - 1].seq + 1 : 1;
        chain(entry, mine);
        return asked(store.put(entry));
      });
    }).then(function () { changed(entry.account); return entry; });
  };

  var update = function (key, change) {
    var account;
    return withStore("readwrite", function (store) {
      return asked(store.get(key)).then(function (entry) {
        if (!entry) return null;
        account = entry.account;
        var next = change(entry);
        return next ? asked(store.put(next)).then(function () { return next; }) : asked(store.delete(key)).then(function () { return null; });
      });
    }).then(function (value) { if (account) changed(account); return value; });
  };
  var remove = function (key) { return update(key, function () { return null; }); };

  // Takes the entry for this sender, unless another sender (a tab, the worker) is sending it now.
  var claim = function (key) {
    var claimed = null;
    return withStore("readwrite", function (store) {
      return asked(store.get(key)).then(function (entry) {
        if (!entry || Date.now() - (entry.sendingSince || 0) < LEASE) return;
        entry.sendingSince = Date.now();
        claimed = entry;
        return asked(store.put(entry));
      });
    }).then(function () { return claimed; });
  };

  var messageOf = function (answer) {
    return answer.json().then(function (body) {
      var errors = body.errors || {}, texts = Object.keys(errors).map(function (name) { return errors[name]; });
      return { body: body, text: texts.length ? texts.join(" ") : (body.error && body.error.message) || "" };
    }, function () { return { body: {}, text: answer.statusText || String(answer.status) }; });
  };

  // One try; the outcome says what became of the entry and whether to go on with the next.
  // `token`: the form token of a page fresh from the server (the session may have been renewed by a
  // log-in since the entry was kept); none from the worker or a kept page.
  var send = function (entry, token) {
    var body = entry.body;
    if (token && /x-www-form-urlencoded/.test(entry.contentType)) {
      var params = new URLSearchParams(body);
      if (params.has("_csrf")) { params.set("_csrf", token); body = params.toString(); }
    }
    var controller = scope.AbortController ? new scope.AbortController() : null;
    var timer = controller ? setTimeout(function () { controller.abort(); }, TIMEOUT) : null;
    return fetch(entry.url, {
      method: entry.method, body: body, credentials: "same-origin", redirect: "follow", signal: controller ? controller.signal : undefined,
      headers: { "Content-Type": entry.contentType, Accept: "application/json", "Idempotency-Key": entry.key }
    }).then(function (answer) {
      clearTimeout(timer);
      var path = new URL(answer.url || entry.url, scope.location.href).pathname;
      // Pages send a lost session to the log-in and a locked one to the lock screen; the API says 401 and 423.
      if ((answer.redirected && path === "/login") || answer.status === 401) return { kind: "signIn", reason: "login", stop: true };
      if ((answer.redirected && path === "/lock") || answer.status === 423) return { kind: "signIn", reason: "lock", stop: true };
      if (answer.ok) return { kind: "sent" };
      // The form token of another session: a log-in since; the person logs in again and it goes.
      if (answer.status === 403) return { kind: token ? "signIn" : "again", reason: "login", stop: true };
      if (AGAIN.indexOf(answer.status) >= 0) return { kind: "again", stop: true };
      return messageOf(answer).then(function (said) {
        if (answer.status === 409 && said.body.conflict) return { kind: "conflict", conflict: said.body.conflict };
        // A fault of the server's own: tried again a few times, then shown.
        if (answer.status >= 500 && entry.attempts < 3) return { kind: "again", stop: true };
        return { kind: "refused", message: said.text };
      });
    }, function () {
      clearTimeout(timer);
      return { kind: "again", stop: true };
    });
  };

  var settle = function (entry, outcome) {
    if (outcome.kind === "sent") return remove(entry.key);
    return update(entry.key, function (stored) {
      stored.sendingSince = 0;
      stored.attempts = (stored.attempts || 0) + 1;
      if (outcome.kind === "signIn") { stored.state = "signIn"; stored.reason = outcome.reason; }
      if (outcome.kind === "conflict") { stored.state = "conflict"; stored.conflict = outcome.conflict; }
      if (outcome.kind === "refused") { stored.state = "refused"; stored.message = outcome.message; }
      return stored;
    });
  };

  var sendable = function (entry) { return entry.state === "waiting" || entry.state === "signIn"; };

  // Sends what waits, oldest first, until the queue is empty or the server is not there. Answers how
  // it ended: "done", "again" (not reachable), "signIn", or "busy" (another sender is at it).
  var running = {};
  var flush = function (account, token) {
    if (running[account]) return running[account];
    var loop = function () {
      return all(account).then(function (entries) {
        var next = entries.filter(sendable)[0];
        if (!next) return "done";
        return claim(next.key).then(function (claimed) {
          if (!claimed) return "busy";
          return send(claimed, token).then(function (outcome) {
            return settle(claimed, outcome).then(function () { return outcome.stop ? outcome.kind : loop(); });
          });
        });
      });
    };
    var locks = scope.navigator && scope.navigator.locks;
    var run = locks
      ? locks.request(NAME + "-" + account, { ifAvailable: true }, function (lock) { return lock ? loop() : "busy"; })
      : loop();
    running[account] = run.then(function (how) { delete running[account]; return how; }, function (error) { delete running[account]; throw error; });
    return running[account];
  };

  // Sends a change from the page with its own key; when the server cannot be reached it is kept
  // (under the same key) and the answer is null. `entry`: what the queue needs to show it.
  var request = function (url, init, entry) {
    var key = uuid(), headers = new Headers(init.headers || {});
    headers.set("Idempotency-Key", key);
    var keep = function () {
      entry.key = key; entry.url = new URL(url, scope.location.href).href; entry.method = init.method;
      entry.contentType = headers.get("Content-Type") || "application/x-www-form-urlencoded";
      entry.body = String(init.body || "");
      return add(entry).then(function () { return null; });
    };
    return fetch(url, Object.assign({}, init, { headers: headers, credentials: "same-origin" })).then(function (answer) {
      return [502, 503, 504].indexOf(answer.status) >= 0 ? keep() : answer;
    }, keep);
  };

  // Log-out: nothing of the account stays on the phone.
  var forget = function () {
    return new Promise(function (resolve) {
      var deleting = scope.indexedDB.deleteDatabase(NAME);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = function () { resolve(); };
    });
  };

  scope.DaybookQueue = {
    uuid: uuid, add: add, all: all, remove: remove, update: update, flush: flush, request: request, forget: forget,
    fields: fields, listen: function (listener) { listeners.push(listener); }
  };
})(self);
