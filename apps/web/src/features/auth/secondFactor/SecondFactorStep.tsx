import '../../account/security/i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LoginResponse, SecondFactorMethod } from '@signage/shared';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { requiredError } from '../../../components/validate.ts';
import { secondFactorApi } from '../../account/security/api.ts';
import { RecoveryCodesList, TotpSetup } from '../../account/security/TotpSetup.tsx';

/** What the password (or Google) step answered instead of a session (docs/decisions.md "Second factor"). */
export interface SecondFactorChallenge {
  kind: 'verify' | 'enrol';
  challenge: string;
  methods: SecondFactorMethod[];
}

/** The 401 of a sign-in that owes a second factor (or its enrolment), else null. */
export function secondFactorChallengeOf(failed: ApiError): SecondFactorChallenge | null {
  if (failed.status !== 401) return null;
  const kind = failed.code === 'SECOND_FACTOR_REQUIRED' ? 'verify' : failed.code === 'SECOND_FACTOR_ENROLMENT_REQUIRED' ? 'enrol' : null;
  const challenge = failed.body.challenge;
  if (!kind || typeof challenge !== 'string' || !challenge) return null;
  const methods = Array.isArray(failed.body.methods) ? (failed.body.methods as SecondFactorMethod[]) : [];
  return { kind, challenge, methods };
}

/** The second sign-in step: a code from the app, a recovery code, or a passkey. */
export function SecondFactorStep({
  step,
  onSignedIn,
  onBack,
}: {
  step: SecondFactorChallenge;
  onSignedIn: (result: LoginResponse) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const first: SecondFactorMethod = step.methods.includes('totp') ? 'totp' : step.methods.includes('passkey') ? 'passkey' : 'recovery';
  const [method, setMethod] = useState<SecondFactorMethod>(first);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: async (body: { method: SecondFactorMethod; code?: string }) => {
      if (body.method !== 'passkey') return secondFactorApi.verify({ challenge: step.challenge, ...body });
      const { options } = await secondFactorApi.passkeyOptions({ challenge: step.challenge });
      let credential: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        credential = await startAuthentication({ optionsJSON: options as never });
      } catch {
        throw new Error('cancelled');
      }
      return secondFactorApi.verify({ challenge: step.challenge, method: 'passkey', credential: credential as never });
    },
    onSuccess: onSignedIn,
  });
  const failure = verify.error
    ? verify.error instanceof Error && verify.error.message === 'cancelled'
      ? t('secondFactor.passkeyCancelled')
      : toApiError(verify.error)
    : null;
  const expired =
    verify.error &&
    !(verify.error instanceof Error && verify.error.message === 'cancelled') &&
    toApiError(verify.error).code === 'SECOND_FACTOR_EXPIRED';

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = requiredError(code);
    setProblem(missing);
    verify.reset();
    if (!missing) verify.mutate({ method, code: code.trim() });
  }
  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setCode('');
    setProblem(undefined);
    verify.reset();
  };
  const passkeys = step.methods.includes('passkey') && browserSupportsWebAuthn();

  return (
    <Box data-testid="second-factor-step">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('secondFactor.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {method === 'totp'
          ? t('secondFactor.totpIntro')
          : method === 'recovery'
            ? t('secondFactor.recoveryIntro')
            : t('secondFactor.passkeyIntro')}
      </Typography>
      <FormAlert error={failure} />
      {method === 'passkey' ? (
        <Button variant="contained" size="large" fullWidth onClick={() => verify.mutate({ method: 'passkey' })} disabled={verify.isPending}>
          {t('secondFactor.usePasskey')}
        </Button>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <TextField
              key={method}
              label={method === 'totp' ? t('secondFactor.code') : t('secondFactor.recoveryCode')}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(problem)}
              helperText={problem}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: method === 'totp' ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 20 } }}
              required
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" disabled={verify.isPending} data-testid="second-factor-submit">
              {verify.isPending ? t('secondFactor.verifying') : t('secondFactor.verify')}
            </Button>
          </Stack>
        </Box>
      )}
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {method !== 'totp' && step.methods.includes('totp') ? (
          <Link component="button" type="button" onClick={() => choose('totp')}>
            {t('secondFactor.useApp')}
          </Link>
        ) : null}
        {method !== 'passkey' && passkeys ? (
          <Link component="button" type="button" onClick={() => choose('passkey')}>
            {t('secondFactor.usePasskey')}
          </Link>
        ) : null}
        {method !== 'recovery' && step.methods.includes('recovery') ? (
          <Link component="button" type="button" onClick={() => choose('recovery')}>
            {t('secondFactor.useRecovery')}
          </Link>
        ) : null}
        <Link component="button" type="button" onClick={onBack} sx={{ fontWeight: expired ? 600 : undefined }}>
          {t('secondFactor.back')}
        </Link>
      </Stack>
    </Box>
  );
}

/** The organization requires a second factor and the user has none: set up an authenticator app, see the recovery codes once. */
export function EnrolStep({
  step,
  onSignedIn,
  onBack,
}: {
  step: SecondFactorChallenge;
  onSignedIn: (result: LoginResponse) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: () => secondFactorApi.enrolStart({ challenge: step.challenge }) });
  const confirm = useMutation({ mutationFn: (code: string) => secondFactorApi.enrolConfirm({ challenge: step.challenge, code }) });
  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step (each start replaces the secret).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate();
  }, []);
  const signedIn = confirm.data;
  return (
    <Box data-testid="second-factor-enrol">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('secondFactor.enrolTitle')}
      </Typography>
      {signedIn ? (
        <Stack spacing={2}>
          <RecoveryCodesList
            codes={signedIn.recoveryCodes}
            onDone={() => {
              const { recoveryCodes: _codes, ...result } = signedIn;
              onSignedIn(result);
            }}
          />
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('secondFactor.enrolIntro')}
          </Typography>
          <FormAlert error={start.error ? toApiError(start.error) : null} />
          {start.data ? (
            <TotpSetup
              secret={start.data.secret}
              otpauthUrl={start.data.otpauthUrl}
              pending={confirm.isPending}
              error={confirm.error ? toApiError(confirm.error) : null}
              onConfirm={(code) => confirm.mutate(code)}
            />
          ) : null}
          <Link component="button" type="button" onClick={onBack} sx={{ mt: 2 }}>
            {t('secondFactor.back')}
          </Link>
        </>
      )}
    </Box>
  );
}

/** Sign in with a passkey (no password): the browser shows the passkeys of this site. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (result: LoginResponse) => void }) {
  const { t } = useTranslation();
  const login = useMutation({
    mutationFn: async () => {
      const { flow, options } = await secondFactorApi.passkeyLoginOptions({});
      let credential: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        credential = await startAuthentication({ optionsJSON: options as never });
      } catch {
        throw new Error('cancelled');
      }
      return secondFactorApi.passkeyLogin({ flow, credential: credential as never });
    },
    onSuccess: onSignedIn,
  });
  if (!browserSupportsWebAuthn()) return null;
  const failure = login.error
    ? login.error instanceof Error && login.error.message === 'cancelled'
      ? t('secondFactor.passkeyCancelled')
      : toApiError(login.error)
    : null;
  return (
    <Box sx={{ mt: 2 }}>
      <FormAlert error={failure} />
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={() => login.mutate()}
        disabled={login.isPending}
        data-testid="passkey-sign-in"
      >
        {t('secondFactor.passkeySignIn')}
      </Button>
    </Box>
  );
}
