import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { deviceAcceptBody, type GroupItem } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, type BodyOf, toApiError } from '../../api/client.ts';
import { useStoredUser } from '../../state/session.ts';
import { devicesApi } from './api.ts';
import { groupOptions } from './groupTree.ts';
import { ContactSupportLink } from '../../components/ContactSupportLink.tsx';

/** Codes that mean "the licence says no" rather than "the code did not work". */
const LIMIT_CODES = new Set(['DEVICE_LIMIT_REACHED', 'LICENSE_EXPIRED', 'FORBIDDEN']);

/** Add a device by the 4-digit code its screen shows (spec 2.4, part 5 "Device code: 4 digits, required"). */
export function AddDeviceDialog({
  open,
  initialCode,
  groups,
  onClose,
  onAdded,
}: {
  open: boolean;
  initialCode: string;
  groups: GroupItem[];
  onClose: () => void;
  onAdded: (deviceKey: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const titleId = useId();
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState(-1);
  const [codeError, setCodeError] = useState('');
  const accept = useMutation({
    mutationFn: (body: BodyOf<typeof deviceAcceptBody>) => devicesApi.accept(user?.organizationId ?? 0, body),
    onSuccess: (result) => onAdded(result.deviceKey, result.device.name),
  });
  const failure = accept.error && toApiError(accept.error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setCode(initialCode);
      setName('');
      setGroupId(-1);
      setCodeError('');
      accept.reset();
    }
  }, [open, initialCode]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setCodeError(t('devices.fieldRequired'));
    // The pairing code's rule is the contract's (4 digits).
    if (!deviceAcceptBody.shape.deviceId.safeParse(value).success) return setCodeError(t('devices.add.codeInvalid'));
    setCodeError('');
    accept.mutate({
      deviceId: value,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(groupId > 0 ? { groupId } : {}),
    });
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate data-testid="add-device-dialog">
        <DialogTitle id={titleId}>{t('devices.add.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('devices.add.text')}</DialogContentText>
          {failure ? <AddScreenFailure failure={failure} /> : null}
          <TextField
            label={t('devices.add.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
            error={Boolean(codeError)}
            helperText={codeError || t('devices.add.codeHelp')}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4, style: { letterSpacing: '0.5em', fontSize: '1.5rem' } },
            }}
            sx={{ mb: 2 }}
          />
          <TextField
            label={`${t('devices.name')} (${t('common.optional')})`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ mb: 2 }}
          />
          <TextField select label={t('devices.group')} value={groupId} onChange={(e) => setGroupId(Number(e.target.value))} fullWidth>
            {groupOptions(groups, t('devices.ungrouped')).map((g) => (
              <MenuItem key={g.id} value={g.id} sx={{ pl: 2 + g.depth * 2 }}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={accept.isPending}>
            {t('devices.add.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * Why a screen could not be added by its code: the licence's word (with a support link at the screen
 * limit), or what to check (the code, the screen's internet, support). Also used where a screen is
 * added in place (the assign dialog).
 */
export function AddScreenFailure({ failure }: { failure: ApiError }) {
  const { t } = useTranslation();
  const limit = typeof failure.code === 'string' && LIMIT_CODES.has(failure.code);
  return limit ? (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="add-device-error">
      {failure.message} {failure.code === 'DEVICE_LIMIT_REACHED' ? <ContactSupportLink /> : null}
    </Alert>
  ) : (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="add-device-error">
      <AlertTitle>{t('devices.add.failed')}</AlertTitle>
      {failure.code === 'DEVICE_CODE_INVALID' || failure.status === 404 || failure.code === 'NETWORK' ? null : (
        <Box sx={{ mb: 0.5 }}>{failure.message}</Box>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('devices.add.hintCode')}</li>
        <li>{t('devices.add.hintInternet')}</li>
        <li>
          {t('devices.add.hintSupport')} <ContactSupportLink />
        </li>
      </Box>
    </Alert>
  );
}
