/** What other features use from the auth feature. */
export { authApi } from './api.ts';
