import type { Locale } from '@signage/shared';
import type { Rendered } from './rendered.ts';

/** The mails of accounts and membership: sign-up, passwords, e-mail changes, approval, impersonation, invitations. */
export type AccountMail =
  | { kind: 'verifyCode'; name: string; code: string; minutes: number }
  | { kind: 'passwordReset'; name: string; link: string; minutes: number }
  | { kind: 'passwordChanged'; name: string }
  | { kind: 'emailChangeConfirm'; name: string; link: string; newEmail: string }
  | { kind: 'emailChangeNotice'; name: string; newEmail: string }
  | { kind: 'approvalRequest'; name: string; applicant: string; applicantEmail: string; link: string }
  | { kind: 'approved'; name: string; link: string }
  | { kind: 'impersonationRequest'; name: string; requester: string; requesterOrg: string; organization: string; link: string }
  | { kind: 'invitation'; name: string; inviter: string; organization: string; link: string; days: number };

type Renderer = (t: AccountMail) => Rendered;

const en: Renderer = (t) => {
  switch (t.kind) {
    case 'verifyCode':
      return {
        subject: `Your Signage verification code: ${t.code}`,
        lines: [
          `Hello ${t.name},`,
          'Enter this code to confirm your e-mail address:',
          `The code expires in ${t.minutes} minutes. If you did not sign up, you can ignore this message.`,
        ],
        code: t.code,
      };
    case 'passwordReset':
      return {
        subject: 'Reset your Signage password',
        lines: [
          `Hello ${t.name},`,
          'Someone asked to reset the password of your Signage account. Use the button below to choose a new password.',
          `The link works once and expires in ${t.minutes} minutes. If you did not ask for it, ignore this message: your password stays the same.`,
        ],
        action: { label: 'Choose a new password', url: t.link },
      };
    case 'passwordChanged':
      return {
        subject: 'Your Signage password was changed',
        lines: [
          `Hello ${t.name},`,
          'The password of your Signage account was just changed and your other sessions were signed out.',
          'If this was not you, reset your password at once and contact your administrator.',
        ],
      };
    case 'emailChangeConfirm':
      return {
        subject: 'Confirm your new e-mail address',
        lines: [`Hello ${t.name},`, `Please confirm that ${t.newEmail} is the new e-mail address of your Signage account.`],
        action: { label: 'Confirm e-mail address', url: t.link },
      };
    case 'emailChangeNotice':
      return {
        subject: 'A change of e-mail address was requested',
        lines: [
          `Hello ${t.name},`,
          `A change of your Signage account's e-mail address to ${t.newEmail} was requested. The change happens only when the new address is confirmed.`,
          'If this was not you, change your password and contact your administrator.',
        ],
      };
    case 'approvalRequest':
      return {
        subject: `${t.applicant} wants to join your organization`,
        lines: [
          `Hello ${t.name},`,
          `${t.applicant} (${t.applicantEmail}) signed up with your organization's e-mail domain and is waiting for your approval.`,
        ],
        action: { label: 'Approve', url: t.link },
      };
    case 'impersonationRequest':
      return {
        subject: `${t.requesterOrg} asks to manage ${t.organization} for you`,
        lines: [
          `Hello ${t.name},`,
          `${t.requester} of ${t.requesterOrg}, the parent organization of ${t.organization}, asks for permission to sign in to ${t.organization} and act on its behalf (impersonation).`,
          'Open the request to read the terms and accept or reject it. You can revoke an accepted permission at any time; every action taken this way is logged.',
        ],
        action: { label: 'Review the request', url: t.link },
      };
    case 'invitation':
      return {
        subject: `${t.inviter} invited you to ${t.organization} on Signage`,
        lines: [
          `Hello ${t.name},`,
          `${t.inviter} added you to ${t.organization} on Signage. Choose a password to activate your account.`,
          `The link works once and expires in ${t.days} days.`,
        ],
        action: { label: 'Choose a password', url: t.link },
      };
    case 'approved':
      return {
        subject: 'Your Signage account was approved',
        lines: [`Hello ${t.name},`, 'An administrator approved your account. You can sign in now.'],
        action: { label: 'Sign in', url: t.link },
      };
  }
};

