import './i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PasskeyInfo } from '@signage/shared';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import { useLocale } from '../../../state/locale.ts';
import { SectionTitle } from '../sections/SectionTitle.tsx';
import { securityApi, securityKeys } from './api.ts';
import { type FreshProof, ProveDialog } from './ProveDialog.tsx';
import { RecoveryCodesList, TotpSetup } from './TotpSetup.tsx';

/** The account's Security section: authenticator app, recovery codes, passkeys (docs/security.md "Second factor"). */
export function SecuritySection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: securityKeys.status(), queryFn: () => securityApi.status({}) });
  const [notice, setNotice] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.status() });
  const done = (message: string) => {
    setNotice(message);
    void refresh();
  };
  const data = status.data;

  return (
    <Box component="section" aria-labelledby="account-security" sx={{ maxWidth: 720 }}>
      <SectionTitle id="account-security">{t('security.title')}</SectionTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('security.intro')}
      </Typography>
      {data?.required ? <FormAlert error={t('security.required')} severity="info" /> : null}
      {notice ? <FormAlert error={notice} severity="success" /> : null}
      <FormAlert error={status.error ? toApiError(status.error) : null} />
      {codes ? (
        <Box sx={{ mb: 3 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('security.recovery.title')}
          </Typography>
          <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
        </Box>
      ) : null}
      {data ? (
        <Stack spacing={3} divider={<Divider />}>
          <TotpPart
            on={data.totp}
            onChanged={(message, newCodes) => {
              done(message);
              if (newCodes.length > 0) setCodes(newCodes);
            }}
          />
          <RecoveryPart
            left={data.recoveryCodesLeft}
            usable={data.totp || data.passkeys.length > 0}
            withApp={data.totp}
            onCodes={(c) => {
              setCodes(c);
              void refresh();
            }}
          />
          <PasskeysPart passkeys={data.passkeys} withApp={data.totp} onChanged={done} />
        </Stack>
      ) : null}
    </Box>
  );
}

function PartTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h3" id={id} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

function TotpPart({ on, onChanged }: { on: boolean; onChanged: (message: string, codes: string[]) => void }) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: () => securityApi.totpStart({}) });
  const confirm = useMutation({
    mutationFn: (code: string) => securityApi.totpConfirm({ code }),
    onSuccess: (result) => {
      start.reset();
      onChanged(t('security.totp.added'), result.recoveryCodes);
    },
  });
  const [proving, setProving] = useState(false);
  const remove = useMutation({
    mutationFn: (proof: FreshProof) => securityApi.totpRemove(proof),
    onSuccess: () => {
      setProving(false);
      onChanged(t('security.totp.removed'), []);
    },
  });
  return (
    <Box component="section" aria-labelledby="security-totp">
      <PartTitle id="security-totp">{t('security.totp.title')}</PartTitle>
      <Typography sx={{ mb: 1 }}>{on ? t('security.totp.on') : t('security.totp.off')}</Typography>
      <FormAlert error={start.error ? toApiError(start.error) : null} />
      <ProveDialog
        open={proving}
        title={t('security.prove.totpTitle')}
        withApp
        pending={remove.isPending}
        error={remove.error ? toApiError(remove.error) : null}
        onConfirm={(proof) => remove.mutate(proof)}
        onClose={() => {
          setProving(false);
          remove.reset();
        }}
      />
      {start.data && !on ? (
        <TotpSetup
          secret={start.data.secret}
          otpauthUrl={start.data.otpauthUrl}
          pending={confirm.isPending}
          error={confirm.error ? toApiError(confirm.error) : null}
          onConfirm={(code) => confirm.mutate(code)}
          onCancel={() => {
            start.reset();
            confirm.reset();
          }}
        />
      ) : on ? (
        <Button variant="outlined" color="error" onClick={() => setProving(true)} data-testid="totp-remove">
          {t('security.totp.remove')}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending} data-testid="totp-add">
          {t('security.totp.add')}
        </Button>
      )}
    </Box>
  );
}

