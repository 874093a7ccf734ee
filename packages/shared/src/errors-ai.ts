/** Error messages of the AI assistant (docs/integrations.md "AI assistant"), spread into ERROR_MESSAGES. OUT_OF_CREDITS lives there. */
export const AI_ERROR_MESSAGES = {
  AI_NOT_CONFIGURED: {
    en: 'The AI assistant is not set up on this server. Ask your administrator to configure an AI provider.',
    es: 'El asistente de IA no está configurado en este servidor. Pide a tu administrador que configure un proveedor de IA.',
    fr: "L'assistant IA n'est pas configuré sur ce serveur. Demandez à votre administrateur de configurer un fournisseur d'IA.",
    sv: 'AI-assistenten är inte konfigurerad på den här servern. Be din administratör att konfigurera en AI-leverantör.',
  },
  AI_PROVIDER_FAILED: {
    en: 'The AI assistant could not answer right now. Your credit was not used; please try again.',
    es: 'El asistente de IA no ha podido responder ahora. No se ha usado tu crédito; inténtalo de nuevo.',
    fr: "L'assistant IA n'a pas pu répondre pour le moment. Votre crédit n'a pas été utilisé ; veuillez réessayer.",
    sv: 'AI-assistenten kunde inte svara just nu. Din kredit användes inte, försök igen.',
  },
  AI_TARGET_LOCALE_REQUIRED: {
    en: 'Choose the language to translate into',
    es: 'Elige el idioma al que traducir',
    fr: 'Choisissez la langue de traduction',
    sv: 'Välj språket att översätta till',
  },
} as const;
