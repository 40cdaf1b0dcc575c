// The service worker of Web Push (docs/push.md). It shows pushes and opens
// their page on a click. It caches nothing and has no fetch handler: every
// request goes to the network as without it, so a deploy is never served
// stale. Served with Cache-Control: no-cache and Service-Worker-Allowed: /.
/* eslint-env serviceworker */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function parse(data) {
  if (!data) return {};
  try {
    const v = data.json();
    return v && typeof v === 'object' ? v : {};
  } catch {
    return { body: data.text() };
  }
}

// A page of this site only: the payload's url is a path.
function sameOrigin(url) {
  try {
    const u = new URL(url || '/', self.location.origin);
    return u.origin === self.location.origin ? u.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const p = parse(event.data);
  const title = typeof p.title === 'string' && p.title ? p.title : self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof p.body === 'string' ? p.body : '',
      icon: typeof p.icon === 'string' ? p.icon : '/favicon.svg',
      tag: typeof p.tag === 'string' ? p.tag : undefined,
      data: { url: sameOrigin(p.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOrigin(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const same = tabs.find((t) => t.url === url) || tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (same) {
        return same.focus().then((t) => (t && t.url !== url && 'navigate' in t ? t.navigate(url) : t));
      }
      return self.clients.openWindow(url);
    }),
  );
});