const es: Renderer = (t) => {
  switch (t.kind) {
    case 'verifyCode':
      return {
        subject: `Tu código de verificación de Signage: ${t.code}`,
        lines: [
          `Hola, ${t.name}:`,
          'Introduce este código para confirmar tu dirección de correo electrónico:',
          `El código caduca en ${t.minutes} minutos. Si no te has registrado, puedes ignorar este mensaje.`,
        ],
        code: t.code,
      };
    case 'passwordReset':
      return {
        subject: 'Restablece tu contraseña de Signage',
        lines: [
          `Hola, ${t.name}:`,
          'Alguien ha pedido restablecer la contraseña de tu cuenta de Signage. Usa el botón de abajo para elegir una nueva.',
          `El enlace funciona una sola vez y caduca en ${t.minutes} minutos. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.`,
        ],
        action: { label: 'Elegir una nueva contraseña', url: t.link },
      };
    case 'passwordChanged':
      return {
        subject: 'Se ha cambiado tu contraseña de Signage',
        lines: [
          `Hola, ${t.name}:`,
          'Se acaba de cambiar la contraseña de tu cuenta de Signage y se han cerrado tus otras sesiones.',
          'Si no has sido tú, restablece tu contraseña de inmediato y contacta con tu administrador.',
        ],
      };
    case 'emailChangeConfirm':
      return {
        subject: 'Confirma tu nueva dirección de correo electrónico',
        lines: [`Hola, ${t.name}:`, `Confirma que ${t.newEmail} es la nueva dirección de correo de tu cuenta de Signage.`],
        action: { label: 'Confirmar dirección', url: t.link },
      };
    case 'emailChangeNotice':
      return {
        subject: 'Se ha solicitado un cambio de dirección de correo',
        lines: [
          `Hola, ${t.name}:`,
          `Se ha solicitado cambiar la dirección de correo de tu cuenta de Signage a ${t.newEmail}. El cambio solo se hará cuando se confirme la nueva dirección.`,
          'Si no has sido tú, cambia tu contraseña y contacta con tu administrador.',
        ],
      };
    case 'approvalRequest':
      return {
        subject: `${t.applicant} quiere unirse a tu organización`,
        lines: [
          `Hola, ${t.name}:`,
          `${t.applicant} (${t.applicantEmail}) se ha registrado con el dominio de correo de tu organización y espera tu aprobación.`,
        ],
        action: { label: 'Aprobar', url: t.link },
      };
    case 'impersonationRequest':
      return {
        subject: `${t.requesterOrg} solicita gestionar ${t.organization} por ti`,
        lines: [
          `Hola, ${t.name}:`,
          `${t.requester}, de ${t.requesterOrg} (la organización principal de ${t.organization}), solicita permiso para acceder a ${t.organization} y actuar en su nombre (suplantación).`,
          'Abre la solicitud para leer las condiciones y aceptarla o rechazarla. Puedes revocar un permiso aceptado en cualquier momento; todas las acciones realizadas así quedan registradas.',
        ],
        action: { label: 'Revisar la solicitud', url: t.link },
      };
    case 'invitation':
      return {
        subject: `${t.inviter} te ha invitado a ${t.organization} en Signage`,
        lines: [
          `Hola, ${t.name}:`,
          `${t.inviter} te ha añadido a ${t.organization} en Signage. Elige una contraseña para activar tu cuenta.`,
          `El enlace funciona una sola vez y caduca en ${t.days} días.`,
        ],
        action: { label: 'Elegir una contraseña', url: t.link },
      };
    case 'approved':
      return {
        subject: 'Tu cuenta de Signage ha sido aprobada',
        lines: [`Hola, ${t.name}:`, 'Un administrador ha aprobado tu cuenta. Ya puedes iniciar sesión.'],
        action: { label: 'Iniciar sesión', url: t.link },
      };
  }
};

