/** Error messages of outbound webhooks (docs/webhooks.md), spread into ERROR_MESSAGES. */
export const WEBHOOK_ERROR_MESSAGES = {
  WEBHOOK_URL_INVALID: {
    en: 'Enter a full address starting with https://',
    es: 'Introduce una dirección completa que empiece por https://',
    fr: 'Saisissez une adresse complète commençant par https://',
    sv: 'Ange en fullständig adress som börjar med https://',
  },
  WEBHOOK_URL_BLOCKED: {
    en: 'This address is on a private or local network. Webhooks can only be sent to public internet addresses.',
    es: 'Esta dirección está en una red privada o local. Los webhooks solo se pueden enviar a direcciones públicas de internet.',
    fr: 'Cette adresse se trouve sur un réseau privé ou local. Les webhooks ne peuvent être envoyés qu’à des adresses publiques d’internet.',
    sv: 'Adressen finns i ett privat eller lokalt nätverk. Webhooks kan bara skickas till offentliga internetadresser.',
  },
  WEBHOOK_EVENTS_REQUIRED: {
    en: 'Choose at least one event',
    es: 'Elige al menos un evento',
    fr: 'Choisissez au moins un événement',
    sv: 'Välj minst en händelse',
  },
  WEBHOOK_LIMIT: {
    en: 'This organization already has the most webhooks it can have. Delete one first.',
    es: 'Esta organización ya tiene el máximo de webhooks permitido. Elimina uno primero.',
    fr: 'Cette organisation a déjà le nombre maximal de webhooks. Supprimez-en un d’abord.',
    sv: 'Organisationen har redan så många webhooks som tillåts. Ta bort en först.',
  },
  WEBHOOK_NOT_FAILED: {
    en: 'Only a delivery that failed can be sent again',
    es: 'Solo se puede volver a enviar una entrega que ha fallado',
    fr: 'Seul un envoi qui a échoué peut être renvoyé',
    sv: 'Bara en leverans som misslyckades kan skickas igen',
  },
} as const;
