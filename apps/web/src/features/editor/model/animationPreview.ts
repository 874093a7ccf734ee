import type { ObjectAnimation } from '@signage/slides/model';
import { ANIMATION_CYCLE_MS } from '@signage/slides/render';

/**
 * The parts of the slide's timeline where the element animates: the entry window from slide start,
 * and the exit window before slide end, each with a little margin. The preview plays these and skips
 * the still time in between, so a 10-second slide previews in a couple of seconds.
 */
export function previewWindows(anim: ObjectAnimation, durationSec: number): [number, number][] {
  const cycle = ANIMATION_CYCLE_MS[anim.speed];
  const end = durationSec * 1000;
  const windows: [number, number][] = [];
  if (anim.mode !== 'exit') {
    const cycles = anim.repeat === 'forever' ? 3 : Math.min(anim.repeat + 1, 5);
    windows.push([0, Math.min(end, anim.beginAfter * 1000 + cycle * cycles + 400)]);
  }
  if (anim.mode !== 'entry') {
    const exitEnd = Math.max(0, end - anim.beginBefore * 1000);
    windows.push([Math.max(0, exitEnd - cycle - 400), Math.min(end, exitEnd + 300)]);
  }
  return windows;
}