const fr: Renderer = (t) => {
  switch (t.kind) {
    case 'verifyCode':
      return {
        subject: `Votre code de vérification Signage : ${t.code}`,
        lines: [
          `Bonjour ${t.name},`,
          'Saisissez ce code pour confirmer votre adresse e-mail :',
          `Le code expire dans ${t.minutes} minutes. Si vous ne vous êtes pas inscrit, ignorez ce message.`,
        ],
        code: t.code,
      };
    case 'passwordReset':
      return {
        subject: 'Réinitialisez votre mot de passe Signage',
        lines: [
          `Bonjour ${t.name},`,
          'Une réinitialisation du mot de passe de votre compte Signage a été demandée. Utilisez le bouton ci-dessous pour en choisir un nouveau.',
          `Le lien ne fonctionne qu'une fois et expire dans ${t.minutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.`,
        ],
        action: { label: 'Choisir un nouveau mot de passe', url: t.link },
      };
    case 'passwordChanged':
      return {
        subject: 'Votre mot de passe Signage a été modifié',
        lines: [
          `Bonjour ${t.name},`,
          "Le mot de passe de votre compte Signage vient d'être modifié et vos autres sessions ont été fermées.",
          "Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe et contactez votre administrateur.",
        ],
      };
    case 'emailChangeConfirm':
      return {
        subject: 'Confirmez votre nouvelle adresse e-mail',
        lines: [`Bonjour ${t.name},`, `Veuillez confirmer que ${t.newEmail} est la nouvelle adresse e-mail de votre compte Signage.`],
        action: { label: "Confirmer l'adresse", url: t.link },
      };
    case 'emailChangeNotice':
      return {
        subject: "Un changement d'adresse e-mail a été demandé",
        lines: [
          `Bonjour ${t.name},`,
          `Le remplacement de l'adresse e-mail de votre compte Signage par ${t.newEmail} a été demandé. Le changement n'aura lieu qu'une fois la nouvelle adresse confirmée.`,
          "Si ce n'était pas vous, changez votre mot de passe et contactez votre administrateur.",
        ],
      };
    case 'approvalRequest':
      return {
        subject: `${t.applicant} souhaite rejoindre votre organisation`,
        lines: [
          `Bonjour ${t.name},`,
          `${t.applicant} (${t.applicantEmail}) s'est inscrit avec le domaine e-mail de votre organisation et attend votre approbation.`,
        ],
        action: { label: 'Approuver', url: t.link },
      };
    case 'impersonationRequest':
      return {
        subject: `${t.requesterOrg} demande à gérer ${t.organization} pour vous`,
        lines: [
          `Bonjour ${t.name},`,
          `${t.requester}, de ${t.requesterOrg} (l'organisation parente de ${t.organization}), demande l'autorisation de se connecter à ${t.organization} et d'agir en son nom (usurpation d'identité).`,
          "Ouvrez la demande pour lire les conditions et l'accepter ou la refuser. Vous pouvez révoquer une autorisation acceptée à tout moment ; chaque action effectuée ainsi est journalisée.",
        ],
        action: { label: 'Examiner la demande', url: t.link },
      };
    case 'invitation':
      return {
        subject: `${t.inviter} vous a invité à rejoindre ${t.organization} sur Signage`,
        lines: [
          `Bonjour ${t.name},`,
          `${t.inviter} vous a ajouté à ${t.organization} sur Signage. Choisissez un mot de passe pour activer votre compte.`,
          `Le lien ne fonctionne qu'une fois et expire dans ${t.days} jours.`,
        ],
        action: { label: 'Choisir un mot de passe', url: t.link },
      };
    case 'approved':
      return {
        subject: 'Votre compte Signage a été approuvé',
        lines: [`Bonjour ${t.name},`, 'Un administrateur a approuvé votre compte. Vous pouvez maintenant vous connecter.'],
        action: { label: 'Se connecter', url: t.link },
      };
  }
};

