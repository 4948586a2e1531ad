// Daybook's service worker (served as /sw.js, for the whole site). It keeps the app's files and the
// pages a person last saw (Today, Log, a day, the calendar, the cycle), so that the app opens without
// the network, and it keeps a log form sent offline on the phone until it can be sent
// (offline-queue.js). Pages are asked of the network first: online, nothing kept is shown.
importScripts("/js/offline-queue.js");

var SHELL = "daybook-shell-v3";
var FILES = ["/css/app.css", "/js/app.js", "/js/locale.js", "/js/offline.js", "/js/offline-queue.js", "/manifest.webmanifest",
             "/icons/icon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];
// Each account's pages in a cache of their own, named by the account's key (a digest, never its id).
var PAGES = "daybook-pages-";
// Whose pages show offline: the account of the last page this phone was given.
var META = "daybook-meta", CURRENT = "/offline-account";
// A page that keeps the person waiting this long is shown as kept, if it was (a tunnel, a weak signal).
var PATIENCE = 10000;
// A kept page older than this is not shown: a session may have ended elsewhere meanwhile.
var MAX_AGE = 72 * 3600 * 1000;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL).then(function (cache) {
    // The offline page without a session: in the browser's language, for an account not seen yet.
    return cache.addAll(FILES).then(function () { return cache.add(new Request("/offline", { credentials: "omit" })); });
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return /^daybook-shell-/.test(name) && name !== SHELL; })
      .map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

// The address a page is kept under, or null for a page that is never kept: only the person's own
// pages in this list, without `owner=` (someone else's journal), and none of reports, settings or
// exports. `lookup`: the address asked for offline, where a "saved" notice does not count.
var keptAddress = function (href, lookup) {
  var url = new URL(href), path = url.pathname;
  var allowed = /^\/day\/\d{4}-\d{2}-\d{2}$/.test(path) ? [] : { "/": [], "/log": ["date"], "/calendar": ["month"], "/cycle": [] }[path];
  if (!allowed || url.origin !== self.location.origin) return null;
  var kept = new URLSearchParams();
  var names = Array.from(url.searchParams.keys());
  for (var i = 0; i < names.length; i++) {
    if (allowed.indexOf(names[i]) >= 0) kept.set(names[i], url.searchParams.get(names[i]));
    else if (!(lookup && (names[i] === "saved" || names[i] === "reload"))) return null;
  }
  var query = kept.toString();
  return path + (query ? "?" + query : "");
};

var attribute = function (html, name) {
  var body = /<body\b[^>]*>/.exec(html), found = body && new RegExp("\\s" + name + "=\"([^\"]*)\"").exec(body[0]);
  return found ? found[1] : null;
};

var currentAccount = function () {
  return caches.open(META).then(function (cache) { return cache.match(CURRENT); })
    .then(function (answer) { return answer ? answer.text() : null; });
};
// Another account on this phone now: the pages kept for the one before go (what it logged and did
// not send yet stays, and is sent once it logs in again).
var remember = function (account) {
  return currentAccount().then(function (before) {
    if (before === account) return;
    return (before ? caches.delete(PAGES + before) : Promise.resolve()).then(function () {
      return caches.open(META).then(function (cache) { return cache.put(CURRENT, new Response(account)); });
    });
  });
};

// The session is over (the log-in page shown, a 401, a log-in starting): no kept page of the journal may
// outlive it, offline either, nor be shown to the next person's session. What waits to be sent stays in
// the queue, and is sent once its account logs in again.
var forgetPages = function () {
  return caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name.indexOf(PAGES) === 0 || name === META; })
      .map(function (name) { return caches.delete(name); }));
  });
};

var signsOut = function (href, answer) {
  return answer.status === 401 || new URL(answer.url || href).pathname === "/login" || new URL(href).pathname === "/login";
};

// A kept page, unless it is older than MAX_AGE (then it is dropped).
var fresh = function (cache, address) {
  return cache.match(address).then(function (kept) {
    if (!kept) return null;
    var at = Number(kept.headers.get("X-Daybook-Kept-At"));
    if (at && Date.now() - at <= MAX_AGE) return kept;
    return cache.delete(address).then(function () { return null; });
  });
};

