/** Error messages of licence limits and features (docs/billing.md), spread into ERROR_MESSAGES. */
export const LICENCE_ERROR_MESSAGES = {
  USER_LIMIT_REACHED: {
    en: 'User limit reached: your licence allows at most {max} users. Please contact support to add more.',
    es: 'Se ha alcanzado el límite de usuarios: tu licencia permite como máximo {max} usuarios. Contacta con el servicio de asistencia para añadir más.',
    fr: "Limite d'utilisateurs atteinte : votre licence autorise au maximum {max} utilisateurs. Contactez l'assistance pour en ajouter.",
    sv: 'Användargränsen är nådd: din licens tillåter högst {max} användare. Kontakta supporten för att lägga till fler.',
  },
  DEVICE_LIMIT_REACHED: {
    en: 'Device limit reached: your licence allows at most {max} screens. Please contact support to add more.',
    es: 'Se ha alcanzado el límite de dispositivos: tu licencia permite como máximo {max} pantallas. Contacta con el servicio de asistencia para añadir más.',
    fr: "Limite d'appareils atteinte : votre licence autorise au maximum {max} écrans. Contactez l'assistance pour en ajouter.",
    sv: 'Enhetsgränsen är nådd: din licens tillåter högst {max} skärmar. Kontakta supporten för att lägga till fler.',
  },
  DEVICE_CODE_INVALID: {
    en: 'Failed to add the device. Check the code shown on the screen, check its internet connection, or contact support.',
    es: 'No se ha podido añadir el dispositivo. Comprueba el código que aparece en la pantalla, comprueba su conexión a internet o contacta con el soporte.',
    fr: "Impossible d'ajouter l'appareil. Vérifiez le code affiché à l'écran, vérifiez sa connexion à internet ou contactez le support.",
    sv: 'Det gick inte att lägga till enheten. Kontrollera koden som visas på skärmen, kontrollera dess internetanslutning eller kontakta supporten.',
  },
  INTERACTIVE_LIMIT_REACHED: {
    en: 'Maximum number of interactive devices reached',
    es: 'Se ha alcanzado el número máximo de dispositivos interactivos',
    fr: "Nombre maximal d'appareils interactifs atteint",
    sv: 'Det högsta antalet interaktiva enheter har nåtts',
  },
  INTERACTIVE_LIMIT_EXCEEDED: {
    en: 'Exceeded device limit. Please assign interactive devices within your license package.',
    es: 'Se ha superado el límite de dispositivos. Asigna dispositivos interactivos dentro de tu paquete de licencia.',
    fr: "Limite d'appareils dépassée. Attribuez les appareils interactifs dans les limites de votre licence.",
    sv: 'Enhetsgränsen har överskridits. Tilldela interaktiva enheter inom ditt licenspaket.',
  },
  INTERACTIVE_EXCEEDS_DEVICES: {
    en: 'The number of interactive devices may not exceed the number of devices of the licence.',
    es: 'El número de dispositivos interactivos no puede superar el número de dispositivos de la licencia.',
    fr: "Le nombre d'appareils interactifs ne peut pas dépasser le nombre d'appareils de la licence.",
    sv: 'Antalet interaktiva enheter får inte överstiga licensens antal enheter.',
  },
  LICENCE_DURATION_INVALID: {
    en: 'The duration must be greater than 0.',
    es: 'La duración debe ser mayor que 0.',
    fr: 'La durée doit être supérieure à 0.',
    sv: 'Varaktigheten måste vara större än 0.',
  },
  LICENCE_GRANT_EXCEEDED: {
    en: 'You cannot grant more than your own licence allows.',
    es: 'No puedes conceder más de lo que permite tu propia licencia.',
    fr: 'Vous ne pouvez pas accorder plus que ce que permet votre propre licence.',
    sv: 'Du kan inte bevilja mer än din egen licens tillåter.',
  },
  FEATURE_NOT_LICENSED: {
    en: 'This feature is not included in your licence.',
    es: 'Esta función no está incluida en tu licencia.',
    fr: "Cette fonctionnalité n'est pas incluse dans votre licence.",
    sv: 'Den här funktionen ingår inte i din licens.',
  },
};
