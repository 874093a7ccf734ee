/** Error messages of alerts, integrations and messages (docs/alerts.md), spread into ERROR_MESSAGES. */
export const ALERT_ERROR_MESSAGES = {
  ALERT_NAME_EXISTS: {
    en: 'An alert with this name already exists',
    es: 'Ya existe una alerta con este nombre',
    fr: 'Une alerte portant ce nom existe déjà',
    sv: 'Det finns redan ett larm med det här namnet',
  },
  ALERT_DURATION_INVALID: {
    en: 'Please enter a valid duration',
    es: 'Introduce una duración válida',
    fr: 'Veuillez saisir une durée valide',
    sv: 'Ange en giltig varaktighet',
  },
  ALERT_AUDIO_INVALID: {
    en: 'Alert audio must be an MP3 or WAV file from your media library',
    es: 'El audio de la alerta debe ser un archivo MP3 o WAV de tu biblioteca multimedia',
    fr: "Le son de l'alerte doit être un fichier MP3 ou WAV de votre médiathèque",
    sv: 'Larmljudet måste vara en MP3- eller WAV-fil från ditt mediebibliotek',
  },
  ALERT_TARGETS_REQUIRED: {
    en: 'Choose at least one screen or group, or all screens',
    es: 'Elige al menos una pantalla o un grupo, o todas las pantallas',
    fr: 'Choisissez au moins un écran ou un groupe, ou tous les écrans',
    sv: 'Välj minst en skärm eller grupp, eller alla skärmar',
  },
  ALERT_ACTIVE: {
    en: 'Deactivate the alert before deleting it',
    es: 'Desactiva la alerta antes de eliminarla',
    fr: "Désactivez l'alerte avant de la supprimer",
    sv: 'Inaktivera larmet innan du tar bort det',
  },
  INTEGRATION_NAME_EXISTS: {
    en: 'An integration with this name already exists',
    es: 'Ya existe una integración con este nombre',
    fr: 'Une intégration portant ce nom existe déjà',
    sv: 'Det finns redan en integration med det här namnet',
  },
  INTEGRATION_ENABLED: {
    en: 'Disable the integration before deleting it',
    es: 'Desactiva la integración antes de eliminarla',
    fr: "Désactivez l'intégration avant de la supprimer",
    sv: 'Inaktivera integrationen innan du tar bort den',
  },
  INTEGRATION_ALERTS_REQUIRED: {
    en: 'Link at least one alert to this integration',
    es: 'Vincula al menos una alerta a esta integración',
    fr: 'Associez au moins une alerte à cette intégration',
    sv: 'Koppla minst ett larm till integrationen',
  },
  CAP_INVALID: {
    en: 'This is not a valid CAP 1.2 message',
    es: 'No es un mensaje CAP 1.2 válido',
    fr: "Ce n'est pas un message CAP 1.2 valide",
    sv: 'Det här är inte ett giltigt CAP 1.2-meddelande',
  },
  MESSAGE_TIME_INVALID: {
    en: 'The end must come after the start',
    es: 'El final debe ser posterior al inicio',
    fr: 'La fin doit être postérieure au début',
    sv: 'Slutet måste komma efter starten',
  },
} as const;
