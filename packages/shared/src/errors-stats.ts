/** Error messages of usage stats and screen health (docs/insight.md), spread into ERROR_MESSAGES. */
export const STATS_ERROR_MESSAGES = {
  STATS_TYPE_REQUIRED: {
    en: 'Select at least one usage type',
    es: 'Selecciona al menos un tipo de uso',
    fr: "Sélectionnez au moins un type d'utilisation",
    sv: 'Välj minst en användningstyp',
  },
  STATS_RANGE_INVALID: {
    en: 'Choose a start date on or before the end date, at most 366 days apart',
    es: 'Elige una fecha de inicio anterior o igual a la de fin, con 366 días como máximo entre ambas',
    fr: 'Choisissez une date de début antérieure ou égale à la date de fin, à 366 jours au plus',
    sv: 'Välj ett startdatum som är samma som eller före slutdatumet, högst 366 dagar isär',
  },
  TIME_ZONE_INVALID: {
    en: 'Choose a time zone from the list',
    es: 'Elige una zona horaria de la lista',
    fr: 'Choisissez un fuseau horaire dans la liste',
    sv: 'Välj en tidszon i listan',
  },
  SCREEN_HEALTH_THRESHOLD_INVALID: {
    en: 'Choose a time between 15 minutes and 48 hours',
    es: 'Elige un tiempo entre 15 minutos y 48 horas',
    fr: 'Choisissez une durée comprise entre 15 minutes et 48 heures',
    sv: 'Välj en tid mellan 15 minuter och 48 timmar',
  },
  SCREEN_HEALTH_RECIPIENT_INVALID: {
    en: 'Recipients must be owners, admins or screen managers of this organization',
    es: 'Los destinatarios deben ser propietarios, administradores o gestores de pantallas de esta organización',
    fr: "Les destinataires doivent être propriétaires, administrateurs ou gestionnaires d'écrans de cette organisation",
    sv: 'Mottagarna måste vara ägare, administratörer eller skärmansvariga i den här organisationen',
  },
} as const;
