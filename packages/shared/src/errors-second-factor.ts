/** Error messages of the second factor and passkeys (docs/security.md "Second factor"), spread into ERROR_MESSAGES. */
export const SECOND_FACTOR_ERROR_MESSAGES = {
  SECOND_FACTOR_REQUIRED: {
    en: 'Your password is right. Confirm it is you with your second factor to finish signing in.',
    es: 'La contraseña es correcta. Confirma que eres tú con tu segundo factor para terminar de iniciar sesión.',
    fr: 'Votre mot de passe est correct. Confirmez votre identité avec votre second facteur pour terminer la connexion.',
    sv: 'Lösenordet stämmer. Bekräfta att det är du med din andra faktor för att slutföra inloggningen.',
  },
  SECOND_FACTOR_ENROLMENT_REQUIRED: {
    en: 'Your organization requires a second factor. Set up an authenticator app to finish signing in.',
    es: 'Tu organización exige un segundo factor. Configura una aplicación de autenticación para terminar de iniciar sesión.',
    fr: 'Votre organisation exige un second facteur. Configurez une application d’authentification pour terminer la connexion.',
    sv: 'Din organisation kräver en andra faktor. Konfigurera en autentiseringsapp för att slutföra inloggningen.',
  },
  SECOND_FACTOR_INVALID: {
    en: 'That code is not right, or it has already been used. Please try again.',
    es: 'El código no es correcto o ya se ha usado. Inténtalo de nuevo.',
    fr: 'Ce code n’est pas correct ou a déjà été utilisé. Veuillez réessayer.',
    sv: 'Koden stämmer inte eller har redan använts. Försök igen.',
  },
  SECOND_FACTOR_EXPIRED: {
    en: 'This sign-in step has expired. Please sign in again.',
    es: 'Este paso del inicio de sesión ha caducado. Vuelve a iniciar sesión.',
    fr: 'Cette étape de connexion a expiré. Veuillez vous reconnecter.',
    sv: 'Det här inloggningssteget har gått ut. Logga in igen.',
  },
  PASSKEY_FAILED: {
    en: 'The passkey could not be used. Please try again or choose another way.',
    es: 'No se ha podido usar la llave de acceso. Inténtalo de nuevo o elige otra forma.',
    fr: 'La clé d’accès n’a pas pu être utilisée. Réessayez ou choisissez un autre moyen.',
    sv: 'Nyckeln kunde inte användas. Försök igen eller välj ett annat sätt.',
  },
  SECOND_FACTOR_RULE_TOO_LOOSE: {
    en: 'A parent organization requires more than this. The rule cannot be looser than the parent’s.',
    es: 'Una organización superior exige más. La regla no puede ser menos estricta que la de la organización superior.',
    fr: 'Une organisation parente exige davantage. La règle ne peut pas être moins stricte que celle du parent.',
    sv: 'En överordnad organisation kräver mer än så. Regeln kan inte vara mildare än den överordnades.',
  },
  SECOND_FACTOR_KEPT_BY_RULE: {
    en: 'Your organization requires a second factor, so your last one cannot be removed. Add another first.',
    es: 'Tu organización exige un segundo factor, así que no puedes quitar el último. Añade otro primero.',
    fr: 'Votre organisation exige un second facteur : le dernier ne peut pas être supprimé. Ajoutez-en un autre d’abord.',
    sv: 'Din organisation kräver en andra faktor, så den sista kan inte tas bort. Lägg till en annan först.',
  },
  SECOND_FACTOR_PASSWORD_NEEDED: {
    en: 'Your account has no password yet. Set one with “Forgot your password?” on the sign-in page, then remove the passkey with it.',
    es: 'Tu cuenta aún no tiene contraseña. Crea una con «¿Has olvidado tu contraseña?» en la página de inicio de sesión y luego quita la llave de acceso con ella.',
    fr: 'Votre compte n’a pas encore de mot de passe. Créez-en un avec « Mot de passe oublié ? » sur la page de connexion, puis supprimez la clé d’accès avec celui-ci.',
    sv: 'Ditt konto har inget lösenord ännu. Skapa ett med ”Glömt lösenordet?” på inloggningssidan och ta sedan bort nyckeln med det.',
  },
} as const;
