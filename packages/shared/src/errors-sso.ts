/** Error messages of single sign-on per organization (docs/sso.md), spread into ERROR_MESSAGES. */
export const SSO_ERROR_MESSAGES = {
  SSO_SIGNIN_FAILED: {
    en: 'Single sign-on was not successful. Please try again, or ask your IT department.',
    es: 'El inicio de sesión único no se ha completado. Inténtalo de nuevo o consulta a tu departamento de informática.',
    fr: 'L’authentification unique a échoué. Réessayez ou contactez votre service informatique.',
    sv: 'Enkel inloggning lyckades inte. Försök igen eller fråga din IT-avdelning.',
  },
  SSO_NOT_CONFIGURED: {
    en: 'No organization signs in with single sign-on for this address. Sign in with your password instead.',
    es: 'Ninguna organización usa el inicio de sesión único para esta dirección. Inicia sesión con tu contraseña.',
    fr: 'Aucune organisation n’utilise l’authentification unique pour cette adresse. Connectez-vous avec votre mot de passe.',
    sv: 'Ingen organisation använder enkel inloggning för den här adressen. Logga in med ditt lösenord i stället.',
  },
  SSO_REQUIRED: {
    en: 'Your organization signs in with single sign-on. Use “Sign in with single sign-on” instead of a password.',
    es: 'Tu organización inicia sesión con inicio de sesión único. Usa “Iniciar sesión con inicio de sesión único” en lugar de una contraseña.',
    fr: 'Votre organisation se connecte par authentification unique. Utilisez « Se connecter par authentification unique » au lieu d’un mot de passe.',
    sv: 'Din organisation loggar in med enkel inloggning. Använd ”Logga in med enkel inloggning” i stället för ett lösenord.',
  },
  SSO_DOMAIN_INVALID: {
    en: 'Enter an e-mail domain such as example.com.',
    es: 'Introduce un dominio de correo como example.com.',
    fr: 'Saisissez un domaine de messagerie comme example.com.',
    sv: 'Ange en e-postdomän som example.com.',
  },
  SSO_DOMAIN_NOT_OURS: {
    en: 'Use an e-mail domain that people of your organization already sign in with, not a public mail provider.',
    es: 'Usa un dominio de correo con el que ya inician sesión personas de tu organización, no un proveedor de correo público.',
    fr: 'Utilisez un domaine de messagerie avec lequel des membres de votre organisation se connectent déjà, pas un fournisseur public.',
    sv: 'Använd en e-postdomän som personer i din organisation redan loggar in med, inte en allmän e-postleverantör.',
  },
  SSO_DOMAIN_TAKEN: {
    en: 'Another organization already signs in with single sign-on for this e-mail domain.',
    es: 'Otra organización ya usa el inicio de sesión único para este dominio de correo.',
    fr: 'Une autre organisation utilise déjà l’authentification unique pour ce domaine de messagerie.',
    sv: 'En annan organisation använder redan enkel inloggning för den här e-postdomänen.',
  },
  SSO_ISSUER_INVALID: {
    en: 'Enter the identity provider’s issuer address, starting with https://.',
    es: 'Introduce la dirección del emisor del proveedor de identidad, que empiece por https://.',
    fr: 'Saisissez l’adresse de l’émetteur du fournisseur d’identité, commençant par https://.',
    sv: 'Ange identitetsleverantörens utfärdaradress, som börjar med https://.',
  },
  SSO_ISSUER_UNREACHABLE: {
    en: 'We could not read the identity provider’s OpenID configuration at this issuer address. Check the address and try again.',
    es: 'No hemos podido leer la configuración OpenID del proveedor de identidad en esta dirección de emisor. Comprueba la dirección y vuelve a intentarlo.',
    fr: 'Impossible de lire la configuration OpenID du fournisseur d’identité à cette adresse d’émetteur. Vérifiez l’adresse et réessayez.',
    sv: 'Vi kunde inte läsa identitetsleverantörens OpenID-konfiguration på den här utfärdaradressen. Kontrollera adressen och försök igen.',
  },
  SSO_SECRET_REQUIRED: {
    en: 'Enter the client secret the identity provider gave you.',
    es: 'Introduce el secreto de cliente que te dio el proveedor de identidad.',
    fr: 'Saisissez le secret client fourni par le fournisseur d’identité.',
    sv: 'Ange klienthemligheten som identitetsleverantören gav dig.',
  },
  SSO_USER_LIMIT: {
    en: 'Your organization has reached the user limit of its licence, so no account could be created for you. Please ask your organization’s owner.',
    es: 'Tu organización ha alcanzado el límite de usuarios de su licencia, así que no se ha podido crear tu cuenta. Consulta al propietario de tu organización.',
    fr: 'Votre organisation a atteint la limite d’utilisateurs de sa licence : aucun compte n’a pu être créé pour vous. Adressez-vous au propriétaire de votre organisation.',
    sv: 'Din organisation har nått licensens gräns för antal användare, så inget konto kunde skapas åt dig. Fråga din organisations ägare.',
  },
  SSO_ADDRESS_INVALID: {
    en: 'Enter the identity provider’s address, starting with https://.',
    es: 'Introduce la dirección del proveedor de identidad, que empiece por https://.',
    fr: 'Saisissez l’adresse du fournisseur d’identité, commençant par https://.',
    sv: 'Ange identitetsleverantörens adress, som börjar med https://.',
  },
  SSO_SAML_METADATA_INVALID: {
    en: 'This is not SAML metadata of an identity provider with a sign-in address (HTTP-Redirect) and a signing certificate.',
    es: 'Esto no son metadatos SAML de un proveedor de identidad con una dirección de inicio de sesión (HTTP-Redirect) y un certificado de firma.',
    fr: 'Ce ne sont pas des métadonnées SAML d’un fournisseur d’identité avec une adresse de connexion (HTTP-Redirect) et un certificat de signature.',
    sv: 'Det här är inte SAML-metadata för en identitetsleverantör med en inloggningsadress (HTTP-Redirect) och ett signeringscertifikat.',
  },
  SSO_SAML_METADATA_UNREACHABLE: {
    en: 'We could not read the identity provider’s SAML metadata at this address. Check the address, or paste the metadata instead.',
    es: 'No hemos podido leer los metadatos SAML del proveedor de identidad en esta dirección. Comprueba la dirección o pega los metadatos.',
    fr: 'Impossible de lire les métadonnées SAML du fournisseur d’identité à cette adresse. Vérifiez l’adresse ou collez les métadonnées.',
    sv: 'Vi kunde inte läsa identitetsleverantörens SAML-metadata på den här adressen. Kontrollera adressen eller klistra in metadatan i stället.',
  },
  SSO_SAML_METADATA_OTHER_IDP: {
    en: 'The metadata at this address now describes another identity provider (another entity ID). Check the address and save the settings again.',
    es: 'Los metadatos de esta dirección describen ahora otro proveedor de identidad (otro ID de entidad). Comprueba la dirección y vuelve a guardar la configuración.',
    fr: 'Les métadonnées à cette adresse décrivent désormais un autre fournisseur d’identité (un autre ID d’entité). Vérifiez l’adresse et enregistrez à nouveau les paramètres.',
    sv: 'Metadatan på den här adressen beskriver nu en annan identitetsleverantör (ett annat entitets-ID). Kontrollera adressen och spara inställningarna igen.',
  },
  SSO_SAML_CERT_INVALID: {
    en: 'Enter the identity provider’s signing certificate (X.509, PEM or base64).',
    es: 'Introduce el certificado de firma del proveedor de identidad (X.509, PEM o base64).',
    fr: 'Saisissez le certificat de signature du fournisseur d’identité (X.509, PEM ou base64).',
    sv: 'Ange identitetsleverantörens signeringscertifikat (X.509, PEM eller base64).',
  },
} as const;
