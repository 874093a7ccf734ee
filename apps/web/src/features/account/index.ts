/** What other features use from the account feature. */
export { accountApi, accountKeys } from './api.ts';
export { LegalDialog } from './legal/LegalDialog.tsx';
export { LanguagePicker } from './sections/LanguageSection.tsx';
