import { PLAYLIST_IDLE_REDIRECT_MS } from '@signage/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Spec 2.3: after 10 minutes without mouse, key or scroll activity on any /playlists/ page, go to
 * /home/playlists/my. The editor's leave handling (lock release, autosave flush) runs on unmount.
 */
export function useIdleRedirect(ms: number = PLAYLIST_IDLE_REDIRECT_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    let timer = 0;
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => navigate('/home/playlists/my', { state: { idle: true } }), ms);
    };
    reset();
    for (const name of ACTIVITY) window.addEventListener(name, reset, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, reset, { capture: true });
    };
  }, [navigate, ms]);
}
