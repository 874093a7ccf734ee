import type { Locale, StatsMetric, StatsType } from '@signage/shared';

/*
 * Every word the stats answers and exports carry, in one table in the four languages (the CMS has its
 * own for its page). Names of removed objects are made here, in the caller's language (`request.locale`):
 * a row's `label` is final text, so the CMS shows it as it is (docs/insight.md "Usage stats").
 */
type Words = Record<Locale, string>;

export const TYPE_LABELS: Record<StatsType, Words> = {
  onlineTime: { en: 'Online time', es: 'Tiempo en línea', fr: 'Temps en ligne', sv: 'Tid online' },
  playlistPlays: { en: 'Plays per playlist', es: 'Reproducciones por lista', fr: 'Diffusions par playlist', sv: 'Visningar per spellista' },
  slidePlays: { en: 'Plays per slide', es: 'Reproducciones por diapositiva', fr: 'Diffusions par diapositive', sv: 'Visningar per bild' },
  mediaPlays: { en: 'Plays per media item', es: 'Reproducciones por archivo', fr: 'Diffusions par média', sv: 'Visningar per mediefil' },
  screenPlays: { en: 'Plays per screen', es: 'Reproducciones por pantalla', fr: 'Diffusions par écran', sv: 'Visningar per skärm' },
  groupPlays: { en: 'Plays per group', es: 'Reproducciones por grupo', fr: 'Diffusions par groupe', sv: 'Visningar per grupp' },
  content: {
    en: 'Content created and published',
    es: 'Contenido creado y publicado',
    fr: 'Contenu créé et publié',
    sv: 'Innehåll skapat och publicerat',
  },
  signIns: { en: 'Sign-ins', es: 'Inicios de sesión', fr: 'Connexions', sv: 'Inloggningar' },
  storage: { en: 'Storage', es: 'Almacenamiento', fr: 'Stockage', sv: 'Lagring' },
};

export const METRIC_LABELS: Record<StatsMetric, Words> = {
  onlineSeconds: { en: 'Online (h:mm:ss)', es: 'En línea (h:mm:ss)', fr: 'En ligne (h:mm:ss)', sv: 'Online (h:mm:ss)' },
  onlineShare: { en: 'Online share', es: 'Porcentaje en línea', fr: 'Part en ligne', sv: 'Andel online' },
  plays: { en: 'Plays', es: 'Reproducciones', fr: 'Diffusions', sv: 'Visningar' },
  playSeconds: {
    en: 'Play time (h:mm:ss)',
    es: 'Tiempo de reproducción (h:mm:ss)',
    fr: 'Durée de diffusion (h:mm:ss)',
    sv: 'Visningstid (h:mm:ss)',
  },
  screens: { en: 'Screens', es: 'Pantallas', fr: 'Écrans', sv: 'Skärmar' },
  created: { en: 'Created', es: 'Creados', fr: 'Créés', sv: 'Skapade' },
  published: { en: 'Published', es: 'Publicados', fr: 'Publiés', sv: 'Publicerade' },
  signIns: { en: 'Sign-ins', es: 'Inicios de sesión', fr: 'Connexions', sv: 'Inloggningar' },
  people: { en: 'People', es: 'Personas', fr: 'Personnes', sv: 'Personer' },
  bytes: { en: 'Size (bytes)', es: 'Tamaño (bytes)', fr: 'Taille (octets)', sv: 'Storlek (byte)' },
  items: { en: 'Items', es: 'Elementos', fr: 'Éléments', sv: 'Objekt' },
};

const WORDS = {
  removedPlaylist: {
    en: 'Removed playlist #{id}',
    es: 'Lista eliminada n.º {id}',
    fr: 'Playlist supprimée n° {id}',
    sv: 'Borttagen spellista #{id}',
  },
  removedSlide: {
    en: 'Removed slide #{id}',
    es: 'Diapositiva eliminada n.º {id}',
    fr: 'Diapositive supprimée n° {id}',
    sv: 'Borttagen bild #{id}',
  },
  removedScreen: {
    en: 'Removed screen #{id}',
    es: 'Pantalla eliminada n.º {id}',
    fr: 'Écran supprimé n° {id}',
    sv: 'Borttagen skärm #{id}',
  },
  removedMedia: {
    en: 'Removed media item #{id}',
    es: 'Archivo eliminado n.º {id}',
    fr: 'Média supprimé n° {id}',
    sv: 'Borttagen mediefil #{id}',
  },
  removedGroup: { en: 'Removed group #{id}', es: 'Grupo eliminado n.º {id}', fr: 'Groupe supprimé n° {id}', sv: 'Borttagen grupp #{id}' },
  removedPerson: {
    en: 'Removed user #{id}',
    es: 'Usuario eliminado n.º {id}',
    fr: 'Utilisateur supprimé n° {id}',
    sv: 'Borttagen användare #{id}',
  },
  slideNumber: { en: 'Slide {n}', es: 'Diapositiva {n}', fr: 'Diapositive {n}', sv: 'Bild {n}' },
  noSlide: { en: 'Slide not recorded', es: 'Diapositiva no registrada', fr: 'Diapositive non enregistrée', sv: 'Bild ej registrerad' },
  ungrouped: { en: 'Screens without a group', es: 'Pantallas sin grupo', fr: 'Écrans sans groupe', sv: 'Skärmar utan grupp' },
  name: { en: 'Name', es: 'Nombre', fr: 'Nom', sv: 'Namn' },
  detail: { en: 'Details', es: 'Detalles', fr: 'Détails', sv: 'Detaljer' },
  total: { en: 'Total', es: 'Total', fr: 'Total', sv: 'Totalt' },
  reportTitle: {
    en: 'Proof-of-play report',
    es: 'Informe de prueba de emisión',
    fr: 'Rapport de preuve de diffusion',
    sv: 'Rapport över visningsbevis',
  },
  organization: { en: 'Organization', es: 'Organización', fr: 'Organisation', sv: 'Organisation' },
  range: { en: 'Range', es: 'Periodo', fr: 'Période', sv: 'Period' },
  timeZone: { en: 'Time zone', es: 'Zona horaria', fr: 'Fuseau horaire', sv: 'Tidszon' },
  generatedAt: { en: 'Generated at', es: 'Generado el', fr: 'Généré le', sv: 'Skapad' },
  noData: {
    en: 'No data for this range.',
    es: 'No hay datos para este periodo.',
    fr: 'Aucune donnée pour cette période.',
    sv: 'Inga data för perioden.',
  },
  moreRows: {
    en: '{n} more rows in the CSV export.',
    es: '{n} filas más en la exportación CSV.',
    fr: '{n} lignes de plus dans l’export CSV.',
    sv: '{n} rader till i CSV-exporten.',
  },
} satisfies Record<string, Words>;

export type Word = keyof typeof WORDS;

/** A word in the caller's language, with `{placeholders}` filled in. */
export function word(locale: Locale, key: Word, params: Record<string, string | number> = {}): string {
  return WORDS[key][locale].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** Seconds as h:mm:ss (durations in exports). */
export function hms(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
