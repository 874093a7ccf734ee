/** What other features use from the users feature. */
export { UsersTable } from './UsersTable.tsx';
