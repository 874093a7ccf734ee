import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the spreadsheet widget's editor. */
const spreadsheetEs: Widen<typeof en> = {
  name: 'Hoja de cálculo',
  description: 'Un valor o una tabla pequeña de una hoja pública o de un archivo subido',
  origin: 'Datos de',
  origins: { url: 'Un enlace a una hoja', file: 'Un archivo subido' },
  url: 'Enlace de la hoja',
  urlHelp: 'Un enlace de Google Sheets o la dirección de un CSV publicado. La hoja debe ser pública.',
  range: 'Celda o rango',
  rangeHelp: 'Por ejemplo E8 o E2:E10',
  sync: 'Sincronizar',
  syncing: 'Sincronización en curso…',
  synced: 'Sincronización correcta',
  preview: 'Primeras filas del rango',
  chooseFile: 'Elegir un archivo CSV o XLSX',
  replaceFile: 'Sustituir el archivo',
  fileHelp: 'CSV o XLSX, 5 MB como máximo. Se usa la primera hoja.',
  uploading: 'Subiendo {{name}}…',
  uploaded: '{{name}}: {{rows}} filas, {{columns}} columnas',
  currentFile: 'Archivo: {{name}}',
  noFile: 'Todavía no se ha subido ningún archivo',
  display: 'Mostrar',
  displays: { value: 'Un valor', table: 'Una tabla' },
  label: 'Leyenda',
  headerRow: 'La primera fila es un encabezado',
};
export default spreadsheetEs;
