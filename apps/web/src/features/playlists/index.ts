/** What other features use from the playlists feature (the editor, the dashboard). */
export { playlistKeys, playlistsApi } from './api.ts';
