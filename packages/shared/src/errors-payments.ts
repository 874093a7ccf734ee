/** Error messages of card payments (docs/billing.md), spread into ERROR_MESSAGES. */
export const PAYMENT_ERROR_MESSAGES = {
  PAYMENTS_NOT_CONFIGURED: {
    en: 'Billing is not set up on this server.',
    es: 'La facturación no está configurada en este servidor.',
    fr: "La facturation n'est pas configurée sur ce serveur.",
    sv: 'Fakturering är inte konfigurerad på den här servern.',
  },
  PAYMENT_NOT_PRICED: {
    en: 'This item has no price on your price chart, so it cannot be bought.',
    es: 'Este artículo no tiene precio en tu tarifa, así que no se puede comprar.',
    fr: "Cet article n'a pas de prix dans votre grille tarifaire ; il ne peut pas être acheté.",
    sv: 'Den här artikeln har inget pris i er prislista och kan inte köpas.',
  },
  PAYMENT_ADDON_ACTIVE: {
    en: 'This add-on is already on for your licence.',
    es: 'Este complemento ya está activado en tu licencia.',
    fr: 'Ce module est déjà activé pour votre licence.',
    sv: 'Det här tillägget är redan aktiverat för er licens.',
  },
  PAYMENT_LICENCE_UNLIMITED: {
    en: 'Your licence never expires or has no device limit, so it cannot be extended by purchase.',
    es: 'Tu licencia no caduca o no tiene límite de dispositivos, así que no se puede ampliar con una compra.',
    fr: "Votre licence n'expire jamais ou n'a pas de limite d'écrans ; elle ne peut pas être prolongée par un achat.",
    sv: 'Er licens löper aldrig ut eller saknar enhetsgräns och kan därför inte förlängas genom köp.',
  },
  PAYMENT_LIMIT_UNLIMITED: {
    en: 'Your licence has no limit here, so there is nothing to add.',
    es: 'Tu licencia no tiene límite aquí, así que no hay nada que añadir.',
    fr: "Votre licence n'a pas de limite ici ; il n'y a rien à ajouter.",
    sv: 'Er licens har ingen gräns här, så det finns inget att lägga till.',
  },
  PAYMENT_PROVIDER_FAILED: {
    en: 'The payment service could not be reached. No charges were made; please try again later.',
    es: 'No se ha podido contactar con el servicio de pago. No se ha realizado ningún cargo; inténtalo más tarde.',
    fr: "Le service de paiement n'a pas pu être joint. Aucun débit n'a été effectué ; réessayez plus tard.",
    sv: 'Det gick inte att nå betaltjänsten. Inget har debiterats. Försök igen senare.',
  },
  PAYMENT_NOT_PENDING: {
    en: 'This payment is already finished.',
    es: 'Este pago ya ha finalizado.',
    fr: 'Ce paiement est déjà terminé.',
    sv: 'Den här betalningen är redan avslutad.',
  },
  CARD_NUMBER_INVALID: {
    en: 'Card number is not valid',
    es: 'El número de tarjeta no es válido',
    fr: "Le numéro de carte n'est pas valide",
    sv: 'Kortnumret är ogiltigt',
  },
  CARD_EXPIRY_INVALID: {
    en: 'Use a future date as MM/YY',
    es: 'Usa una fecha futura con el formato MM/AA',
    fr: 'Indiquez une date future au format MM/AA',
    sv: 'Ange ett framtida datum som MM/ÅÅ',
  },
  CARD_CVC_INVALID: {
    en: 'Security code is 3 or 4 digits',
    es: 'El código de seguridad tiene 3 o 4 dígitos',
    fr: 'Le code de sécurité comporte 3 ou 4 chiffres',
    sv: 'Säkerhetskoden har 3 eller 4 siffror',
  },
  PAYMENT_WEBHOOK_INVALID: {
    en: 'The payment notification could not be verified.',
    es: 'No se ha podido verificar la notificación de pago.',
    fr: "La notification de paiement n'a pas pu être vérifiée.",
    sv: 'Betalningsaviseringen kunde inte verifieras.',
  },
} as const;
