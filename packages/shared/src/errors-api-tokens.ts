import type { Locale } from './constants.ts';

/** Errors of organization API tokens (docs/api-tokens.md). */
export const API_TOKEN_ERROR_MESSAGES = {
  API_TOKEN_INVALID: {
    en: 'This API token is not valid: it is unknown, expired or revoked, or the person who made it no longer has access.',
    es: 'Este token de API no es válido: es desconocido, ha caducado o se ha revocado, o la persona que lo creó ya no tiene acceso.',
    fr: 'Ce jeton d’API n’est pas valide : il est inconnu, expiré ou révoqué, ou la personne qui l’a créé n’a plus accès.',
    sv: 'Den här API-token är inte giltig: den är okänd, har gått ut eller återkallats, eller så har personen som skapade den inte längre åtkomst.',
  },
  API_TOKEN_SCOPE_MISSING: {
    en: 'This API token does not have the scope this call needs.',
    es: 'Este token de API no tiene el ámbito que necesita esta llamada.',
    fr: 'Ce jeton d’API n’a pas la portée requise pour cet appel.',
    sv: 'Den här API-token saknar behörigheten som anropet kräver.',
  },
  API_TOKEN_NOT_ALLOWED: {
    en: 'API tokens cannot be used for this call. Sign in to do it.',
    es: 'Los tokens de API no se pueden usar para esta llamada. Inicia sesión para hacerlo.',
    fr: 'Les jetons d’API ne peuvent pas être utilisés pour cet appel. Connectez-vous pour le faire.',
    sv: 'API-token kan inte användas för det här anropet. Logga in för att göra det.',
  },
  API_TOKEN_CREDENTIALS_CONFLICT: {
    en: 'Send either an API token or a session key, not both.',
    es: 'Envía un token de API o una clave de sesión, no ambos.',
    fr: 'Envoyez soit un jeton d’API, soit une clé de session, pas les deux.',
    sv: 'Skicka antingen en API-token eller en sessionsnyckel, inte båda.',
  },
  API_TOKEN_SCOPES_REQUIRED: {
    en: 'Choose at least one scope.',
    es: 'Elige al menos un ámbito.',
    fr: 'Choisissez au moins une portée.',
    sv: 'Välj minst en behörighet.',
  },
  API_TOKEN_SCOPE_ABOVE_ROLE: {
    en: 'Your role does not allow one of the chosen scopes.',
    es: 'Tu rol no permite uno de los ámbitos elegidos.',
    fr: 'Votre rôle ne permet pas l’une des portées choisies.',
    sv: 'Din roll tillåter inte en av de valda behörigheterna.',
  },
  API_TOKEN_EXPIRY_TOO_LONG: {
    en: 'A token can be valid for at most 365 days.',
    es: 'Un token puede ser válido durante 365 días como máximo.',
    fr: 'Un jeton peut être valide 365 jours au maximum.',
    sv: 'En token kan vara giltig i högst 365 dagar.',
  },
  API_TOKEN_EXPIRY_PAST: {
    en: 'Choose an expiry date in the future.',
    es: 'Elige una fecha de caducidad futura.',
    fr: 'Choisissez une date d’expiration future.',
    sv: 'Välj ett utgångsdatum i framtiden.',
  },
  API_TOKEN_LIMIT: {
    en: 'This organization has reached the limit of 50 active API tokens. Revoke one first.',
    es: 'Esta organización ha alcanzado el límite de 50 tokens de API activos. Revoca uno primero.',
    fr: 'Cette organisation a atteint la limite de 50 jetons d’API actifs. Révoquez-en un d’abord.',
    sv: 'Organisationen har nått gränsen på 50 aktiva API-token. Återkalla en först.',
  },
  API_TOKEN_NOT_FOUND: {
    en: 'This API token does not exist.',
    es: 'Este token de API no existe.',
    fr: 'Ce jeton d’API n’existe pas.',
    sv: 'Den här API-token finns inte.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
