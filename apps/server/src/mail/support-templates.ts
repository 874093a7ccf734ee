import type { Locale, Role, SupportCategory } from '@signage/shared';

/**
 * The two mails of contact support (docs/support.md), in the four interface languages: the
 * message to the support address (`supportMessage`) and the sender's copy (`supportCopy`). What the
 * user wrote is quoted as plain text; templates.ts escapes every value before it reaches HTML.
 */
export type SupportMail =
  | {
      kind: 'supportMessage';
      subject: string;
      message: string;
      category: SupportCategory;
      organization: string;
      organizationId: number;
      sender: string;
      senderEmail: string;
      role: Role;
      /** The parent organization of an impersonating sender (acting in `organization` on its behalf). */
      actingFrom?: { name: string; id: number };
    }
  | { kind: 'supportCopy'; name: string; subject: string; message: string; category: SupportCategory; to: string };

interface Rendered {
  subject: string;
  lines: string[];
}

interface Words {
  categories: Record<SupportCategory, string>;
  roles: Record<Role, string>;
  message: (t: Extract<SupportMail, { kind: 'supportMessage' }>, category: string, role: string) => Rendered;
  copy: (t: Extract<SupportMail, { kind: 'supportCopy' }>, category: string) => Rendered;
}

const WORDS: Record<Locale, Words> = {
  en: {
    categories: { question: 'Question', problem: 'Problem', licence: 'Licence and limits', billing: 'Billing', other: 'Other' },
    roles: { owner: 'Owner', admin: 'Administrator', staff: 'Staff', screen_manager: 'Screen manager', content_creator: 'Content creator' },
    message: (t, category, role) => ({
      subject: `[Support] ${t.subject}`,
      lines: [
        `A support message from ${t.sender} (${t.senderEmail}).`,
        [
          `Organization: ${t.organization} (id ${t.organizationId})`,
          t.actingFrom ? `Sent on behalf of the organization by ${t.actingFrom.name} (id ${t.actingFrom.id})` : '',
          `User: ${t.sender}, ${t.senderEmail}, ${role}`,
          `Category: ${category}`,
          `Subject: ${t.subject}`,
        ]
          .filter(Boolean)
          .join('\n'),
        t.message,
        'Reply to this e-mail to answer the sender directly.',
      ],
    }),
    copy: (t, category) => ({
      subject: `Your message to support: ${t.subject}`,
      lines: [
        `Hello ${t.name},`,
        `We sent your message to support (${t.to}). They will answer you at this address. Here is a copy of what you wrote:`,
        `${category} — ${t.subject}\n\n${t.message}`,
      ],
    }),
  },
  es: {
    categories: { question: 'Pregunta', problem: 'Problema', licence: 'Licencia y límites', billing: 'Facturación', other: 'Otro' },
    roles: {
      owner: 'Propietario',
      admin: 'Administrador',
      staff: 'Personal',
      screen_manager: 'Gestor de pantallas',
      content_creator: 'Creador de contenidos',
    },
    message: (t, category, role) => ({
      subject: `[Soporte] ${t.subject}`,
      lines: [
        `Un mensaje de soporte de ${t.sender} (${t.senderEmail}).`,
        [
          `Organización: ${t.organization} (id ${t.organizationId})`,
          t.actingFrom ? `Enviado en nombre de la organización por ${t.actingFrom.name} (id ${t.actingFrom.id})` : '',
          `Usuario: ${t.sender}, ${t.senderEmail}, ${role}`,
          `Categoría: ${category}`,
          `Asunto: ${t.subject}`,
        ]
          .filter(Boolean)
          .join('\n'),
        t.message,
        'Responde a este correo para contestar directamente a quien lo envió.',
      ],
    }),
    copy: (t, category) => ({
      subject: `Tu mensaje al soporte: ${t.subject}`,
      lines: [
        `Hola ${t.name}:`,
        `Hemos enviado tu mensaje al soporte (${t.to}). Te responderán en esta dirección. Esta es una copia de lo que escribiste:`,
        `${category} — ${t.subject}\n\n${t.message}`,
      ],
    }),
  },
  fr: {
    categories: { question: 'Question', problem: 'Problème', licence: 'Licence et limites', billing: 'Facturation', other: 'Autre' },
    roles: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      staff: 'Équipe',
      screen_manager: 'Gestionnaire d’écrans',
      content_creator: 'Créateur de contenu',
    },
    message: (t, category, role) => ({
      subject: `[Assistance] ${t.subject}`,
      lines: [
        `Un message pour l’assistance de ${t.sender} (${t.senderEmail}).`,
        [
          `Organisation : ${t.organization} (id ${t.organizationId})`,
          t.actingFrom ? `Envoyé au nom de l’organisation par ${t.actingFrom.name} (id ${t.actingFrom.id})` : '',
          `Utilisateur : ${t.sender}, ${t.senderEmail}, ${role}`,
          `Catégorie : ${category}`,
          `Objet : ${t.subject}`,
        ]
          .filter(Boolean)
          .join('\n'),
        t.message,
        'Répondez à cet e-mail pour répondre directement à l’expéditeur.',
      ],
    }),
    copy: (t, category) => ({
      subject: `Votre message à l’assistance : ${t.subject}`,
      lines: [
        `Bonjour ${t.name},`,
        `Nous avons transmis votre message à l’assistance (${t.to}). Elle vous répondra à cette adresse. Voici une copie de ce que vous avez écrit :`,
        `${category} — ${t.subject}\n\n${t.message}`,
      ],
    }),
  },
  sv: {
    categories: { question: 'Fråga', problem: 'Problem', licence: 'Licens och gränser', billing: 'Fakturering', other: 'Annat' },
    roles: {
      owner: 'Ägare',
      admin: 'Administratör',
      staff: 'Personal',
      screen_manager: 'Skärmansvarig',
      content_creator: 'Innehållsskapare',
    },
    message: (t, category, role) => ({
      subject: `[Support] ${t.subject}`,
      lines: [
        `Ett supportmeddelande från ${t.sender} (${t.senderEmail}).`,
        [
          `Organisation: ${t.organization} (id ${t.organizationId})`,
          t.actingFrom ? `Skickat för organisationens räkning av ${t.actingFrom.name} (id ${t.actingFrom.id})` : '',
          `Användare: ${t.sender}, ${t.senderEmail}, ${role}`,
          `Kategori: ${category}`,
          `Ämne: ${t.subject}`,
        ]
          .filter(Boolean)
          .join('\n'),
        t.message,
        'Svara på det här e-postmeddelandet för att svara avsändaren direkt.',
      ],
    }),
    copy: (t, category) => ({
      subject: `Ditt meddelande till supporten: ${t.subject}`,
      lines: [
        `Hej ${t.name},`,
        `Vi har skickat ditt meddelande till supporten (${t.to}). De svarar dig på den här adressen. Här är en kopia av det du skrev:`,
        `${category} — ${t.subject}\n\n${t.message}`,
      ],
    }),
  },
};

export function renderSupportMail(t: SupportMail, locale: Locale): Rendered {
  const w = WORDS[locale];
  return t.kind === 'supportMessage' ? w.message(t, w.categories[t.category], w.roles[t.role]) : w.copy(t, w.categories[t.category]);
}
