/** The media library: the page is lazy-loaded by the router; the picker is reused by the slide editor. */
import './i18n/index.ts';
export { CopyToStockDialog } from './CopyToStockDialog.tsx';
export { MediaPickerDialog } from './MediaPickerDialog.tsx';
export { checkUpload, kindOfFile, uploadMedia } from './upload.ts';
