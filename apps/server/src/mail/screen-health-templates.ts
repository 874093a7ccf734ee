import type { Locale } from '@signage/shared';
import type { Rendered } from './rendered.ts';

/**
 * Screen health (docs/insight.md "Screen health"): screens offline longer than the threshold
 * (`offline`), or back (`back`). `screens` is at most the first 50; `total` counts all of them. Times are
 * already written in the recipient's language and the organization's time zone (`timeZone`).
 */
export interface ScreenHealthMail {
  kind: 'screensOffline' | 'screensBack';
  name: string;
  organization: string;
  timeZone: string;
  screens: Array<{ name: string; time: string; link: string }>;
  total: number;
  /** The device list (a digest) or the one screen's page. */
  link: string;
}

/** The lines listing the screens of a digest, and "and N more". */
const screenLines = (t: ScreenHealthMail, more: (n: number) => string) => {
  const lines = t.screens.map((s) => `• ${s.name} (${s.time}): ${s.link}`);
  if (t.total > t.screens.length) lines.push(more(t.total - t.screens.length));
  return lines.join('\n');
};

type Renderer = (t: ScreenHealthMail) => Rendered;

const en: Renderer = (t) => {
  switch (t.kind) {
    case 'screensOffline': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `Screen ${one.name} is offline` : `${t.total} screens are offline in ${t.organization}`,
        lines: [
          `Hello ${t.name},`,
          one
            ? `Screen ${one.name} of ${t.organization} has been offline since ${one.time}.`
            : `${t.total} screens of ${t.organization} are offline:\n${screenLines(t, (n) => `and ${n} more`)}`,
          `Times are in ${t.timeZone}. You will hear from us again when ${one ? 'it is' : 'they are'} back, if your organization asked for it. You receive this because you are a recipient of the offline notifications.`,
        ],
        action: { label: one ? 'Open the screen' : 'Open the screens', url: t.link },
      };
    }
    case 'screensBack': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `Screen ${one.name} is back online` : `${t.total} screens are back online in ${t.organization}`,
        lines: [
          `Hello ${t.name},`,
          one
            ? `Screen ${one.name} of ${t.organization} is back online since ${one.time}.`
            : `${t.total} screens of ${t.organization} are back online:\n${screenLines(t, (n) => `and ${n} more`)}`,
          `Times are in ${t.timeZone}.`,
        ],
        action: { label: one ? 'Open the screen' : 'Open the screens', url: t.link },
      };
    }
  }
};

const es: Renderer = (t) => {
  switch (t.kind) {
    case 'screensOffline': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `La pantalla ${one.name} está desconectada` : `${t.total} pantallas están desconectadas en ${t.organization}`,
        lines: [
          `Hola ${t.name}:`,
          one
            ? `La pantalla ${one.name} de ${t.organization} está desconectada desde ${one.time}.`
            : `${t.total} pantallas de ${t.organization} están desconectadas:\n${screenLines(t, (n) => `y ${n} más`)}`,
          `Las horas están en ${t.timeZone}. Te avisaremos de nuevo cuando ${one ? 'vuelva' : 'vuelvan'}, si tu organización lo ha pedido. Recibes este mensaje porque eres destinatario de los avisos de pantallas desconectadas.`,
        ],
        action: { label: one ? 'Abrir la pantalla' : 'Abrir las pantallas', url: t.link },
      };
    }
    case 'screensBack': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one
          ? `La pantalla ${one.name} vuelve a estar conectada`
          : `${t.total} pantallas vuelven a estar conectadas en ${t.organization}`,
        lines: [
          `Hola ${t.name}:`,
          one
            ? `La pantalla ${one.name} de ${t.organization} vuelve a estar conectada desde ${one.time}.`
            : `${t.total} pantallas de ${t.organization} vuelven a estar conectadas:\n${screenLines(t, (n) => `y ${n} más`)}`,
          `Las horas están en ${t.timeZone}.`,
        ],
        action: { label: one ? 'Abrir la pantalla' : 'Abrir las pantallas', url: t.link },
      };
    }
  }
};

const fr: Renderer = (t) => {
  switch (t.kind) {
    case 'screensOffline': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `L'écran ${one.name} est hors ligne` : `${t.total} écrans sont hors ligne dans ${t.organization}`,
        lines: [
          `Bonjour ${t.name},`,
          one
            ? `L'écran ${one.name} de ${t.organization} est hors ligne depuis ${one.time}.`
            : `${t.total} écrans de ${t.organization} sont hors ligne :\n${screenLines(t, (n) => `et ${n} de plus`)}`,
          `Les heures sont indiquées en ${t.timeZone}. Nous vous écrirons de nouveau quand ${one ? 'il sera revenu' : 'ils seront revenus'}, si votre organisation l'a demandé. Vous recevez ce message parce que vous êtes destinataire des alertes d'écrans hors ligne.`,
        ],
        action: { label: one ? "Ouvrir l'écran" : 'Ouvrir les écrans', url: t.link },
      };
    }
    case 'screensBack': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `L'écran ${one.name} est de nouveau en ligne` : `${t.total} écrans sont de nouveau en ligne dans ${t.organization}`,
        lines: [
          `Bonjour ${t.name},`,
          one
            ? `L'écran ${one.name} de ${t.organization} est de nouveau en ligne depuis ${one.time}.`
            : `${t.total} écrans de ${t.organization} sont de nouveau en ligne :\n${screenLines(t, (n) => `et ${n} de plus`)}`,
          `Les heures sont indiquées en ${t.timeZone}.`,
        ],
        action: { label: one ? "Ouvrir l'écran" : 'Ouvrir les écrans', url: t.link },
      };
    }
  }
};

const sv: Renderer = (t) => {
  switch (t.kind) {
    case 'screensOffline': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `Skärmen ${one.name} är offline` : `${t.total} skärmar är offline i ${t.organization}`,
        lines: [
          `Hej ${t.name},`,
          one
            ? `Skärmen ${one.name} i ${t.organization} har varit offline sedan ${one.time}.`
            : `${t.total} skärmar i ${t.organization} är offline:\n${screenLines(t, (n) => `och ${n} till`)}`,
          `Tiderna anges i ${t.timeZone}. Vi hör av oss igen när ${one ? 'den' : 'de'} är tillbaka, om din organisation har bett om det. Du får det här meddelandet eftersom du är mottagare av aviseringar om skärmar som är offline.`,
        ],
        action: { label: one ? 'Öppna skärmen' : 'Öppna skärmarna', url: t.link },
      };
    }
    case 'screensBack': {
      const one = t.total === 1 ? t.screens[0] : undefined;
      return {
        subject: one ? `Skärmen ${one.name} är online igen` : `${t.total} skärmar är online igen i ${t.organization}`,
        lines: [
          `Hej ${t.name},`,
          one
            ? `Skärmen ${one.name} i ${t.organization} är online igen sedan ${one.time}.`
            : `${t.total} skärmar i ${t.organization} är online igen:\n${screenLines(t, (n) => `och ${n} till`)}`,
          `Tiderna anges i ${t.timeZone}.`,
        ],
        action: { label: one ? 'Öppna skärmen' : 'Öppna skärmarna', url: t.link },
      };
    }
  }
};

const RENDERERS: Record<Locale, Renderer> = { en, es, fr, sv };

/** A screen health mail in the recipient's language; templates.ts escapes every value before it reaches HTML. */
export const renderScreenHealthMail = (t: ScreenHealthMail, locale: Locale): Rendered => RENDERERS[locale](t);
