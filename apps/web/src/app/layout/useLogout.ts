import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { authApi } from '../../features/auth/index.ts';
import { useAppearance } from '../../state/appearance.tsx';
import { stopImpersonation } from '../../state/impersonation.ts';
import { endSession } from '../../state/session.ts';

/**
 * Logout (spec part 4): stops impersonation, hides the licence notice, calls logout; when it succeeds (or the session is
 * already gone) clears the logged-in state and goes to / replacing history.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setOrgTheme } = useAppearance();
  const { t } = useTranslation();

  const mutation = useMutation({
    mutationFn: async () => {
      // Spec part 4: logout first stops impersonation mode.
      stopImpersonation();
      try {
        await authApi.logout({});
      } catch (err) {
        const failed = toApiError(err);
        if (failed.status !== 401 && failed.status !== 403) throw failed;
      }
    },
    onSuccess: () => {
      endSession();
      queryClient.clear();
      setOrgTheme(null);
      document.title = t('app.name');
      navigate('/', { replace: true });
    },
  });

  return {
    logout: () => mutation.mutate(),
    busy: mutation.isPending,
    error: mutation.error ? toApiError(mutation.error).message : null,
    clearError: mutation.reset,
  };
}
