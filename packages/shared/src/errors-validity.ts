/** Error messages of validity windows (docs/playlists.md, "Validity windows"), spread into ERROR_MESSAGES. */
export const VALIDITY_ERROR_MESSAGES = {
  VALIDITY_WINDOW_INVALID: {
    en: 'Choose a “show until” time after the “show from” time.',
    es: 'Elige una hora de «mostrar hasta» posterior a la de «mostrar desde».',
    fr: 'Choisissez une heure « afficher jusqu’au » après l’heure « afficher à partir du ».',
    sv: 'Välj en tid för ”visa till” som ligger efter ”visa från”.',
  },
  VALIDITY_DATE_OUT_OF_RANGE: {
    en: 'Choose a date between the years 2000 and 2099.',
    es: 'Elige una fecha entre los años 2000 y 2099.',
    fr: 'Choisissez une date entre les années 2000 et 2099.',
    sv: 'Välj ett datum mellan åren 2000 och 2099.',
  },
  VALIDITY_DATE_INVALID: {
    en: 'Enter a date and time, for example 2026-12-24 18:00.',
    es: 'Introduce una fecha y una hora, por ejemplo 2026-12-24 18:00.',
    fr: 'Saisissez une date et une heure, par exemple 2026-12-24 18:00.',
    sv: 'Ange ett datum och en tid, till exempel 2026-12-24 18:00.',
  },
};
