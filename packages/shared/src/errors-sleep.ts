/** Error messages of screens' sleep hours (docs/screens.md, "Sleep hours"), spread into ERROR_MESSAGES. */
export const SLEEP_ERROR_MESSAGES = {
  SLEEP_TIME_INVALID: {
    en: 'Enter a time as hours and minutes, for example 22:00.',
    es: 'Introduce una hora en horas y minutos, por ejemplo 22:00.',
    fr: 'Saisissez une heure en heures et minutes, par exemple 22:00.',
    sv: 'Ange en tid i timmar och minuter, till exempel 22:00.',
  },
  SLEEP_DAYS_REQUIRED: {
    en: 'Choose at least one day of the week for each sleep period.',
    es: 'Elige al menos un día de la semana para cada periodo de apagado.',
    fr: 'Choisissez au moins un jour de la semaine pour chaque période d’extinction.',
    sv: 'Välj minst en veckodag för varje avstängningsperiod.',
  },
  SLEEP_DATE_INVALID: {
    en: 'Enter a date, for example 2026-12-24.',
    es: 'Introduce una fecha, por ejemplo 2026-12-24.',
    fr: 'Saisissez une date, par exemple 2026-12-24.',
    sv: 'Ange ett datum, till exempel 2026-12-24.',
  },
  SLEEP_DUPLICATE_DATE: {
    en: 'This date already has an exception. Keep one exception per date.',
    es: 'Esta fecha ya tiene una excepción. Deja una sola excepción por fecha.',
    fr: 'Cette date a déjà une exception. Gardez une seule exception par date.',
    sv: 'Det här datumet har redan ett undantag. Behåll ett undantag per datum.',
  },
  SLEEP_TOO_MANY: {
    en: 'Sleep hours can have at most 20 periods and 100 exceptions.',
    es: 'Las horas de apagado admiten como máximo 20 periodos y 100 excepciones.',
    fr: 'Les heures d’extinction comptent au plus 20 périodes et 100 exceptions.',
    sv: 'Avstängningstider kan ha högst 20 perioder och 100 undantag.',
  },
};
