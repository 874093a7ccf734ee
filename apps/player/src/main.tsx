import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { lang } from './i18n.ts';
import { registerServiceWorker, setUpKiosk, startKioskHeartbeat } from './kiosk.ts';
import { Engine } from './sync/engine.ts';
import '@signage/slides/widgets';
import './style.css';

/**
 * The screen-side app: pairs by a 4-digit code, keeps the manifest and media offline, plays what
 * the schedule says with the shared slide renderer, and reports back (docs/player.md).
 */
document.documentElement.lang = lang;
const kiosk = setUpKiosk();
registerServiceWorker();
const engine = new Engine();
// Inside the sleep hours the wake lock is let go (the display may power-save as well).
engine.subscribe(() => kiosk.setAsleep(engine.sleeping));
createRoot(document.getElementById('player') as HTMLElement).render(<App engine={engine} />);
// The installer's watchdog switches the display off over HDMI-CEC while the screen sleeps.
startKioskHeartbeat(() => (engine.sleeping ? 'sleeping' : 'awake'));
void engine.start();
