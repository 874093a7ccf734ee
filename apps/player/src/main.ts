import './style.css';

/**
 * The screen-side app. This release only shows that the screen reached the server; pairing,
 * playback and offline caching arrive with the screens issue.
 */
const TEXT: Record<string, { waiting: string; next: string }> = {
  en: { waiting: 'This screen is connected to', next: 'Pairing screens arrives in the next release.' },
  es: { waiting: 'Esta pantalla está conectada a', next: 'La vinculación de pantallas llegará en la próxima versión.' },
  fr: { waiting: 'Cet écran est connecté à', next: "L'appairage des écrans arrive dans la prochaine version." },
  sv: { waiting: 'Den här skärmen är ansluten till', next: 'Parkoppling av skärmar kommer i nästa version.' },
};

const lang = (navigator.language || 'en').slice(0, 2);
const text = TEXT[lang] ?? (TEXT.en as { waiting: string; next: string });
document.documentElement.lang = TEXT[lang] ? lang : 'en';

const root = document.getElementById('player') as HTMLElement;
const box = document.createElement('div');
const title = document.createElement('h1');
title.textContent = 'Signage';
const where = document.createElement('p');
where.textContent = `${text.waiting} ${location.origin}`;
const next = document.createElement('p');
next.textContent = text.next;
const clock = document.createElement('div');
clock.className = 'clock';
box.append(title, where, next, clock);
root.append(box);

const tick = () => {
  clock.textContent = new Date().toLocaleTimeString(document.documentElement.lang);
};
tick();
setInterval(tick, 1000);
