/** What the player says about itself in registration and heartbeats. */
export function osVersion(ua = navigator.userAgent): string {
  const platform = /\(([^)]*)\)/.exec(ua)?.[1] ?? '';
  const browser = /(Chrome|Chromium|Firefox|Edg|OPR|SamsungBrowser|Version)\/([\d.]+)/.exec(ua)?.slice(1, 3).join(' ') ?? '';
  const webview = /; wv\)/.test(ua) ? ' WebView' : '';
  return `${platform}${browser ? `; ${browser}` : ''}${webview}`.slice(0, 120);
}

export function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function screenSize(): { screenWidth: number; screenHeight: number } {
  const dpr = window.devicePixelRatio || 1;
  return {
    screenWidth: Math.round((window.screen?.width || window.innerWidth) * dpr),
    screenHeight: Math.round((window.screen?.height || window.innerHeight) * dpr),
  };
}

export async function storageEstimate(): Promise<{ storageUsedBytes: number | null; storageQuotaBytes: number | null }> {
  try {
    const e = await navigator.storage?.estimate?.();
    return { storageUsedBytes: e?.usage ?? null, storageQuotaBytes: e?.quota ?? null };
  } catch {
    return { storageUsedBytes: null, storageQuotaBytes: null };
  }
}
