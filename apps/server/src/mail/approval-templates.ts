import type { Locale } from '@signage/shared';
import type { Rendered } from './rendered.ts';

/**
 * Approval before publishing (docs/playlists.md): the submitter hears that an owner or admin
 * approved (now on screens) or rejected (with the reason) their playlist.
 */
export interface ApprovalMail {
  kind: 'playlistApproved' | 'playlistRejected';
  name: string;
  playlist: string;
  decidedBy: string;
  comment: string | null;
  link: string;
}

type Renderer = (t: ApprovalMail) => Rendered;

const en: Renderer = (t) =>
  t.kind === 'playlistApproved'
    ? {
        subject: `Your playlist ${t.playlist} was approved`,
        lines: [
          `Hello ${t.name},`,
          `${t.decidedBy} approved your changes to the playlist ${t.playlist}. Screens that play it now show the new version.`,
          ...(t.comment ? [`Comment: ${t.comment}`] : []),
        ],
        action: { label: 'Open the playlist', url: t.link },
      }
    : {
        subject: `Your playlist ${t.playlist} was not approved`,
        lines: [
          `Hello ${t.name},`,
          `${t.decidedBy} did not approve your changes to the playlist ${t.playlist}. Screens keep playing the last approved version.`,
          `Reason: ${t.comment ?? ''}`,
        ],
        action: { label: 'Open the playlist', url: t.link },
      };

const es: Renderer = (t) =>
  t.kind === 'playlistApproved'
    ? {
        subject: `Tu lista de reproducción ${t.playlist} ha sido aprobada`,
        lines: [
          `Hola ${t.name}:`,
          `${t.decidedBy} aprobó tus cambios en la lista de reproducción ${t.playlist}. Las pantallas que la reproducen ya muestran la nueva versión.`,
          ...(t.comment ? [`Comentario: ${t.comment}`] : []),
        ],
        action: { label: 'Abrir la lista de reproducción', url: t.link },
      }
    : {
        subject: `Tu lista de reproducción ${t.playlist} no ha sido aprobada`,
        lines: [
          `Hola ${t.name}:`,
          `${t.decidedBy} no aprobó tus cambios en la lista de reproducción ${t.playlist}. Las pantallas siguen reproduciendo la última versión aprobada.`,
          `Motivo: ${t.comment ?? ''}`,
        ],
        action: { label: 'Abrir la lista de reproducción', url: t.link },
      };

const fr: Renderer = (t) =>
  t.kind === 'playlistApproved'
    ? {
        subject: `Votre playlist ${t.playlist} a été approuvée`,
        lines: [
          `Bonjour ${t.name},`,
          `${t.decidedBy} a approuvé vos modifications de la playlist ${t.playlist}. Les écrans qui la diffusent affichent maintenant la nouvelle version.`,
          ...(t.comment ? [`Commentaire : ${t.comment}`] : []),
        ],
        action: { label: 'Ouvrir la playlist', url: t.link },
      }
    : {
        subject: `Votre playlist ${t.playlist} n’a pas été approuvée`,
        lines: [
          `Bonjour ${t.name},`,
          `${t.decidedBy} n’a pas approuvé vos modifications de la playlist ${t.playlist}. Les écrans continuent de diffuser la dernière version approuvée.`,
          `Motif : ${t.comment ?? ''}`,
        ],
        action: { label: 'Ouvrir la playlist', url: t.link },
      };

const sv: Renderer = (t) =>
  t.kind === 'playlistApproved'
    ? {
        subject: `Din spellista ${t.playlist} har godkänts`,
        lines: [
          `Hej ${t.name},`,
          `${t.decidedBy} godkände dina ändringar i spellistan ${t.playlist}. Skärmar som spelar den visar nu den nya versionen.`,
          ...(t.comment ? [`Kommentar: ${t.comment}`] : []),
        ],
        action: { label: 'Öppna spellistan', url: t.link },
      }
    : {
        subject: `Din spellista ${t.playlist} godkändes inte`,
        lines: [
          `Hej ${t.name},`,
          `${t.decidedBy} godkände inte dina ändringar i spellistan ${t.playlist}. Skärmarna fortsätter att spela den senast godkända versionen.`,
          `Anledning: ${t.comment ?? ''}`,
        ],
        action: { label: 'Öppna spellistan', url: t.link },
      };

const RENDERERS: Record<Locale, Renderer> = { en, es, fr, sv };

export const renderApprovalMail = (t: ApprovalMail, locale: Locale): Rendered => RENDERERS[locale](t);
