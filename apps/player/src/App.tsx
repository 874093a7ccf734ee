import { ViewportFrame } from '@signage/slides/render';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from './i18n.ts';
import { captureJpeg } from './screenshot.ts';
import type { Engine } from './sync/engine.ts';
import { AlertOverlay, loadAlertFonts, MessageOverlay } from './views/AlertOverlay.tsx';
import { IdleView } from './views/IdleView.tsx';
import { PairingView } from './views/PairingView.tsx';
import { ProgramPlayer } from './views/ProgramPlayer.tsx';
import { Stage } from './views/Stage.tsx';

/**
 * Starting → pairing (code on screen) → paired (a program or the idle branding screen, with the
 * messages over it and an alert over everything).
 */
export function App({ engine }: { engine: Engine }) {
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const stageRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    engine.capture = async () => (stageRef.current ? captureJpeg(stageRef.current) : null);
    return () => {
      engine.capture = null;
    };
  }, [engine]);

  // The alert design's fonts, fetched while the network is there (the service worker keeps them).
  useEffect(() => {
    void loadAlertFonts();
  }, []);

  if (state.kind === 'starting') {
    return (
      <main className="starting" data-view="starting">
        <p>{state.offline ? t.offline : t.starting}</p>
      </main>
    );
  }
  if (state.kind === 'pairing') return <PairingView code={state.code} expiresAt={state.expiresAt} serverUrl={state.serverUrl} />;

  // Sleep hours: black and silent (docs/screens.md "Sleep hours"); an alert wakes the screen, so
  // `sleeping` is false while one is on air.
  if (state.sleeping) return <main className="sleeping" data-view="sleeping" aria-label={t.sleeping} />;

  const { manifest, program, themeUrl, mediaMime, alert, alertAudioUrl, messages, sync } = state;
  const letterbox = manifest.theme.navBarColor ?? '#000000';
  return (
    <Stage
      rotation={manifest.device.rotation}
      background={letterbox}
      stageRef={(el) => {
        stageRef.current = el;
      }}
    >
      {({ width, height }) => (
        <>
          {/* Under an alert the program is stopped (the resolver gives the screen to the alert); the
              messages would be hidden, so they are not drawn either. */}
          {!program && !alert && <IdleView manifest={manifest} themeUrl={themeUrl} clock={engine.now} />}
          {/* A video wall's member draws the whole program at the wall's size and shows its own
              rectangle of it (docs/screens.md, "Video walls"); any other screen fills its stage. */}
          <ViewportFrame viewport={manifest.wall?.viewport} width={width} height={height}>
            {(full) => (
              <ProgramPlayer
                program={program}
                sync={sync}
                width={full.width}
                height={full.height}
                interactive={manifest.device.interactive}
                mediaMime={mediaMime}
                onEnded={(ended) => engine.recordPlays(ended)}
                onPlaying={(now) => engine.setPlaying(now)}
                wallClock={() => engine.now().getTime()}
                timeZone={manifest.device.timeZone}
                widgetData={engine.widgets.get}
              />
            )}
          </ViewportFrame>
          {!alert && <MessageOverlay messages={messages} width={width} height={height} />}
          {alert && (
            <AlertOverlay
              key={alert.activationId}
              alert={alert}
              audioUrl={alertAudioUrl}
              width={width}
              height={height}
              onShown={(id) => engine.alertShown(id)}
            />
          )}
        </>
      )}
    </Stage>
  );
}
