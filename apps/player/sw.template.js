/**
 * The player's service worker (scope /player/). The app shell is precached at install, so a screen
 * that reboots without network still starts; navigations try the network first (a new release is
 * picked up) and fall back to the cached page; built assets are immutable (cache first); fonts are
 * cached as they are used, and so are widget pictures (news items; content-addressed, public). Other
 * API calls and media are never intercepted: the player keeps media in IndexedDB itself and sends
 * its device header on every call.
 */
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__CACHE_VERSION__;
const SHELL = `player-shell-${VERSION}`;
const FONTS = 'player-fonts';
const WIDGET_IMAGES = 'player-widget-images';
/** Pictures kept for offline widgets; the oldest go first. */
const WIDGET_IMAGES_MAX = 300;
const BASE = new URL('./', self.location.href).pathname;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([BASE, ...PRECACHE.filter((f) => f !== 'index.html').map((f) => BASE + f)]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('player-shell-') && k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const timeout = (ms) => new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/widget/image/')) {
    event.respondWith(
      caches.open(WIDGET_IMAGES).then((cache) =>
        cache.match(req).then(
          (hit) =>
            hit ||
            fetch(req).then((res) => {
              if (res.ok) {
                void cache
                  .put(req, res.clone())
                  .then(() => cache.keys())
                  .then((keys) => Promise.all(keys.slice(0, Math.max(0, keys.length - WIDGET_IMAGES_MAX)).map((k) => cache.delete(k))));
              }
              return res;
            }),
        ),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/api/')) return;

  if (req.mode === 'navigate' && url.pathname.startsWith(BASE.replace(/\/$/, ''))) {
    event.respondWith(
      Promise.race([fetch(req), timeout(4000)])
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(SHELL).then((c) => c.put(BASE, copy));
          }
          return res;
        })
        .catch(() =>
          caches
            .open(SHELL)
            .then((c) => c.match(BASE))
            .then((res) => res || Response.error()),
        ),
    );
    return;
  }

  if (url.pathname.startsWith(BASE)) {
    event.respondWith(caches.match(req).then((hit) => hit || fetch(req)));
    return;
  }

  if (url.pathname.startsWith('/fonts/')) {
    event.respondWith(
      caches.open(FONTS).then((cache) =>
        cache.match(req).then(
          (hit) =>
            hit ||
            fetch(req).then((res) => {
              if (res.ok) void cache.put(req, res.clone());
              return res;
            }),
        ),
      ),
    );
  }
});
