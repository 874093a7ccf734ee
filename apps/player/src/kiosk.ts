/**
 * Kiosk behaviour a web page can ask for: the screen stays awake (Screen Wake Lock, re-taken when
 * the page becomes visible again), no context menu, full screen on the first touch or key press
 * (browsers only allow it after a gesture; kiosk flags make it unnecessary). The cursor is hidden
 * by CSS.
 */
export function setUpKiosk(): void {
  let lock: { release: () => Promise<void> } | null = null;
  const wake = async () => {
    try {
      if (document.visibilityState === 'visible' && 'wakeLock' in navigator && !lock) {
        const l = await navigator.wakeLock.request('screen');
        lock = l;
        l.addEventListener('release', () => {
          lock = null;
        });
      }
    } catch {
      /* not allowed here (no user gesture, insecure origin): the kiosk's power settings apply */
    }
  };
  void wake();
  document.addEventListener('visibilitychange', () => void wake());
  document.addEventListener('contextmenu', (e) => e.preventDefault());
  const fullscreen = () => {
    void wake();
    if (!document.fullscreenElement && document.documentElement.requestFullscreen) {
      document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    }
  };
  document.addEventListener('pointerdown', fullscreen, { passive: true });
  document.addEventListener('keydown', fullscreen);
}

/** Registers the service worker (secure contexts only: https or localhost, or a kiosk flag). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL, updateViaCache: 'none' })
    .catch((err) => {
      console.warn('player: service worker not registered', err);
    });
}
