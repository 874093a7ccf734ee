/** What other features use from the auth feature. */
import './i18n/index.ts';
export { authApi } from './api.ts';
export { authflowTarget, checkOf } from './sessionRedirect.ts';
export { usePublicSessionCheck } from './usePublicSessionCheck.ts';
