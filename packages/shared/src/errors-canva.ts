/** Error messages of the design service, Canva (spec part 8), spread into ERROR_MESSAGES. */
export const CANVA_ERROR_MESSAGES = {
  CANVA_NOT_CONNECTED: {
    en: 'Your Canva account is not connected (or the connection has expired). Connect it again to add designs.',
    es: 'Tu cuenta de Canva no está conectada (o la conexión ha caducado). Vuelve a conectarla para añadir diseños.',
    fr: "Votre compte Canva n'est pas connecté (ou la connexion a expiré). Reconnectez-le pour ajouter des designs.",
    sv: 'Ditt Canva-konto är inte anslutet (eller så har anslutningen gått ut). Anslut det igen för att lägga till designer.',
  },
  CANVA_CONNECTION_FAILED: {
    en: 'Connecting or disconnecting the design service failed. Please try again, or contact support if it keeps failing.',
    es: 'No se ha podido conectar o desconectar el servicio de diseño. Inténtalo de nuevo o ponte en contacto con soporte si sigue fallando.',
    fr: "La connexion ou la déconnexion du service de design a échoué. Réessayez, ou contactez l'assistance si le problème persiste.",
    sv: 'Det gick inte att ansluta eller koppla från designtjänsten. Försök igen, eller kontakta supporten om det fortsätter att misslyckas.',
  },
  CANVA_EXPORT_FAILED: {
    en: 'Canva could not export this design, or the file could not be used. Nothing was saved; please try again.',
    es: 'Canva no ha podido exportar este diseño o el archivo no se puede usar. No se ha guardado nada; inténtalo de nuevo.',
    fr: "Canva n'a pas pu exporter ce design, ou le fichier est inutilisable. Rien n'a été enregistré ; réessayez.",
    sv: 'Canva kunde inte exportera designen, eller så gick filen inte att använda. Inget sparades. Försök igen.',
  },
  CANVA_PROVIDER_FAILED: {
    en: 'Canva could not be reached or gave an unusable answer. Please try again later.',
    es: 'No se ha podido contactar con Canva o su respuesta no es válida. Inténtalo más tarde.',
    fr: "Canva n'a pas pu être joint ou a donné une réponse inutilisable. Réessayez plus tard.",
    sv: 'Det gick inte att nå Canva, eller så gav tjänsten ett oanvändbart svar. Försök igen senare.',
  },
} as const;
