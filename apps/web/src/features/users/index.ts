/** What the organizations feature uses from users (the users page is lazy-loaded by the router). */
import './i18n/index.ts';
export { UsersTable } from './UsersTable.tsx';
