/**
 * The few words a screen shows, in the product's four languages, chosen by the browser's language
 * (spec part 9: the browser language if supported, else English). Alerts: the type's name above the
 * headline and the heading of the instructions (docs/alerts.md); safety and security are told apart where
 * the language does (fr sécurité / sûreté).
 */
const TEXT = {
  en: {
    starting: 'Starting…',
    sleeping: 'Asleep (display off as planned)',
    pairTitle: 'Pair this screen',
    pairCode: 'Pairing code',
    pairStep1: 'Sign in to the CMS at',
    pairStep2: 'Go to Screens → Add screen and enter the code, or scan the QR code.',
    pairExpires: 'The code changes at',
    offline: 'No connection to the server. Retrying…',
    alertTypes: {
      environment: 'Environment',
      fire: 'Fire',
      health: 'Health',
      infrastructure: 'Infrastructure',
      safety: 'Safety',
      security: 'Security',
      weather: 'Weather',
      custom: 'Alert',
    },
    alertInstructions: 'What to do',
  },
  es: {
    starting: 'Iniciando…',
    sleeping: 'Apagada según su horario',
    pairTitle: 'Vincular esta pantalla',
    pairCode: 'Código de vinculación',
    pairStep1: 'Inicia sesión en el CMS en',
    pairStep2: 'Ve a Pantallas → Añadir pantalla e introduce el código, o escanea el código QR.',
    pairExpires: 'El código cambia a las',
    offline: 'Sin conexión con el servidor. Reintentando…',
    alertTypes: {
      environment: 'Medio ambiente',
      fire: 'Incendio',
      health: 'Salud',
      infrastructure: 'Infraestructura',
      safety: 'Seguridad',
      security: 'Protección',
      weather: 'Meteorología',
      custom: 'Alerta',
    },
    alertInstructions: 'Qué hacer',
  },
  fr: {
    starting: 'Démarrage…',
    sleeping: 'Éteint selon ses horaires',
    pairTitle: 'Associer cet écran',
    pairCode: "Code d'association",
    pairStep1: 'Connectez-vous au CMS sur',
    pairStep2: 'Allez dans Écrans → Ajouter un écran et saisissez le code, ou scannez le code QR.',
    pairExpires: 'Le code change à',
    offline: 'Pas de connexion au serveur. Nouvelle tentative…',
    alertTypes: {
      environment: 'Environnement',
      fire: 'Incendie',
      health: 'Santé',
      infrastructure: 'Infrastructure',
      safety: 'Sécurité',
      security: 'Sûreté',
      weather: 'Météo',
      custom: 'Alerte',
    },
    alertInstructions: 'Que faire',
  },
  sv: {
    starting: 'Startar…',
    sleeping: 'Avstängd enligt sina tider',
    pairTitle: 'Parkoppla den här skärmen',
    pairCode: 'Parkopplingskod',
    pairStep1: 'Logga in i CMS:et på',
    pairStep2: 'Gå till Skärmar → Lägg till skärm och ange koden, eller skanna QR-koden.',
    pairExpires: 'Koden byts klockan',
    offline: 'Ingen anslutning till servern. Försöker igen…',
    alertTypes: {
      environment: 'Miljö',
      fire: 'Brand',
      health: 'Hälsa',
      infrastructure: 'Infrastruktur',
      safety: 'Säkerhet',
      security: 'Skydd',
      weather: 'Väder',
      custom: 'Larm',
    },
    alertInstructions: 'Gör så här',
  },
} as const;

export type Lang = keyof typeof TEXT;
export type Texts = (typeof TEXT)[Lang];

export function pickLang(languages: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language]): Lang {
  for (const l of languages) {
    const code = (l || '').slice(0, 2).toLowerCase();
    if (code in TEXT) return code as Lang;
  }
  return 'en';
}

export const LANGS = Object.keys(TEXT) as Lang[];
/** The words of one language (tests; the screen uses `t`). */
export const textsFor = (l: Lang): Texts => TEXT[l];

export const lang: Lang = typeof navigator === 'undefined' ? 'en' : pickLang();
export const t: Texts = TEXT[lang];
