/** Error messages of playlists, slides and approval (docs/playlists.md), spread into ERROR_MESSAGES. */
export const PLAYLIST_ERROR_MESSAGES = {
  PLAYLIST_NOT_PUBLISHED: {
    en: 'Publish the playlist before assigning it.',
    es: 'Publica la lista de reproducción antes de asignarla.',
    fr: "Publiez la playlist avant de l'attribuer.",
    sv: 'Publicera spellistan innan du tilldelar den.',
  },
  PLAYLIST_SHARED_ONLY: {
    en: 'You can only assign shared playlists.',
    es: 'Solo puedes asignar listas de reproducción compartidas.',
    fr: 'Vous ne pouvez attribuer que des playlists partagées.',
    sv: 'Du kan bara tilldela delade spellistor.',
  },
  PLAYLIST_LOCKED: {
    en: '{userName} is editing this playlist right now.',
    es: '{userName} está editando esta lista de reproducción ahora mismo.',
    fr: '{userName} modifie cette playlist en ce moment.',
    sv: '{userName} redigerar den här spellistan just nu.',
  },
  APPROVAL_OWN_SUBMISSION: {
    en: 'You cannot approve or reject your own submission. Another owner or administrator has to decide.',
    es: 'No puedes aprobar ni rechazar tu propio envío. Otro propietario o administrador tiene que decidir.',
    fr: 'Vous ne pouvez pas approuver ni refuser votre propre demande. Un autre propriétaire ou administrateur doit décider.',
    sv: 'Du kan inte godkänna eller avvisa din egen begäran. En annan ägare eller administratör måste besluta.',
  },
  APPROVAL_NOT_PENDING: {
    en: 'This submission is no longer waiting for approval.',
    es: 'Este envío ya no está pendiente de aprobación.',
    fr: 'Cette demande n’attend plus d’approbation.',
    sv: 'Den här begäran väntar inte längre på godkännande.',
  },
  APPROVAL_INHERITED: {
    en: 'A parent organization requires approval, so it cannot be switched off here.',
    es: 'Una organización superior exige la aprobación, así que aquí no se puede desactivar.',
    fr: 'Une organisation parente exige l’approbation : elle ne peut pas être désactivée ici.',
    sv: 'En överordnad organisation kräver godkännande, så det kan inte stängas av här.',
  },
  SLIDE_INDEX_INVALID: {
    en: 'This slide does not exist.',
    es: 'Esta diapositiva no existe.',
    fr: "Cette diapositive n'existe pas.",
    sv: 'Den här bilden finns inte.',
  },
  OVERLAY_NEEDS_SLIDES: {
    en: 'A playlist overlay needs at least two slides: it stays on screen while the slides change.',
    es: 'Una superposición de lista necesita al menos dos diapositivas: permanece en pantalla mientras cambian las diapositivas.',
    fr: 'Une superposition de playlist nécessite au moins deux diapositives : elle reste à l’écran pendant que les diapositives changent.',
    sv: 'Ett spellisteöverlägg kräver minst två bilder: det ligger kvar på skärmen medan bilderna byts.',
  },
  SLIDE_INVALID: {
    en: 'The slide could not be read. Please reload the editor.',
    es: 'No se ha podido leer la diapositiva. Vuelve a cargar el editor.',
    fr: "La diapositive n'a pas pu être lue. Veuillez recharger l'éditeur.",
    sv: 'Bilden kunde inte läsas. Ladda om redigeraren.',
  },
  HOT_CORNERS_NEED_TWO_SLIDES: {
    en: 'Hot corners need at least two slides.',
    es: 'Las esquinas activas necesitan al menos dos diapositivas.',
    fr: 'Les coins actifs nécessitent au moins deux diapositives.',
    sv: 'Aktiva hörn kräver minst två bilder.',
  },
  JUMP_NEEDS_ANOTHER_SLIDE: {
    en: 'Jump to slide needs at least one more slide.',
    es: 'Saltar a diapositiva necesita al menos otra diapositiva.',
    fr: 'Aller à la diapositive nécessite au moins une autre diapositive.',
    sv: 'Hoppa till bild kräver minst en bild till.',
  },
  INTERACTION_NOT_LICENSED: {
    en: 'Interaction is not included in your licence.',
    es: 'La interacción no está incluida en tu licencia.',
    fr: "L'interaction n'est pas incluse dans votre licence.",
    sv: 'Interaktion ingår inte i din licens.',
  },
  FOLDER_CANNOT_BE_DUPLICATED: {
    en: 'Folders cannot be duplicated. Choose one playlist.',
    es: 'Las carpetas no se pueden duplicar. Elige una lista de reproducción.',
    fr: 'Les dossiers ne peuvent pas être dupliqués. Choisissez une playlist.',
    sv: 'Mappar kan inte dupliceras. Välj en spellista.',
  },
  THUMBNAIL_NOT_JPEG: {
    en: 'The thumbnail must be a JPEG image of at most 2 MB.',
    es: 'La miniatura debe ser una imagen JPEG de 2 MB como máximo.',
    fr: 'La miniature doit être une image JPEG de 2 Mo maximum.',
    sv: 'Miniatyren måste vara en JPEG-bild på högst 2 MB.',
  },
};
