/** What the organizations feature uses from users (the users page is lazy-loaded by the router). */
export { UsersTable } from './UsersTable.tsx';
