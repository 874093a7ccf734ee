import '../i18n/index.ts';
import '../../sso/i18n/index.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setSessionKey } from '../../../api/cookies.ts';
import { toApiError } from '../../../api/client.ts';
import { PublicLoading } from '../../../components/PublicLayout.tsx';
import { useLocale } from '../../../state/locale.ts';
import { startSession } from '../../../state/session.ts';
import { applyLoginLocale, loginRedirect } from '../loginFlow.ts';
import { ssoApi } from '../../sso/api.ts';

const FAILED = '/?error=SSO_SIGNIN_FAILED';

/** /authflow/sso (docs/sso.md): where the server's single sign-on callback sends the browser; it signs the person in once. */
export default function SsoContinuePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const asked = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit (the ticket serves once).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ssoApi.continue({}).then(
      async (result) => {
        startSession(result, result.email.toLowerCase());
        await applyLoginLocale(result, locale, i18n);
        navigate('/home', { replace: true });
      },
      (error) => {
        const failed = toApiError(error);
        const redirect = loginRedirect(failed, '');
        if (redirect) {
          const restricted = failed.body.sessionKey;
          if (failed.code === 3 && typeof restricted === 'string' && restricted) setSessionKey(restricted);
          navigate(redirect, { replace: true });
        } else navigate(FAILED, { replace: true });
      },
    );
  }, []);

  return <PublicLoading label={t('sso.continue.loading')} />;
}
