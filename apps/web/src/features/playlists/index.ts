/** What other features use from the playlists feature (the editor, the dashboard). */
import './i18n/index.ts';
export { playlistKeys, playlistsApi } from './api.ts';
export { useWaitingApprovals } from './approval/waiting.ts';
