import sharp from 'sharp';

/**
 * Pixel comparison of the parity tests (docs/player.md, Fidelity): a pixel differs when any channel
 * differs by more than CHANNEL/255.
 */
export const CHANNEL = 16;

/** A PNG as raw RGB at `width × height` (resized to it if needed), optionally blurred first. */
export async function raw(png: Buffer, width: number, height: number, blur = 0) {
  const img = sharp(png).resize({ width, height, fit: 'fill' }).removeAlpha();
  return (blur ? img.blur(blur) : img).raw().toBuffer();
}

/**
 * Share of pixels where any channel differs by more than CHANNEL. `counted(i)` (pixel index) leaves
 * pixels out of the comparison, e.g. a video wall's bezels.
 */
export function difference(a: Buffer, b: Buffer, counted: (pixel: number) => boolean = () => true): number {
  let n = 0;
  let total = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (!counted(i / 3)) continue;
    total++;
    if (
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > CHANNEL ||
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) > CHANNEL ||
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)) > CHANNEL
    )
      n++;
  }
  return total ? n / total : 0;
}

export const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
