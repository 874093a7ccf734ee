import { asleepAt, nextSleepChange } from '@signage/schedule';
import type { PairedManifest } from '@signage/shared';
import type { Ended } from '../playback/sequencer.ts';

/**
 * Sleep hours on the screen (docs/screens.md "Sleep hours"), decided from the cached manifest on the
 * player's own clock, so a screen sleeps and wakes on time offline too. Never throws: a manifest the
 * player cannot read leaves the screen awake.
 */
export function sleepAt(device: PairedManifest['device'], t: number): { asleep: boolean; change: number | null } {
  try {
    return { asleep: asleepAt(device.sleepHours, device.timeZone, t), change: nextSleepChange(device.sleepHours, device.timeZone, t) };
  } catch (err) {
    console.warn('player: sleep hours', err);
    return { asleep: false, change: null };
  }
}

/** The plays that began outside the sleep hours (a play cut short by the start of sleep began before it). */
export function awakePlays(ended: Ended[], device: PairedManifest['device'] | undefined, wallNow: number, clockNow: number): Ended[] {
  if (!device?.sleepHours) return ended;
  return ended.filter((e) => !asleepAt(device.sleepHours, device.timeZone, wallNow - (clockNow - e.startedAt)));
}
