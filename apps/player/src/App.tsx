import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from './i18n.ts';
import { captureJpeg } from './screenshot.ts';
import type { Engine } from './sync/engine.ts';
import { IdleView } from './views/IdleView.tsx';
import { PairingView } from './views/PairingView.tsx';
import { ProgramPlayer } from './views/ProgramPlayer.tsx';
import { Stage } from './views/Stage.tsx';

/** Starting → pairing (code on screen) → paired (a program or the idle branding screen). */
export function App({ engine }: { engine: Engine }) {
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const stageRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    engine.capture = async () => (stageRef.current ? captureJpeg(stageRef.current) : null);
    return () => {
      engine.capture = null;
    };
  }, [engine]);

  if (state.kind === 'starting') {
    return (
      <main className="starting" data-view="starting">
        <p>{state.offline ? t.offline : t.starting}</p>
      </main>
    );
  }
  if (state.kind === 'pairing') return <PairingView code={state.code} expiresAt={state.expiresAt} serverUrl={state.serverUrl} />;

  const { manifest, program, themeUrl, mediaMime } = state;
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
          {!program && <IdleView manifest={manifest} themeUrl={themeUrl} clock={engine.now} />}
          <ProgramPlayer
            program={program}
            width={width}
            height={height}
            interactive={manifest.device.interactive}
            mediaMime={mediaMime}
            onEnded={(ended) => engine.recordPlays(ended)}
            onPlaying={(now) => engine.setPlaying(now)}
            wallClock={() => engine.now().getTime()}
            timeZone={manifest.device.timeZone}
            widgetData={engine.widgets.get}
          />
        </>
      )}
    </Stage>
  );
}
