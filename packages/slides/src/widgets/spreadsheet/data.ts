/** What the server's spreadsheet fetchers hand screens (`WidgetDataEntry<SpreadsheetData>.data`). */
export interface SpreadsheetData {
  /** The range's cells only, row by row, as plain text (always the range's shape). */
  cells: string[][];
  /** The range these cells are (canonical, e.g. `E2:E10`). */
  fetchedRange: string;
}
