import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportCategory,
  type SupportMessageResult,
  supportMessageBody,
} from '@signage/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { type Errors, hasErrors, schemaErrors, serverFieldErrors } from '../../components/validate.ts';
import { supportApi, supportKeys } from './api.ts';
import { useStoredUser } from '../../state/session.ts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

type Field = 'subject' | 'message' | 'category';
const fieldOf = (path: readonly PropertyKey[]): Field | undefined =>
  path[0] === 'subject' || path[0] === 'message' || path[0] === 'category' ? path[0] : undefined;

/**
 * Help › Contact's form (docs/support.md): a message to the support address of the caller's
 * organization (or the platform's), which the form names, with a copy to the sender.
 */
export function ContactSupportForm() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const info = useQuery({ queryKey: supportKeys.info, queryFn: () => supportApi.info({}) });
  const [category, setCategory] = useState<SupportCategory>('question');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [sent, setSent] = useState<SupportMessageResult | null>(null);
  const send = useMutation({
    mutationFn: () => supportApi.message({ subject, message, category }),
    onSuccess: (result) => {
      setSent(result);
      setSubject('');
      setMessage('');
      setCategory('question');
    },
    onError: (error) => setErrors(serverFieldErrors(toApiError(error), fieldOf)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const next = schemaErrors(supportMessageBody, { subject, message, category }, fieldOf);
    setErrors(next);
    if (hasErrors(next)) return;
    send.mutate();
  }

  const address = info.data?.supportEmail;
  const phone = info.data?.supportPhone;
  return (
    <Box component="section" aria-labelledby="support-form-title" sx={{ maxWidth: '78ch', mb: 4 }} data-testid="support-form-section">
      <Typography variant="h2" id="support-form-title" sx={{ mb: 1 }}>
        {t('help.supportForm.title')}
      </Typography>
      {info.isPending ? (
        <Skeleton height={24} width="60%" />
      ) : info.isError ? (
        <FormAlert error={toApiError(info.error)} />
      ) : address ? (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="support-address">
          {t('help.supportForm.goesTo', { address })}
        </Typography>
      ) : user?.role === 'owner' ? (
        // The owner is the one who sets it: say where, instead of "ask your administrator".
        <Alert severity="info" sx={{ mb: 2 }} data-testid="support-not-configured">
          {t('help.supportForm.ownerSetsAddress')}{' '}
          <Link component={RouterLink} to={`/home/organizations/${user.organizationId}/info`}>
            {t('help.supportForm.ownerSetsAddressLink')}
          </Link>
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="support-not-configured">
          {errorMessage('SUPPORT_NOT_CONFIGURED', currentLocale())}
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="support-phone">
        {phone ? t('help.supportForm.phone', { phone }) : t('help.supportForm.phoneHours')}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="support-sent">
          {t('help.supportForm.sent', { to: sent.sentTo, copy: sent.copyTo })}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-labelledby="support-form-title">
        <FormAlert error={send.error && !hasErrors(errors) ? toApiError(send.error) : null} />
        <Stack spacing={2}>
          <TextField
            select
            name="category"
            label={t('help.supportForm.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value as SupportCategory)}
            error={!!errors.category}
            helperText={errors.category}
            sx={{ maxWidth: 320 }}
          >
            {SUPPORT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`help.supportForm.categories.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="subject"
            label={t('help.supportForm.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            error={!!errors.subject}
            helperText={errors.subject ?? ' '}
            slotProps={{ htmlInput: { maxLength: SUPPORT_SUBJECT_MAX } }}
          />
          <TextField
            name="message"
            label={t('help.supportForm.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            required
            multiline
            minRows={6}
            error={!!errors.message}
            helperText={errors.message ?? t('help.supportForm.messageHelp', { count: message.length, max: SUPPORT_MESSAGE_MAX })}
            slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={send.isPending || (info.isSuccess && !address)}>
              {send.isPending ? t('help.supportForm.sending') : t('help.supportForm.send')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