// The account's own offline page (its language, its tabs), fetched once.
var keepOfflinePage = function (account) {
  return caches.open(PAGES + account).then(function (cache) {
    return cache.match("/offline").then(function (kept) {
      if (kept) return;
      return fetch("/offline", { credentials: "same-origin" }).then(function (answer) {
        if (!answer.ok || answer.redirected) return;
        return answer.clone().text().then(function (html) {
          if (attribute(html, "data-account") === account) return cache.put("/offline", answer);
        });
      });
    });
  });
};

// Keeps a page the network gave, stamped with when it was seen (the page's banner tells it).
var keep = function (href, answer) {
  var address = keptAddress(href, false);
  if (!answer || answer.status !== 200 || answer.type !== "basic" || answer.redirected) return Promise.resolve();
  if (!/^text\/html/.test(answer.headers.get("Content-Type") || "")) return Promise.resolve();
  return answer.text().then(function (html) {
    var account = attribute(html, "data-account"), allowed = attribute(html, "data-keep");
    if (!account) return;
    return remember(account).then(function () { return keepOfflinePage(account); }).then(function () {
      return caches.open(PAGES + account).then(function (cache) {
        // With a passcode nothing of the journal stays on the phone: what a lock hides is not kept.
        if (allowed === "no") {
          return cache.keys().then(function (requests) {
            return Promise.all(requests.filter(function (r) { return new URL(r.url).pathname !== "/offline"; })
              .map(function (r) { return cache.delete(r); }));
          });
        }
        if (allowed !== "yes" || !address) return;
        var stamped = html.replace(/<body\b/, "<body data-kept-at=\"" + new Date().toISOString() + "\"");
        return cache.put(address, new Response(stamped, {
          headers: { "Content-Type": "text/html; charset=utf-8", "X-Daybook-Kept-At": String(Date.now()) } }));
      });
    });
  }).catch(function () {});
};

// What shows offline: the kept page, else the offline page (the account's, else the one for anyone).
var offline = function (href) {
  return currentAccount().then(function (account) {
    var pages = account ? caches.open(PAGES + account) : Promise.resolve(null);
    return pages.then(function (cache) {
      var address = keptAddress(href, true);
      return (cache && address ? fresh(cache, address) : Promise.resolve(null)).then(function (kept) {
        return kept || (cache ? cache.match("/offline") : Promise.resolve(null));
      });
    });
  }).then(function (answer) {
    return answer || caches.match(new Request("/offline"), { cacheName: SHELL });
  }).then(function (answer) { return answer || Response.error(); });
};

var unreachable = function (answer) { return [502, 503, 504].indexOf(answer.status) >= 0; };

// A kept page alone (not the offline page), for a network that keeps the person waiting.
var keptPage = function (href) {
  return currentAccount().then(function (account) {
    var address = keptAddress(href, true);
    if (!account || !address) return null;
    return caches.open(PAGES + account).then(function (cache) { return fresh(cache, address); });
  });
};

var page = function (event) {
  var request = event.request;
  var network = fetch(request);
  // Kept whatever the page is shown from: a page that came late is still the freshest there is.
  event.waitUntil(network.then(function (answer) {
    if (unreachable(answer)) return null;
    return signsOut(request.url, answer) ? forgetPages() : keep(request.url, answer.clone());
  }, function () {}));
  var answered = network.then(function (answer) { return unreachable(answer) ? offline(request.url) : answer; },
                              function () { return offline(request.url); });
  var slow = new Promise(function (resolve) {
    setTimeout(function () { keptPage(request.url).then(function (kept) { if (kept) resolve(kept); }, function () {}); }, PATIENCE);
  });
  return Promise.race([answered, slow]);
};

