import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the spreadsheet widget's editor. */
const spreadsheetSv: Widen<typeof en> = {
  name: 'Kalkylblad',
  description: 'Ett värde eller en liten tabell från ett offentligt kalkylblad eller en uppladdad fil',
  origin: 'Data från',
  origins: { url: 'En länk till ett kalkylblad', file: 'En uppladdad fil' },
  url: 'Länk till kalkylbladet',
  urlHelp: 'En Google Kalkylark-länk eller adressen till en publicerad CSV. Kalkylbladet måste vara offentligt.',
  range: 'Cell eller område',
  rangeHelp: 'Till exempel E8 eller E2:E10',
  sync: 'Synkronisera',
  syncing: 'Synkronisering pågår…',
  synced: 'Synkroniseringen lyckades',
  preview: 'Första raderna i området',
  chooseFile: 'Välj en CSV- eller XLSX-fil',
  replaceFile: 'Byt fil',
  fileHelp: 'CSV eller XLSX, högst 5 MB. Det första bladet används.',
  uploading: 'Laddar upp {{name}}…',
  uploaded: '{{name}}: {{rows}} rader, {{columns}} kolumner',
  currentFile: 'Fil: {{name}}',
  noFile: 'Ingen fil uppladdad ännu',
  display: 'Visa',
  displays: { value: 'Ett värde', table: 'En tabell' },
  label: 'Bildtext',
  headerRow: 'Första raden är en rubrikrad',
};
export default spreadsheetSv;
