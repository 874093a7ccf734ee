import type { PairedManifest, PlayerAlert, PlayerMessage } from '@signage/shared';
import type { Program } from '../playback/program.ts';
import type { SyncTimeline } from '../playback/sync-timeline.ts';

/** What the engine tells the views: they subscribe to it and never talk to the server. */
export type EngineState =
  | { kind: 'starting'; offline?: boolean }
  | { kind: 'pairing'; code: string; expiresAt: string; serverUrl: string }
  | {
      kind: 'paired';
      manifest: PairedManifest;
      /**
       * Inside the screen's sleep hours (docs/screens.md "Sleep hours"): black, nothing plays, no
       * messages; false while an alert has the screen (an alert wakes it).
       */
      sleeping: boolean;
      /** What plays now (null = the idle branding screen, asleep, or an alert has the screen). */
      program: Program | null;
      /** The alert on air, full screen over everything (the newest activation), else null. */
      alert: PlayerAlert | null;
      /** Its audio as a local blob URL, once stored (the alert never waits for it). */
      alertAudioUrl: string | null;
      /** Synchronized playback: the group's shared timeline (docs/player.md), else null. */
      sync: SyncTimeline | null;
      /** The messages shown now, oldest first (over the program and the idle screen, under an alert). */
      messages: PlayerMessage[];
      /** URL to show a theme image from (local blob when cached). */
      themeUrl: (url: string | null) => string | null;
      /** MIME type of a media file by its id (popups). */
      mediaMime: (mediaId: string) => string | undefined;
    };
