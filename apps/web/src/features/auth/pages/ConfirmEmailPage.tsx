import '../i18n/index.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../../api/client.ts';
import { accountApi } from '../../account/index.ts';
import { ResultView } from './ResultView.tsx';

/**
 * /confirm-email?userId&token (spec part 4 "Confirm-email flow"): confirming, then success (OK goes
 * to the account page) or failure (try again goes to /). A missing userId or token is a failure
 * without any call. Shown even when logged in.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rawId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const userId = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const valid = Number.isSafeInteger(userId) && userId > 0 && token.length > 0;
  const [state, setState] = useState<'working' | 'success' | 'failure'>(valid ? 'working' : 'failure');
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    accountApi
      .confirmEmail({ userId, token })
      .then(() => setState('success'))
      .catch((error: unknown) => {
        const failed = toApiError(error);
        if (failed.code !== 'TOKEN_INVALID') setMessage(failed.message);
        setState('failure');
      });
  }, [valid, userId, token]);

  if (state === 'working') return <ResultView state="working" title={t('confirmEmail.title')} text={t('confirmEmail.confirming')} />;
  if (state === 'success')
    return (
      <ResultView
        state="success"
        title={t('confirmEmail.successTitle')}
        text={t('confirmEmail.successText')}
        action={{ label: t('common.ok'), to: '/home/account' }}
      />
    );
  return (
    <ResultView
      state="failure"
      title={t('confirmEmail.failureTitle')}
      text={message ?? t('confirmEmail.failureText')}
      action={{ label: t('app.retry'), to: '/' }}
    />
  );
}
