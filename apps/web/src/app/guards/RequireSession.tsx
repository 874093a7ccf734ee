import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { SESSION_POLL_MS } from '@signage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type ApiError, toApiError } from '../../api/client.ts';
import { accountApi, accountKeys } from '../../features/account/api.ts';
import { authApi, authflowTarget, checkOf } from '../../features/auth/index.ts';
import { endSession, getStoredUser, hasSessionKey, setStoredUser, updateStoredUser } from '../../state/session.ts';

type Phase = 'checking' | 'ready' | 'offline';

/**
 * Guard of /home/* (spec part 4 "Session checks" for protected pages): POST /auth/check with the
 * stored role and the path. Sign-up incomplete and approval required go to their authflow pages,
 * a path the role may not open goes back to the dashboard, any other failure goes to /. After the
 * first success the check is repeated every 10 seconds; a failed poll stops polling and reloads.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(() => (hasSessionKey() ? 'checking' : 'offline'));
  const pathRef = useRef(location.pathname);
  const readyRef = useRef(false);
  const [attempt, setAttempt] = useState(0);
  pathRef.current = location.pathname;

  const handleFailure = useCallback(
    (error: ApiError, path: string) => {
      const target = authflowTarget(error.code);
      if (target) {
        navigate(target, { replace: true });
        return;
      }
      if (error.code === 'FORBIDDEN' && path !== '/home') {
        navigate('/home', { replace: true });
        return;
      }
      endSession();
      queryClient.clear();
      navigate('/', { replace: true });
    },
    [navigate, queryClient],
  );

  // The check for the page being opened (on entry and on every navigation inside /home).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check after a connection failure.
  useEffect(() => {
    if (!hasSessionKey()) {
      navigate('/', { replace: true });
      return;
    }
    const path = location.pathname;
    let cancelled = false;
    (async () => {
      try {
        const result = await authApi.check(checkOf(path));
        if (cancelled) return;
        if (!getStoredUser()) {
          const me = await accountApi.me({});
          queryClient.setQueryData(accountKeys.me(), me);
          setStoredUser({
            id: me.id,
            fullname: me.fullname,
            email: me.email,
            organizationId: me.organizationId,
            role: me.role,
            eula: me.eula,
            locale: me.locale,
            localeSet: me.localeSet,
            licenseStatus: result.licenseStatus,
          });
        } else {
          updateStoredUser({ licenseStatus: result.licenseStatus });
        }
        if (cancelled) return;
        readyRef.current = true;
        setPhase('ready');
      } catch (error) {
        if (cancelled) return;
        const failed = toApiError(error);
        if (failed.code === 'NETWORK') {
          if (!readyRef.current) setPhase('offline');
          return;
        }
        handleFailure(failed, path);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [location.pathname, navigate, handleFailure, queryClient, attempt]);

  // The 10-second session poll.
  useEffect(() => {
    if (phase !== 'ready') return;
    const timer = window.setInterval(() => {
      authApi
        .check(checkOf(pathRef.current))
        .then((result) => updateStoredUser({ licenseStatus: result.licenseStatus }))
        .catch((error: unknown) => {
          // A network blip is not a session answer; keep polling until the server answers.
          if (toApiError(error).code === 'NETWORK') return;
          window.clearInterval(timer);
          window.location.reload();
        });
    }, SESSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  if (phase === 'ready') return <>{children}</>;
  if (phase === 'offline' && hasSessionKey()) {
    return (
      <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Box sx={{ textAlign: 'center' }} role="alert">
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('app.connectionProblem')}
          </Typography>
          <Button
            variant="contained"
            onClick={() => {
              setPhase('checking');
              setAttempt((n) => n + 1);
            }}
          >
            {t('app.retry')}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
