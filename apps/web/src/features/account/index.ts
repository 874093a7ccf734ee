/** What other features use from the account feature (the page itself is lazy-loaded by the router). */
import './i18n/index.ts';
export { accountApi, accountKeys } from './api.ts';
export { LegalDialog } from './legal/LegalDialog.tsx';
export { useMe } from './queries.ts';
export { LanguagePicker } from './sections/LanguageSection.tsx';