const sv: Renderer = (t) => {
  switch (t.kind) {
    case 'verifyCode':
      return {
        subject: `Din verifieringskod för Signage: ${t.code}`,
        lines: [
          `Hej ${t.name},`,
          'Ange den här koden för att bekräfta din e-postadress:',
          `Koden går ut om ${t.minutes} minuter. Om du inte har registrerat dig kan du bortse från det här meddelandet.`,
        ],
        code: t.code,
      };
    case 'passwordReset':
      return {
        subject: 'Återställ ditt lösenord för Signage',
        lines: [
          `Hej ${t.name},`,
          'Någon har bett om att återställa lösenordet för ditt Signage-konto. Använd knappen nedan för att välja ett nytt lösenord.',
          `Länken fungerar en gång och går ut om ${t.minutes} minuter. Om det inte var du kan du bortse från meddelandet: ditt lösenord förblir detsamma.`,
        ],
        action: { label: 'Välj ett nytt lösenord', url: t.link },
      };
    case 'passwordChanged':
      return {
        subject: 'Ditt lösenord för Signage har ändrats',
        lines: [
          `Hej ${t.name},`,
          'Lösenordet för ditt Signage-konto har just ändrats och dina andra sessioner har loggats ut.',
          'Om det inte var du, återställ ditt lösenord genast och kontakta din administratör.',
        ],
      };
    case 'emailChangeConfirm':
      return {
        subject: 'Bekräfta din nya e-postadress',
        lines: [`Hej ${t.name},`, `Bekräfta att ${t.newEmail} är den nya e-postadressen för ditt Signage-konto.`],
        action: { label: 'Bekräfta e-postadress', url: t.link },
      };
    case 'emailChangeNotice':
      return {
        subject: 'Byte av e-postadress har begärts',
        lines: [
          `Hej ${t.name},`,
          `Ett byte av e-postadressen för ditt Signage-konto till ${t.newEmail} har begärts. Bytet sker först när den nya adressen har bekräftats.`,
          'Om det inte var du, byt lösenord och kontakta din administratör.',
        ],
      };
    case 'approvalRequest':
      return {
        subject: `${t.applicant} vill gå med i din organisation`,
        lines: [
          `Hej ${t.name},`,
          `${t.applicant} (${t.applicantEmail}) har registrerat sig med din organisations e-postdomän och väntar på ditt godkännande.`,
        ],
        action: { label: 'Godkänn', url: t.link },
      };
    case 'impersonationRequest':
      return {
        subject: `${t.requesterOrg} ber om att få hantera ${t.organization} åt dig`,
        lines: [
          `Hej ${t.name},`,
          `${t.requester} på ${t.requesterOrg}, moderorganisationen till ${t.organization}, ber om tillåtelse att logga in i ${t.organization} och agera för dess räkning (personifiering).`,
          'Öppna begäran för att läsa villkoren och godkänna eller avvisa den. Du kan när som helst återkalla ett godkännande; varje åtgärd som görs på det här sättet loggas.',
        ],
        action: { label: 'Granska begäran', url: t.link },
      };
    case 'invitation':
      return {
        subject: `${t.inviter} har bjudit in dig till ${t.organization} i Signage`,
        lines: [
          `Hej ${t.name},`,
          `${t.inviter} har lagt till dig i ${t.organization} i Signage. Välj ett lösenord för att aktivera ditt konto.`,
          `Länken fungerar en gång och går ut om ${t.days} dagar.`,
        ],
        action: { label: 'Välj ett lösenord', url: t.link },
      };
    case 'approved':
      return {
        subject: 'Ditt Signage-konto har godkänts',
        lines: [`Hej ${t.name},`, 'En administratör har godkänt ditt konto. Du kan logga in nu.'],
        action: { label: 'Logga in', url: t.link },
      };
  }
};

const RENDERERS: Record<Locale, Renderer> = { en, es, fr, sv };

/** An account mail in the recipient's language; templates.ts escapes every value before it reaches HTML. */
export const renderAccountMail = (t: AccountMail, locale: Locale): Rendered => RENDERERS[locale](t);
