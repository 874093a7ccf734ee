/** What the layout uses from the activity log (its page is lazy-loaded by the router). */
import './i18n/index.ts';
export { ActivityBell } from './ActivityBell.tsx';
