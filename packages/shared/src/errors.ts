/**
 * The error catalogue (spec part 8 plus the codes of design brief section 4), in the four interface
 * languages. The server answers {errorCode, message} with `message` in the caller's language, and the
 * web app shows the same text for the same code, so a message exists once.
 */
import type { Locale } from './constants.ts';
import { AI_ERROR_MESSAGES } from './errors-ai.ts';
import { ALERT_ERROR_MESSAGES } from './errors-alerts.ts';
import { STATS_ERROR_MESSAGES } from './errors-stats.ts';
import { CANVA_ERROR_MESSAGES } from './errors-canva.ts';
import { SSO_ERROR_MESSAGES } from './errors-sso.ts';
import { STOCK_ERROR_MESSAGES } from './errors-stock.ts';
import { PAYMENT_ERROR_MESSAGES } from './errors-payments.ts';
import { SLEEP_ERROR_MESSAGES } from './errors-sleep.ts';
import { SYNC_ERROR_MESSAGES } from './errors-sync.ts';
import { VALIDITY_ERROR_MESSAGES } from './errors-validity.ts';
import { WIDGET_ERROR_MESSAGES } from './errors-widgets.ts';
import { API_TOKEN_ERROR_MESSAGES } from './errors-api-tokens.ts';
import { SECOND_FACTOR_ERROR_MESSAGES } from './errors-second-factor.ts';
import { WEBHOOK_ERROR_MESSAGES } from './errors-webhooks.ts';
import { WALL_ERROR_MESSAGES } from './errors-walls.ts';
import { MEDIA_ERROR_MESSAGES } from './errors-media.ts';
import { PLAYLIST_ERROR_MESSAGES } from './errors-playlists.ts';
import { WIDGET_SOURCE_ERROR_MESSAGES } from './errors-widget-sources.ts';
import { LICENCE_ERROR_MESSAGES } from './errors-licences.ts';
import { ORGANIZATION_ERROR_MESSAGES } from './errors-organizations.ts';
import { SCREEN_ERROR_MESSAGES } from './errors-screens.ts';

type Messages = Record<Locale, string>;

