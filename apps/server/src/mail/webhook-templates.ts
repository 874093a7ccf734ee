import type { Locale } from '@signage/shared';
import type { Rendered } from './rendered.ts';

/** To an organization's owners and admins (docs/webhooks.md): a webhook was switched off after failing for days. */
export interface WebhookDisabledMail {
  kind: 'webhookDisabled';
  name: string;
  organization: string;
  /** The receiving host (never the path or query: they may carry a token). */
  host: string;
  days: number;
  link: string;
}

type Renderer = (t: WebhookDisabledMail) => Rendered;

const en: Renderer = (t) => ({
  subject: `A webhook of ${t.organization} was switched off`,
  lines: [
    `Hello ${t.name},`,
    `Every delivery to the webhook at ${t.host} has failed for ${t.days} days, so Signage has switched it off. No more events are sent to it.`,
    'Check that the receiving service is running and answers with a success status, then switch the webhook on again in the organization’s settings.',
  ],
  action: { label: 'Open the webhooks', url: t.link },
});

const es: Renderer = (t) => ({
  subject: `Se ha desactivado un webhook de ${t.organization}`,
  lines: [
    `Hola, ${t.name}:`,
    `Todas las entregas al webhook de ${t.host} han fallado durante ${t.days} días, así que Signage lo ha desactivado. Ya no se le envían eventos.`,
    'Comprueba que el servicio receptor funciona y responde con un estado de éxito y vuelve a activar el webhook en la configuración de la organización.',
  ],
  action: { label: 'Abrir los webhooks', url: t.link },
});

const fr: Renderer = (t) => ({
  subject: `Un webhook de ${t.organization} a été désactivé`,
  lines: [
    `Bonjour ${t.name},`,
    `Tous les envois au webhook de ${t.host} échouent depuis ${t.days} jours : Signage l’a donc désactivé. Aucun événement ne lui est plus envoyé.`,
    'Vérifiez que le service destinataire fonctionne et répond avec un statut de réussite, puis réactivez le webhook dans les paramètres de l’organisation.',
  ],
  action: { label: 'Ouvrir les webhooks', url: t.link },
});

const sv: Renderer = (t) => ({
  subject: `En webhook för ${t.organization} har stängts av`,
  lines: [
    `Hej ${t.name},`,
    `Alla leveranser till webhooken på ${t.host} har misslyckats i ${t.days} dagar, så Signage har stängt av den. Inga fler händelser skickas till den.`,
    'Kontrollera att den mottagande tjänsten är igång och svarar med en lyckad status, och slå sedan på webhooken igen i organisationens inställningar.',
  ],
  action: { label: 'Öppna webhooks', url: t.link },
});

const RENDERERS: Record<Locale, Renderer> = { en, es, fr, sv };

export const renderWebhookMail = (t: WebhookDisabledMail, locale: Locale): Rendered => RENDERERS[locale](t);
