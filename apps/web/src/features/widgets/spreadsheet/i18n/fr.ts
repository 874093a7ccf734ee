import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the spreadsheet widget's editor. */
const spreadsheetFr: Widen<typeof en> = {
  name: 'Feuille de calcul',
  description: "Une valeur ou un petit tableau d'une feuille publique ou d'un fichier importé",
  origin: 'Données depuis',
  origins: { url: 'Un lien de feuille', file: 'Un fichier importé' },
  url: 'Lien de la feuille',
  urlHelp: "Un lien Google Sheets ou l'adresse d'un CSV publié. La feuille doit être publique.",
  range: 'Cellule ou plage',
  rangeHelp: 'Par exemple E8 ou E2:E10',
  sync: 'Synchroniser',
  syncing: 'Synchronisation en cours…',
  synced: 'Synchronisation réussie',
  preview: 'Premières lignes de la plage',
  chooseFile: 'Choisir un fichier CSV ou XLSX',
  replaceFile: 'Remplacer le fichier',
  fileHelp: 'CSV ou XLSX, 5 Mo maximum. La première feuille est utilisée.',
  uploading: 'Importation de {{name}}…',
  uploaded: '{{name}} : {{rows}} lignes, {{columns}} colonnes',
  currentFile: 'Fichier : {{name}}',
  noFile: "Aucun fichier importé pour l'instant",
  display: 'Afficher',
  displays: { value: 'Une valeur', table: 'Un tableau' },
  label: 'Légende',
  headerRow: 'La première ligne est un en-tête',
};
export default spreadsheetFr;
