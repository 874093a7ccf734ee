import type { PlayerAlert, PlayerMessage } from '@signage/shared';
import { ALERT_FONT_IDS, AlertView, MessageLayer } from '@signage/slides/alerts';
import { loadFonts } from '@signage/slides/render';
import { useEffect, useRef, useState } from 'react';
import { t, type Texts } from '../i18n.ts';

/**
 * The takeover layers of a paired screen (docs/alerts.md), drawn inside the rotated stage
 * over the program or the idle screen: the messages (tickers and banners), and over everything the
 * alert on air, full screen. Alerts and messages draw with the shared renderers of
 * `@signage/slides/alerts` (the CMS preview uses the same).
 */

/** Where the alert's sound stands, for monitoring (`data-alert-audio`); a blocked sound never hides the alert. */
export type AlertAudioState = 'none' | 'loading' | 'playing' | 'ended' | 'blocked' | 'failed';

/** Loads the alert design's fonts with the one font mechanism (early, so the first alert has them). */
export function loadAlertFonts(): Promise<void> {
  return loadFonts([...ALERT_FONT_IDS]);
}

export interface AlertOverlayProps {
  alert: PlayerAlert;
  /** Its audio as a local blob URL, null while not stored (or none). */
  audioUrl: string | null;
  width: number;
  height: number;
  /** The screen's words (the type's name, the instructions heading). */
  texts?: Texts;
  /** The activation was drawn (called once per mount, at the frame that shows it): its receipt. */
  onShown?: (activationId: number) => void;
}

/**
 * One alert full screen: `AlertView` in the screen's language with the alert's audio (a continuous
 * alert loops it, a broadcast plays it once). Mount it keyed by the activation: a newer alert is a
 * new overlay (its own sound, its own receipt).
 */
export function AlertOverlay({ alert, audioUrl, width, height, texts = t, onShown }: AlertOverlayProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [audio, setAudio] = useState<AlertAudioState>(audioUrl ? 'loading' : 'none');
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    void loadAlertFonts();
  }, []);

  // The receipt's shownAt: the frame that draws the alert.
  useEffect(() => {
    const id = alert.activationId;
    const frame = requestAnimationFrame(() => shown.current?.(id));
    return () => cancelAnimationFrame(frame);
  }, [alert.activationId]);

  // Sound once the file is stored. A browser that blocks autoplay rejects play(): the alert stays,
  // the refusal is logged and marked on the overlay (kiosks start Chromium with
  // --autoplay-policy=no-user-gesture-required, docs/player.md).
  useEffect(() => {
    const el = audioRef.current;
    if (!el || !audioUrl) {
      setAudio('none');
      return;
    }
    let live = true;
    setAudio('loading');
    el.currentTime = 0;
    Promise.resolve()
      .then(() => el.play())
      .then(
        () => {
          if (live) setAudio('playing');
        },
        (err: unknown) => {
          if (!live) return;
          const name = (err as { name?: string } | null)?.name;
          console.warn(
            `player: alert ${alert.activationId} audio ${name === 'NotAllowedError' ? 'blocked by the autoplay policy' : 'failed'}`,
            err,
          );
          setAudio(name === 'NotAllowedError' ? 'blocked' : 'failed');
        },
      );
    return () => {
      live = false;
      el.pause();
    };
  }, [audioUrl, alert.activationId]);

  return (
    <div
      className="alert-overlay"
      role="alert"
      aria-label={alert.name}
      data-alert-activation={alert.activationId}
      data-alert-audio={audio}
      style={{ position: 'absolute', left: 0, top: 0, width, height, zIndex: 100, overflow: 'hidden' }}
    >
      <AlertView
        alert={alert}
        width={width}
        height={height}
        typeLabel={texts.alertTypes[alert.type]}
        instructionsLabel={texts.alertInstructions}
      />
      {audioUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: an alarm sound; the alert's text is on screen.
        <audio
          ref={audioRef}
          src={audioUrl}
          loop={alert.mode === 'continuous'}
          preload="auto"
          onEnded={() => setAudio('ended')}
          style={{ display: 'none' }}
        />
      ) : null}
    </div>
  );
}

/** The messages shown now, over the content (under an alert): a layer that lets touches through. */
export function MessageOverlay({ messages, width, height }: { messages: readonly PlayerMessage[]; width: number; height: number }) {
  if (!messages.length) return null;
  return (
    <div className="message-overlay" style={{ position: 'absolute', left: 0, top: 0, width, height, zIndex: 50, pointerEvents: 'none' }}>
      <MessageLayer messages={messages} width={width} height={height} />
    </div>
  );
}
