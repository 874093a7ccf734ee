/** Error messages of screens, groups and schedules (docs/screens.md), spread into ERROR_MESSAGES. */
export const SCREEN_ERROR_MESSAGES = {
  SCHEDULE_INVALID: {
    en: 'Please choose a valid schedule...',
    es: 'Elige una programación válida...',
    fr: 'Veuillez choisir une programmation valide...',
    sv: 'Välj ett giltigt schema...',
  },
  SCHEDULE_INDEX_INVALID: {
    en: 'This schedule entry does not exist.',
    es: 'Esta entrada de la programación no existe.',
    fr: "Cette entrée de la programmation n'existe pas.",
    sv: 'Den här schemaposten finns inte.',
  },
  ASPECT_INVALID: {
    en: 'Enter an aspect ratio such as 16:9 or 16/9, or pixels such as 1080x1920. No side may be 0, and one side may be at most 10 times the other.',
    es: 'Introduce una relación de aspecto como 16:9 o 16/9, o píxeles como 1080x1920. Ningún lado puede ser 0 y un lado puede medir como máximo 10 veces el otro.',
    fr: "Saisissez un format d'image comme 16:9 ou 16/9, ou des pixels comme 1080x1920. Aucun côté ne peut valoir 0 et un côté peut mesurer au plus 10 fois l'autre.",
    sv: 'Ange ett bildförhållande som 16:9 eller 16/9, eller pixlar som 1080x1920. Ingen sida får vara 0, och en sida får vara högst 10 gånger den andra.',
  },
  ROOT_GROUP_NO_SCHEDULE: {
    en: 'The root group has no schedule of its own. Choose a group or a screen.',
    es: 'El grupo raíz no tiene programación propia. Elige un grupo o una pantalla.',
    fr: "Le groupe racine n'a pas de programmation propre. Choisissez un groupe ou un écran.",
    sv: 'Rotgruppen har inget eget schema. Välj en grupp eller en skärm.',
  },
  GROUP_INVALID_MOVE: {
    en: 'A group cannot be moved into itself or one of its sub-groups.',
    es: 'Un grupo no se puede mover dentro de sí mismo ni de uno de sus subgrupos.',
    fr: "Un groupe ne peut pas être déplacé dans lui-même ni dans l'un de ses sous-groupes.",
    sv: 'En grupp kan inte flyttas in i sig själv eller i en av sina undergrupper.',
  },
  GROUP_DYNAMIC: {
    en: 'A dynamic group holds the screens its tags choose. Change the screens’ tags or the group’s rule instead.',
    es: 'Un grupo dinámico contiene las pantallas que eligen sus etiquetas. Cambia las etiquetas de las pantallas o la regla del grupo.',
    fr: 'Un groupe dynamique contient les écrans choisis par ses étiquettes. Modifiez plutôt les étiquettes des écrans ou la règle du groupe.',
    sv: 'En dynamisk grupp innehåller de skärmar som dess taggar väljer. Ändra skärmarnas taggar eller gruppens regel i stället.',
  },
  DEVICE_REVOKED: {
    en: 'This screen was removed from its organization. Pair it again.',
    es: 'Esta pantalla se ha eliminado de su organización. Vuelve a vincularla.',
    fr: 'Cet écran a été retiré de son organisation. Associez-le à nouveau.',
    sv: 'Den här skärmen har tagits bort från sin organisation. Parkoppla den igen.',
  },
  DEVICE_NOT_PAIRED: {
    en: 'This screen is not paired yet.',
    es: 'Esta pantalla aún no está vinculada.',
    fr: "Cet écran n'est pas encore associé.",
    sv: 'Den här skärmen är inte parkopplad än.',
  },
  SCREENSHOT_INVALID: {
    en: 'The screenshot must be a JPEG image of at most 2 MB.',
    es: 'La captura de pantalla debe ser una imagen JPEG de 2 MB como máximo.',
    fr: "La capture d'écran doit être une image JPEG de 2 Mo maximum.",
    sv: 'Skärmbilden måste vara en JPEG-bild på högst 2 MB.',
  },
};