export const ERROR_MESSAGES = {
  ...ALERT_ERROR_MESSAGES,
  ...STATS_ERROR_MESSAGES,
  ...AI_ERROR_MESSAGES,
  ...STOCK_ERROR_MESSAGES,
  ...CANVA_ERROR_MESSAGES,
  ...SSO_ERROR_MESSAGES,
  ...PAYMENT_ERROR_MESSAGES,
  ...WIDGET_ERROR_MESSAGES,
  ...API_TOKEN_ERROR_MESSAGES,
  ...SECOND_FACTOR_ERROR_MESSAGES,
  ...WEBHOOK_ERROR_MESSAGES,
  ...VALIDITY_ERROR_MESSAGES,
  ...WALL_ERROR_MESSAGES,
  ...SLEEP_ERROR_MESSAGES,
  ...SYNC_ERROR_MESSAGES,
  ...MEDIA_ERROR_MESSAGES,
  ...PLAYLIST_ERROR_MESSAGES,
  ...WIDGET_SOURCE_ERROR_MESSAGES,
  ...LICENCE_ERROR_MESSAGES,
  ...ORGANIZATION_ERROR_MESSAGES,
  ...SCREEN_ERROR_MESSAGES,
  VALIDATION_FAILED: {
    en: 'Please check the highlighted fields.',
    es: 'Revisa los campos marcados.',
    fr: 'Veuillez vérifier les champs signalés.',
    sv: 'Kontrollera de markerade fälten.',
  },
  FIELD_REQUIRED: {
    en: 'Field is required',
    es: 'Este campo es obligatorio',
    fr: 'Ce champ est obligatoire',
    sv: 'Fältet är obligatoriskt',
  },
  FIELD_INVALID: {
    en: 'This value is not valid',
    es: 'Este valor no es válido',
    fr: "Cette valeur n'est pas valide",
    sv: 'Värdet är inte giltigt',
  },
  NAME_TOO_LONG: {
    en: 'This is too long',
    es: 'El texto es demasiado largo',
    fr: 'Ce texte est trop long',
    sv: 'Texten är för lång',
  },
  EMAIL_INVALID: {
    en: 'Please enter a valid e-mail address',
    es: 'Introduce una dirección de correo electrónico válida',
    fr: 'Veuillez saisir une adresse e-mail valide',
    sv: 'Ange en giltig e-postadress',
  },
  EMAIL_EXISTS: {
    en: 'This e-mail address is already in use',
    es: 'Esta dirección de correo electrónico ya está en uso',
    fr: 'Cette adresse e-mail est déjà utilisée',
    sv: 'E-postadressen används redan',
  },
  USERNAME_EXISTS: {
    en: 'The username already exists, please try another.',
    es: 'El nombre de usuario ya existe, prueba con otro.',
    fr: "Ce nom d'utilisateur existe déjà, veuillez en essayer un autre.",
    sv: 'Användarnamnet finns redan, försök med ett annat.',
  },
  PASSWORD_TOO_SHORT: {
    en: 'The password must be at least 8 characters long',
    es: 'La contraseña debe tener al menos 8 caracteres',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
    sv: 'Lösenordet måste innehålla minst 8 tecken',
  },
  PASSWORD_TOO_LONG: {
    en: 'The password is too long',
    es: 'La contraseña es demasiado larga',
    fr: 'Le mot de passe est trop long',
    sv: 'Lösenordet är för långt',
  },
  PASSWORD_WEAK: {
    en: 'Use lower case and upper case letters, numbers and symbols',
    es: 'Usa minúsculas, mayúsculas, números y símbolos',
    fr: 'Utilisez des minuscules, des majuscules, des chiffres et des symboles',
    sv: 'Använd små och stora bokstäver, siffror och symboler',
  },
  PASSWORD_COMMON: {
    en: 'This password is too common. Please choose another one.',
    es: 'Esta contraseña es demasiado común. Elige otra.',
    fr: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
    sv: 'Lösenordet är för vanligt. Välj ett annat.',
  },
  PASSWORD_MISMATCH: {
    en: 'The passwords do not match',
    es: 'Las contraseñas no coinciden',
    fr: 'Les mots de passe ne correspondent pas',
    sv: 'Lösenorden matchar inte',
  },
  PASSWORD_INCORRECT: {
    en: 'The current password is not correct',
    es: 'La contraseña actual no es correcta',
    fr: "Le mot de passe actuel n'est pas correct",
    sv: 'Det nuvarande lösenordet är fel',
  },
  LOGIN_FAILED: {
    en: 'Please check that your email and password is correct.',
    es: 'Comprueba que tu correo electrónico y tu contraseña sean correctos.',
    fr: 'Veuillez vérifier que votre e-mail et votre mot de passe sont corrects.',
    sv: 'Kontrollera att din e-postadress och ditt lösenord är korrekta.',
  },
  EMAIL_NOT_VERIFIED: {
    en: 'Please confirm your e-mail address first. We sent you a code.',
    es: 'Primero confirma tu dirección de correo electrónico. Te hemos enviado un código.',
    fr: "Veuillez d'abord confirmer votre adresse e-mail. Nous vous avons envoyé un code.",
    sv: 'Bekräfta först din e-postadress. Vi har skickat en kod till dig.',
  },
  APPROVAL_REQUIRED: {
    en: 'An administrator of your organization must approve your account first.',
    es: 'Un administrador de tu organización debe aprobar tu cuenta primero.',
    fr: "Un administrateur de votre organisation doit d'abord approuver votre compte.",
    sv: 'En administratör i din organisation måste först godkänna ditt konto.',
  },
  GOOGLE_SIGNIN_FAILED: {
    en: 'Google sign-in not successful',
    es: 'No se ha podido iniciar sesión con Google',
    fr: 'La connexion avec Google a échoué',
    sv: 'Inloggningen med Google misslyckades',
  },
  SIGNUP_INCOMPLETE: {
    en: 'Please complete your organization details.',
    es: 'Completa los datos de tu organización.',
    fr: 'Veuillez compléter les informations de votre organisation.',
    sv: 'Fyll i uppgifterna om din organisation.',
  },
  UNAUTHORIZED: {
    en: 'Your session has ended. Please sign in again.',
    es: 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    sv: 'Din session har avslutats. Logga in igen.',
  },
  FORBIDDEN: {
    en: 'You do not have permission to do this.',
    es: 'No tienes permiso para hacer esto.',
    fr: "Vous n'avez pas l'autorisation de faire cela.",
    sv: 'Du har inte behörighet att göra detta.',
  },
  NOT_FOUND: {
    en: 'We could not find what you were looking for.',
    es: 'No hemos encontrado lo que buscabas.',
    fr: "Nous n'avons pas trouvé ce que vous cherchiez.",
    sv: 'Vi kunde inte hitta det du letade efter.',
  },
  RATE_LIMITED: {
    en: 'Too many attempts. Please wait a moment and try again.',
    es: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    fr: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    sv: 'För många försök. Vänta en stund och försök igen.',
  },
  SUPPORT_NOT_CONFIGURED: {
    en: 'No support e-mail address is set for your organization or this installation, so the message cannot be sent. Please ask your administrator.',
    es: 'No hay ninguna dirección de correo de soporte configurada para tu organización ni para esta instalación, así que el mensaje no se puede enviar. Consulta a tu administrador.',
    fr: "Aucune adresse e-mail d'assistance n'est définie pour votre organisation ni pour cette installation : le message ne peut pas être envoyé. Veuillez vous adresser à votre administrateur.",
    sv: 'Ingen e-postadress till supporten har angetts för din organisation eller den här installationen, så meddelandet kan inte skickas. Fråga din administratör.',
  },
  SUPPORT_MESSAGE_TOO_SHORT: {
    en: 'Please describe your question or problem in at least 10 characters.',
    es: 'Describe tu pregunta o problema con al menos 10 caracteres.',
    fr: 'Veuillez décrire votre question ou votre problème en 10 caractères au moins.',
    sv: 'Beskriv din fråga eller ditt problem med minst 10 tecken.',
  },
  CSRF_INVALID: {
    en: 'This form has expired. Please reload the page and try again.',
    es: 'Este formulario ha caducado. Recarga la página y vuelve a intentarlo.',
    fr: 'Ce formulaire a expiré. Veuillez recharger la page et réessayer.',
    sv: 'Formuläret har gått ut. Ladda om sidan och försök igen.',
  },
  REGISTRATION_FAILED: {
    en: 'Registration error: please review your data and try again.',
    es: 'Error de registro: revisa tus datos y vuelve a intentarlo.',
    fr: "Erreur d'inscription : veuillez vérifier vos informations et réessayer.",
    sv: 'Registreringsfel: kontrollera dina uppgifter och försök igen.',
  },
  VERIFICATION_FAILED: {
    en: 'Verification failed. Check the code or ask for a new one.',
    es: 'La verificación ha fallado. Comprueba el código o solicita uno nuevo.',
    fr: 'La vérification a échoué. Vérifiez le code ou demandez-en un nouveau.',
    sv: 'Verifieringen misslyckades. Kontrollera koden eller be om en ny.',
  },
  APPROVAL_FAILED: {
    en: 'Approval of the user failed.',
    es: 'No se ha podido aprobar al usuario.',
    fr: "L'approbation de l'utilisateur a échoué.",
    sv: 'Det gick inte att godkänna användaren.',
  },
  TOKEN_INVALID: {
    en: 'This link has expired or is invalid.',
    es: 'Este enlace ha caducado o no es válido.',
    fr: "Ce lien a expiré ou n'est pas valide.",
    sv: 'Länken har gått ut eller är ogiltig.',
  },
  LICENSE_EXPIRED: {
    en: 'The license for this organization has expired.',
    es: 'La licencia de esta organización ha caducado.',
    fr: 'La licence de cette organisation a expiré.',
    sv: 'Licensen för den här organisationen har gått ut.',
  },
  TERMS_REQUIRED: {
    en: 'You must accept the terms to continue.',
    es: 'Debes aceptar los términos para continuar.',
    fr: 'Vous devez accepter les conditions pour continuer.',
    sv: 'Du måste godkänna villkoren för att fortsätta.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
    fr: 'La requête est trop volumineuse.',
    sv: 'Begäran är för stor.',
  },
  NAME_EXISTS: {
    en: 'The name already exists',
    es: 'El nombre ya existe',
    fr: 'Ce nom existe déjà',
    sv: 'Namnet finns redan',
  },
  OUT_OF_CREDITS: {
    en: 'You are out of AI credits. Buy more credits to continue.',
    es: 'Te has quedado sin créditos de IA. Compra más créditos para continuar.',
    fr: "Vous n'avez plus de crédits IA. Achetez des crédits pour continuer.",
    sv: 'Du har slut på AI-krediter. Köp fler krediter för att fortsätta.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    sv: 'Något gick fel hos oss. Försök igen.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    es: 'El servicio no está disponible por un momento. Vuelve a intentarlo en unos instantes.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    sv: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
  },
  NETWORK: {
    en: 'We could not reach the server. Check your connection and try again.',
    es: 'No hemos podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
    fr: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    sv: 'Vi kunde inte nå servern. Kontrollera din anslutning och försök igen.',
  },
} satisfies Record<string, Messages>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}

/** The message of a code in a language; `{name}` placeholders are filled from `params`. */
export function errorMessage(code: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = (ERROR_MESSAGES as Record<string, Messages>)[code];
  const text = entry ? entry[locale] : ERROR_MESSAGES.INTERNAL[locale];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
