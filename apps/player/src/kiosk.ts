/**
 * Kiosk behaviour a web page can ask for: the screen stays awake (Screen Wake Lock, re-taken when
 * the page becomes visible again) except inside its sleep hours, when the lock is let go so the
 * device's own power saving may turn the display off too; no context menu, full screen on the first
 * touch or key press (browsers only allow it after a gesture; kiosk flags make it unnecessary). The
 * cursor is hidden by CSS.
 */
export function setUpKiosk(): { setAsleep(asleep: boolean): void } {
  let lock: { release: () => Promise<void> } | null = null;
  let asleep = false;
  const wake = async () => {
    try {
      if (!asleep && document.visibilityState === 'visible' && 'wakeLock' in navigator && !lock) {
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
  return {
    setAsleep(next: boolean) {
      if (next === asleep) return;
      asleep = next;
      if (asleep) {
        const held = lock;
        lock = null;
        void held?.release().catch(() => undefined);
      } else void wake();
    },
  };
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

export type KioskState = 'awake' | 'sleeping';

/**
 * For the kiosk installer's watchdog (docs/player.md, "A screen that runs itself"): opened with
 * `?kiosk` in its address, the page writes "signage-kiosk beat=<n> state=<awake|sleeping>" into its
 * title from a drawn frame every few seconds. The watchdog reads titles from Chromium's DevTools list on
 * loopback — no access to the page — so a page that stops drawing stops the beat, and the kiosk is
 * restarted; the state switches the display over HDMI-CEC.
 */
export function startKioskHeartbeat(state: () => KioskState): boolean {
  const kiosk = new URLSearchParams(location.search).get('kiosk');
  if (kiosk === null) return false;
  // `?kiosk=<ms>` sets the beat's period (0.5–60 s; the installer's `?kiosk=1` keeps 5 s).
  const asked = Number(kiosk);
  const everyMs = Number.isInteger(asked) && asked >= 500 && asked <= 60_000 ? asked : 5_000;
  let beat = 0;
  const tick = () =>
    requestAnimationFrame(() => {
      beat += 1;
      document.title = `signage-kiosk beat=${beat} state=${state()}`;
    });
  tick();
  setInterval(tick, everyMs);
  return true;
}
