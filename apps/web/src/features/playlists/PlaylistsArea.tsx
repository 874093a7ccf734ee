import './i18n/index.ts';
import { Outlet } from 'react-router';
import { useIdleRedirect } from './useIdleRedirect.ts';

/** Wraps every /home/playlists/* page: the idle redirect of spec 2.3. */
export default function PlaylistsArea() {
  useIdleRedirect();
  return <Outlet />;
}
