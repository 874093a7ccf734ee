/** Error messages of stock photos (docs/integrations.md "Stock photos"), spread into ERROR_MESSAGES. */
export const STOCK_ERROR_MESSAGES = {
  STOCK_PROVIDER_FAILED: {
    en: 'The stock photo service could not be reached or gave an unusable answer. Nothing was saved; please try again later.',
    es: 'No se ha podido contactar con el servicio de fotos de stock o su respuesta no es válida. No se ha guardado nada; inténtalo más tarde.',
    fr: "Le service de photos n'a pas pu être joint ou a donné une réponse inutilisable. Rien n'a été enregistré ; réessayez plus tard.",
    sv: 'Det gick inte att nå bildtjänsten, eller så gav den ett oanvändbart svar. Inget sparades. Försök igen senare.',
  },
} as const;