// A log form sent while the server cannot be reached is kept, and the person is sent back to the
// page they were on, which shows it as waiting to send. Sent online, it goes as it is, with a key.
var logForm = function (event) {
  var request = event.request;
  return request.clone().text().then(function (body) {
    var key = self.DaybookQueue.uuid(), headers = new Headers(request.headers);
    headers.set("Idempotency-Key", key);
    var keepForLater = function () {
      return currentAccount().then(function (account) {
        if (!account) return offline(request.url);
        var fields = self.DaybookQueue.fields(body), path = new URL(request.url).pathname;
        var what = path.split("/")[2] === "favourites" ? "favourites" : path.split("/")[2];
        return self.DaybookQueue.add({
          key: key, account: account, url: request.url, method: "POST", body: body,
          contentType: headers.get("Content-Type") || "application/x-www-form-urlencoded",
          what: what, date: fields.date || "", record: fields.shown ? path + " " + (fields.date || "") : ""
        }).then(function () {
          if (self.registration.sync) self.registration.sync.register("daybook-queue").catch(function () {});
          var back = request.referrer && new URL(request.referrer).origin === self.location.origin ? new URL(request.referrer) : new URL("/log", self.location.href);
          back.hash = what === "favourites" ? "" : what;
          return Response.redirect(back.href, 303);
        });
      });
    };
    return fetch(new Request(request.url, {
      method: "POST", headers: headers, body: body, credentials: "same-origin", redirect: "manual", referrer: request.referrer
    })).then(function (answer) { return unreachable(answer) ? keepForLater() : answer; }, keepForLater);
  });
};

// The app's own files: the network's when it answers (kept fresh), the kept ones when it does not.
var file = function (request) {
  return fetch(request).then(function (answer) {
    if (answer.ok) {
      // Only into a cache that exists: after log-out nothing comes back until the worker is installed anew.
      caches.has(SHELL).then(function (has) { if (has) caches.open(SHELL).then(function (c) { c.put(request, answer.clone()); }); });
      return answer;
    }
    return answer;
  }, function () {
    return caches.match(request, { cacheName: SHELL }).then(function (kept) { return kept || Response.error(); });
  });
};

self.addEventListener("fetch", function (event) {
  var request = event.request, url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && request.method === "GET") { event.respondWith(page(event)); return; }
  // Someone logs in or signs up on this browser: nothing kept for the session before may show to theirs.
  if (request.mode === "navigate" && request.method === "POST" && /^\/(login|signup)$/.test(url.pathname)) {
    event.waitUntil(forgetPages());
    return;
  }
  if (request.mode === "navigate" && request.method === "POST" && /^\/log\//.test(url.pathname)) { event.respondWith(logForm(event)); return; }
  if (request.method === "GET" && (/^\/(css|js|icons)\//.test(url.pathname) || url.pathname === "/manifest.webmanifest")) {
    event.respondWith(file(request));
  }
});

self.addEventListener("message", function (event) {
  var data = event.data || {};
  // The page that installed the worker was loaded before it: it asks for itself to be kept.
  if (data.type === "keep" && typeof data.url === "string" && new URL(data.url).origin === self.location.origin) {
    event.waitUntil(fetch(data.url, { credentials: "same-origin" }).then(function (answer) { return keep(data.url, answer); }, function () {}));
  }
  // A page asks for what waits to be sent, with its form token; the answer says how it ended.
  if (data.type === "send" && typeof data.account === "string") {
    var reply = function (how) { if (event.ports[0]) event.ports[0].postMessage({ how: how }); };
    event.waitUntil(self.DaybookQueue.flush(data.account, typeof data.token === "string" ? data.token : null)
      .then(reply, function () { reply("again"); }));
  }
});

// Background Sync: the browser wakes the worker when the network is back, even with no page open.
self.addEventListener("sync", function (event) {
  if (event.tag !== "daybook-queue") return;
  event.waitUntil(currentAccount().then(function (account) {
    if (!account) return;
    return self.DaybookQueue.flush(account, null).then(function (how) {
      // Not reachable yet: the browser tries again later.
      if (how === "again") throw new Error("not reachable yet");
    });
  }));
});
