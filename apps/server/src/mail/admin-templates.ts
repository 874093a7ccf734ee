import type { Locale } from '@signage/shared';
import type { Rendered } from './rendered.ts';

/** To the platform's admins (docs/jobs.md, "Notices to the platform's admins"): a mail given up after its retries, or the storage under DATA_DIR full. */
export interface AdminNoticeMail {
  kind: 'adminNotice';
  notice: 'mailFailed' | 'storageFull';
  name: string;
  link: string;
}

type Renderer = (t: AdminNoticeMail) => Rendered;

const en: Renderer = (t) =>
  t.notice === 'mailFailed'
    ? {
        subject: 'Signage could not deliver an e-mail',
        lines: [
          `Hello ${t.name},`,
          'An e-mail from Signage could not be delivered: the mail server kept refusing it and Signage has stopped trying. Please check the SMTP settings and the mail server.',
          'The activity log of the platform organization shows when it happened. You get at most one such notice per hour.',
        ],
        action: { label: 'Open the activity log', url: t.link },
      }
    : {
        subject: 'Signage storage is full',
        lines: [
          `Hello ${t.name},`,
          'The storage of the Signage server is full: uploads and other saved files are refused until space is freed.',
          'The activity log of the platform organization shows when it happened. You get at most one such notice per hour.',
        ],
        action: { label: 'Open the activity log', url: t.link },
      };

const es: Renderer = (t) =>
  t.notice === 'mailFailed'
    ? {
        subject: 'Signage no pudo entregar un correo electrónico',
        lines: [
          `Hola, ${t.name}:`,
          'Un correo de Signage no se pudo entregar: el servidor de correo lo rechazó repetidamente y Signage ha dejado de intentarlo. Revisa la configuración SMTP y el servidor de correo.',
          'El registro de actividad de la organización de la plataforma muestra cuándo ocurrió. Recibirás como máximo un aviso de este tipo por hora.',
        ],
        action: { label: 'Abrir el registro de actividad', url: t.link },
      }
    : {
        subject: 'El almacenamiento de Signage está lleno',
        lines: [
          `Hola, ${t.name}:`,
          'El almacenamiento del servidor de Signage está lleno: las subidas y otros archivos se rechazan hasta que se libere espacio.',
          'El registro de actividad de la organización de la plataforma muestra cuándo ocurrió. Recibirás como máximo un aviso de este tipo por hora.',
        ],
        action: { label: 'Abrir el registro de actividad', url: t.link },
      };

const fr: Renderer = (t) =>
  t.notice === 'mailFailed'
    ? {
        subject: 'Signage n’a pas pu remettre un e-mail',
        lines: [
          `Bonjour ${t.name},`,
          'Un e-mail de Signage n’a pas pu être remis : le serveur de messagerie l’a refusé à plusieurs reprises et Signage a cessé d’essayer. Vérifiez les paramètres SMTP et le serveur de messagerie.',
          'Le journal d’activité de l’organisation de la plateforme indique quand cela s’est produit. Vous recevez au plus un avis de ce type par heure.',
        ],
        action: { label: 'Ouvrir le journal d’activité', url: t.link },
      }
    : {
        subject: 'Le stockage de Signage est plein',
        lines: [
          `Bonjour ${t.name},`,
          'Le stockage du serveur Signage est plein : les envois et autres fichiers enregistrés sont refusés jusqu’à ce que de l’espace soit libéré.',
          'Le journal d’activité de l’organisation de la plateforme indique quand cela s’est produit. Vous recevez au plus un avis de ce type par heure.',
        ],
        action: { label: 'Ouvrir le journal d’activité', url: t.link },
      };

const sv: Renderer = (t) =>
  t.notice === 'mailFailed'
    ? {
        subject: 'Signage kunde inte leverera ett e-postmeddelande',
        lines: [
          `Hej ${t.name},`,
          'Ett e-postmeddelande från Signage kunde inte levereras: e-postservern avvisade det upprepade gånger och Signage har slutat försöka. Kontrollera SMTP-inställningarna och e-postservern.',
          'Aktivitetsloggen för plattformsorganisationen visar när det hände. Du får högst ett sådant meddelande per timme.',
        ],
        action: { label: 'Öppna aktivitetsloggen', url: t.link },
      }
    : {
        subject: 'Signages lagring är full',
        lines: [
          `Hej ${t.name},`,
          'Lagringen på Signage-servern är full: uppladdningar och andra sparade filer avvisas tills utrymme har frigjorts.',
          'Aktivitetsloggen för plattformsorganisationen visar när det hände. Du får högst ett sådant meddelande per timme.',
        ],
        action: { label: 'Öppna aktivitetsloggen', url: t.link },
      };

const RENDERERS: Record<Locale, Renderer> = { en, es, fr, sv };

/** An admin notice in the recipient's language; templates.ts escapes every value before it reaches HTML. */
export const renderAdminNotice = (t: AdminNoticeMail, locale: Locale): Rendered => RENDERERS[locale](t);
