/** Small colour helpers so organization colours stay readable (WCAG 2.1 AA: 4.5:1 for text). */

function channels(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean;
  const n = Number.parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `hex` toward black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  const [r, g, b] = channels(hex);
  return toHex([r + (target - r) * t, g + (target - g) * t, b + (target - b) * t]);
}

/**
 * The closest shade of `hex` that reaches `ratio` against `background`: darker on light
 * backgrounds, lighter on dark ones. Returns `hex` unchanged when it already passes.
 */
export function readableOn(hex: string, background: string, ratio = 4.5): string {
  if (contrastRatio(hex, background) >= ratio) return hex;
  const darken = luminance(background) > 0.5;
  for (let step = 0.04; step <= 1; step += 0.04) {
    const candidate = shade(hex, darken ? step : -step);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return darken ? '#000000' : '#ffffff';
}

/** Black or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';
}
