import '../i18n/index.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { authApi } from '../api.ts';
import { ResultView } from './ResultView.tsx';

/** Opened from the e-mailed link /register/user/approve?email=&code= : approves a pending user. */
export default function ApproveUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const [state, setState] = useState<'working' | 'success' | 'failure'>(email && code ? 'working' : 'failure');
  const [message, setMessage] = useState(email && code ? '' : t('approveUser.missing'));
  const started = useRef(false);

  useEffect(() => {
    if (!email || !code || started.current) return;
    started.current = true;
    authApi
      .approveUser({ email, code })
      .then(() => setState('success'))
      .catch((error: unknown) => {
        const failed = toApiError(error);
        setMessage(failed.message || fallbackMessage('APPROVAL_FAILED'));
        setState('failure');
      });
  }, [email, code]);

  if (state === 'working') return <ResultView state="working" title={t('approveUser.title')} text={t('approveUser.working')} />;
  if (state === 'success')
    return (
      <ResultView
        state="success"
        title={t('approveUser.successTitle')}
        text={t('approveUser.successText', { email })}
        action={{ label: t('app.backToSignIn'), to: '/' }}
      />
    );
  return (
    <ResultView state="failure" title={t('approveUser.failureTitle')} text={message} action={{ label: t('app.backToSignIn'), to: '/' }} />
  );
}