function RecoveryPart({
  left,
  usable,
  withApp,
  onCodes,
}: {
  left: number;
  usable: boolean;
  withApp: boolean;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [proving, setProving] = useState(false);
  // New codes pass the second factor: the same fresh proof as removing a factor.
  const regenerate = useMutation({
    mutationFn: (proof: FreshProof) => securityApi.regenerateRecoveryCodes(proof),
    onSuccess: (result) => {
      setProving(false);
      onCodes(result.recoveryCodes);
    },
  });
  return (
    <Box component="section" aria-labelledby="security-recovery">
      <PartTitle id="security-recovery">{t('security.recovery.title')}</PartTitle>
      <Typography sx={{ mb: 1 }}>{usable ? t('security.recovery.left', { count: left }) : t('security.recovery.none')}</Typography>
      <ProveDialog
        open={proving}
        title={t('security.prove.recoveryTitle')}
        confirmLabel={t('security.prove.recoveryConfirm')}
        destructive={false}
        withApp={withApp}
        pending={regenerate.isPending}
        error={regenerate.error ? toApiError(regenerate.error) : null}
        onConfirm={(proof) => regenerate.mutate(proof)}
        onClose={() => {
          setProving(false);
          regenerate.reset();
        }}
      />
      {usable ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="security-recovery-help">
            {t('security.recovery.regenerateHelp')}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => setProving(true)}
            aria-describedby="security-recovery-help"
            data-testid="recovery-regenerate"
          >
            {t('security.recovery.regenerate')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}

function PasskeysPart({
  passkeys,
  withApp,
  onChanged,
}: {
  passkeys: PasskeyInfo[];
  withApp: boolean;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ApiError | string | null>(null);
  const supported = browserSupportsWebAuthn();
  const add = useMutation({
    mutationFn: async (chosen: string) => {
      const { flow, options } = await securityApi.passkeyOptions({});
      let credential: Awaited<ReturnType<typeof startRegistration>>;
      try {
        credential = await startRegistration({ optionsJSON: options as never });
      } catch {
        throw new Error('cancelled');
      }
      return securityApi.passkeyAdd({ flow, name: chosen, credential: credential as never });
    },
    onSuccess: () => {
      setName('');
      onChanged(t('security.passkeys.added'));
    },
    onError: (error) =>
      setProblem(error instanceof Error && error.message === 'cancelled' ? t('security.passkeys.cancelled') : toApiError(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    add.mutate(name.trim() || t('security.passkeys.defaultName'));
  }

  return (
    <Box component="section" aria-labelledby="security-passkeys">
      <PartTitle id="security-passkeys">{t('security.passkeys.title')}</PartTitle>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('security.passkeys.intro')}
      </Typography>
      {passkeys.length === 0 ? <Typography sx={{ mb: 1 }}>{t('security.passkeys.none')}</Typography> : null}
      {passkeys.length > 0 ? (
        <List aria-label={t('security.passkeys.listLabel')} data-testid="passkey-list">
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} withApp={withApp} onChanged={onChanged} />
          ))}
        </List>
      ) : null}
      <FormAlert error={problem} />
      {supported ? (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('security.passkeys.name')}
              name="passkeyName"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('security.passkeys.defaultName')}
              size="small"
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={add.isPending}
              data-testid="passkey-add"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {t('security.passkeys.add')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <FormAlert error={t('security.passkeys.unsupported')} severity="info" />
      )}
    </Box>
  );
}

function PasskeyRow({ passkey, withApp, onChanged }: { passkey: PasskeyInfo; withApp: boolean; onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = useMutation({
    mutationFn: () => securityApi.passkeyRename({ id: passkey.id, name: name.trim() }),
    onSuccess: () => {
      setEditing(false);
      onChanged(t('security.passkeys.renamed'));
    },
  });
  const [proving, setProving] = useState(false);
  const remove = useMutation({
    mutationFn: (proof: FreshProof) => securityApi.passkeyRemove({ id: passkey.id, ...proof }),
    onSuccess: () => {
      setProving(false);
      onChanged(t('security.passkeys.removed'));
    },
  });
  const date = formatDate(passkey.createdAt, locale, 'sentence');
  const failed = rename.error;
  return (
    <ListItem disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="passkey-row">
      {editing ? (
        <Box
          component="form"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (name.trim()) rename.mutate();
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: '100%' }}
        >
          <TextField
            label={t('security.passkeys.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            {t('security.passkeys.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('security.passkeys.cancel')}</Button>
        </Box>
      ) : (
        <>
          <ListItemText
            primary={passkey.name}
            secondary={
              passkey.lastUsedAt
                ? t('security.passkeys.lastUsed', { date, used: formatDate(passkey.lastUsedAt, locale, 'sentence') })
                : t('security.passkeys.created', { date })
            }
            sx={{ flex: '1 1 240px' }}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(true)} aria-label={`${t('security.passkeys.rename')}: ${passkey.name}`}>
              {t('security.passkeys.rename')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setProving(true)}
              aria-label={`${t('security.passkeys.remove')}: ${passkey.name}`}
            >
              {t('security.passkeys.remove')}
            </Button>
          </Stack>
        </>
      )}
      <ProveDialog
        open={proving}
        title={t('security.prove.passkeyTitle', { name: passkey.name })}
        withApp={withApp}
        pending={remove.isPending}
        error={remove.error ? toApiError(remove.error) : null}
        onConfirm={(proof) => remove.mutate(proof)}
        onClose={() => {
          setProving(false);
          remove.reset();
        }}
      />
      {failed ? (
        <Box sx={{ width: '100%' }}>
          <FormAlert error={toApiError(failed)} />
        </Box>
      ) : null}
    </ListItem>
  );
}
