/** Error messages of synchronized playback (docs/player.md, "Synchronized playback"), spread into ERROR_MESSAGES. */
export const SYNC_ERROR_MESSAGES = {
  GROUP_ROOT_SYNC: {
    en: 'Screens play in sync by group. Choose a group, not the whole organization.',
    es: 'Las pantallas se sincronizan por grupo. Elige un grupo, no toda la organización.',
    fr: 'Les écrans se synchronisent par groupe. Choisissez un groupe, pas toute l’organisation.',
    sv: 'Skärmar spelar i takt gruppvis. Välj en grupp, inte hela organisationen.',
  },
} as const;
