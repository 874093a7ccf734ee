import { nextChange, type PlaylistWindows, type ResolverInput, resolveAt, windowsOf } from '@signage/schedule';
import type { PairedManifest, PlayerAlert, PlayerMessage, PlayerTakeovers } from '@signage/shared';
import type { Program } from '../playback/program.ts';
import { sleepAt } from './sleep.ts';
import { messagesAt, nextMessageChange, resolverAlerts } from './takeovers.ts';

const manifestWindows = new WeakMap<PairedManifest, Record<string, PlaylistWindows>>();
/** The resolver's `windows` of a manifest, computed once per manifest (the resolver caches by object). */
function windowsOfManifest(manifest: PairedManifest): Record<string, PlaylistWindows> {
  let w = manifestWindows.get(manifest);
  if (!w) {
    w = windowsOf(manifest.playlists);
    manifestWindows.set(manifest, w);
  }
  return w;
}

/** What a screen shows at one instant, and when that next changes. */
export interface WhatPlays {
  program: Program | null;
  alert: PlayerAlert | null;
  /** Inside the sleep hours with no alert on screen. */
  sleeping: boolean;
  messages: PlayerMessage[];
  /** The next instant anything of it changes (epoch ms; +Infinity when nothing is due). */
  nextChangeAt: number;
}

/**
 * Resolves what is on screen from the manifest and the held takeovers alone, on the player's own
 * (corrected) clock, so it works with no network: the schedule with the held alerts merged in,
 * validity windows, sleep hours (an alert still takes the screen: safety first) and the messages.
 */
export function whatPlays(manifest: PairedManifest, programs: ReadonlyMap<string, Program>, held: PlayerTakeovers, now: Date): WhatPlays {
  const t = now.getTime();
  const schedule = manifest.schedule as ResolverInput;
  // Validity windows travel on the manifest's playlists; a playlist outside its window is passed over offline too.
  const input: ResolverInput = {
    ...schedule,
    alerts: [...schedule.alerts, ...resolverAlerts(held.alerts, t)],
    windows: windowsOfManifest(manifest),
  };
  let program: Program | null = null;
  let alert: PlayerAlert | null = null;
  let next: Date | null = null;
  // Asleep inside the sleep hours, offline too; an alert still takes the screen (safety first).
  const { asleep, change: sleepChange } = sleepAt(manifest.device, t);
  try {
    const resolution = resolveAt(input, now);
    next = nextChange(input, now);
    const source = resolution.source;
    // An alert shows whether or not the device is enabled: the server decides who it targets.
    alert = source.kind === 'alert' ? (held.alerts.find((a) => a.activationId === source.alertId) ?? null) : null;
    if (!alert && !asleep && manifest.device.active && resolution.playlistId !== null) {
      const p = programs.get(String(resolution.playlistId));
      program = p?.slides.length ? p : null;
    }
  } catch (err) {
    console.warn('player: schedule', err);
  }
  const sleeping = asleep && !alert;
  const messageChange = nextMessageChange(held.messages, t);
  return {
    program,
    alert,
    sleeping,
    messages: sleeping ? [] : messagesAt(held.messages, t),
    nextChangeAt: Math.min(
      next ? next.getTime() : Number.POSITIVE_INFINITY,
      messageChange ?? Number.POSITIVE_INFINITY,
      sleepChange ?? Number.POSITIVE_INFINITY,
    ),
  };
}
