import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { authApi } from './api.ts';
import { hasSessionKey } from '../../state/session.ts';
import { authflowTarget, checkOf } from './sessionRedirect.ts';

/**
 * Public pages that check for an existing session (spec part 4): success goes to /home, sign-up
 * incomplete and approval required to their authflow pages, anything else stays on the page.
 * Returns true while the check is running (only when a session key exists).
 */
export function usePublicSessionCheck(): boolean {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(hasSessionKey);

  useEffect(() => {
    if (!hasSessionKey()) {
      setChecking(false);
      return;
    }
    let cancelled = false;
    authApi
      .check(checkOf('/home'))
      .then(() => {
        if (!cancelled) navigate('/home', { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const target = authflowTarget(toApiError(error).code);
        if (target) navigate(target, { replace: true });
        else setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return checking;
}
