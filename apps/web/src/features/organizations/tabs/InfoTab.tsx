import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../api/client.ts';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { countryCodeOf, countryValue } from '../../../components/countries.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Section } from '../../../components/Section.tsx';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect.tsx';
import { emailError, requiredError } from '../../../components/validate.ts';
import { organizationsApi, organizationsKeys } from '../api.ts';
import { ApprovalSettingSection } from '../../playlists/approval/ApprovalSettingSection.tsx';
import { CollationSection } from '../CollationSection.tsx';
import { OrgSecondFactorSection } from '../../account/security/OrgSecondFactorSection.tsx';
import { DeleteOrgDialog } from '../DeleteOrgDialog.tsx';
import { HashtagInput } from '../HashtagInput.tsx';
import { SsoSection } from '../../sso/SsoSection.tsx';

/** Info tab: details and hashtags, support e-mails with the default toggle, owner, domain collation, deletion. */
export function InfoTab({ org, isOwn }: { org: OrganizationDetails; isOwn: boolean }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Box>
      <DetailsForm org={org} onSaved={() => setNotice(t('organizations.info.saved'))} />
      <EmailsForm org={org} onSaved={() => setNotice(t('organizations.info.saved'))} />
      <OwnerForm org={org} onSaved={() => setNotice(t('organizations.info.ownerSaved'))} />
      <CollationSection org={org} onSaved={() => setNotice(t('organizations.collation.saved'))} />
      <ApprovalSettingSection organizationId={org.id} onSaved={() => setNotice(t('approval.setting.saved'))} />
      {isOwn && org.abilities.edit ? <SsoSection organizationId={org.id} onNotice={setNotice} /> : null}
      <OrgSecondFactorSection organizationId={org.id} onSaved={() => setNotice(t('orgSecondFactor.saved'))} />
      {!isOwn && org.abilities.remove ? (
        <Section title={t('organizations.delete.section')} id="org-delete">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography color="text.secondary">{t('organizations.delete.intro')}</Typography>
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)} sx={{ flexShrink: 0 }}>
              {t('organizations.delete.open')}
            </Button>
          </Stack>
        </Section>
      ) : null}
      <DeleteOrgDialog
        open={deleting}
        org={org}
        onClose={() => setDeleting(false)}
        onDeleted={async () => {
          setDeleting(false);
          queryClient.removeQueries({ queryKey: organizationsKeys.detail(org.id) });
          await queryClient.invalidateQueries({ queryKey: organizationsKeys.all });
          navigate(org.parentId ? `/home/organizations/${org.parentId}/info` : '/home/organizations', { replace: true });
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </Box>
  );
}

function DetailsForm({ org, onSaved }: { org: OrganizationDetails; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hashtags = useQuery({
    queryKey: organizationsKeys.hashtags(org.parentId ?? org.id),
    queryFn: () => organizationsApi.hashtags(org.parentId ?? org.id),
  });
  const initial = () => ({
    name: org.name,
    contactEmail: org.contactEmail,
    contactPhoneNumber: org.contactPhoneNumber,
    description: org.description,
    city: org.city,
    state: org.state,
    country: countryCodeOf(org.country) ?? '',
    timeZone: org.timeZone || 'UTC',
  });
  const [form, setForm] = useState(initial);
  const [tags, setTags] = useState(org.hashtags);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof organizationsApi.update>[1]) => organizationsApi.update(org.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.all });
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.parentPaths });
      onSaved();
    },
    onError: (error) => {
      const failed = toApiError(error);
      setErrors(Object.fromEntries(Object.keys(failed.fields).map((k) => [k, failed.field(k)])));
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another organization opens.
  useEffect(() => {
    setForm(initial());
    setTags(org.hashtags);
  }, [org.id]);
  const readOnly = !org.abilities.edit;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: requiredError(form.name),
      country: requiredError(form.country),
      contactEmail: form.contactEmail.trim() ? emailError(form.contactEmail) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate({
      name: form.name.trim(),
      contactEmail: form.contactEmail.trim(),
      contactPhoneNumber: form.contactPhoneNumber.trim(),
      description: form.description.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      country: countryValue(form.country),
      hashtags: tags,
      timeZone: form.timeZone,
    });
  }

  const text = (field: Exclude<keyof typeof form, 'country' | 'timeZone'>, extra: Record<string, unknown> = {}) => (
    <TextField
      name={field}
      label={t(`organizations.fields.${field}`)}
      value={form[field]}
      onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
      error={!!errors[field]}
      helperText={errors[field] ?? ' '}
      disabled={readOnly}
      {...extra}
    />
  );

  return (
    <Section title={t('organizations.info.details')} id="org-details">
      <form onSubmit={submit} noValidate>
        <FormAlert error={save.error ? toApiError(save.error) : null} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{text('name', { required: true })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {readOnly ? (
              <TextField label={t('organizations.fields.hashtags')} value={tags.map((x) => `#${x}`).join(' ')} disabled />
            ) : (
              <HashtagInput value={tags} onChange={setTags} options={hashtags.data ?? []} />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('contactEmail', { type: 'email' })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('contactPhoneNumber', { type: 'tel' })}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('city')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('state')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CountrySelect
              value={form.country}
              onChange={(code) => setForm((f) => ({ ...f, country: code }))}
              error={errors.country}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TimeZoneSelect
              value={form.timeZone}
              onChange={(zone) => setForm((f) => ({ ...f, timeZone: zone }))}
              label={t('organizations.fields.timeZone')}
              helperText={t('organizations.info.timeZoneHelp')}
              error={errors.timeZone}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={12}>{text('description', { multiline: true, minRows: 2 })}</Grid>
        </Grid>
        {readOnly ? (
          <Typography variant="body2" color="text.secondary">
            {t('organizations.info.readOnly')}
          </Typography>
        ) : (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        )}
      </form>
    </Section>
  );
}

function EmailsForm({ org, onSaved }: { org: OrganizationDetails; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const emails = useQuery({ queryKey: organizationsKeys.emails(org.id), queryFn: () => organizationsApi.emails(org.id) });
  const [support, setSupport] = useState('');
  const [contact, setContact] = useState('');
  const [useDefault, setUseDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof organizationsApi.updateEmails>[1]) => organizationsApi.updateEmails(org.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.emails(org.id) });
      onSaved();
    },
    onError: (error) => {
      const failed = toApiError(error);
      setErrors({ customerSupportEmail: failed.field('customerSupportEmail'), customerContactEmail: failed.field('customerContactEmail') });
    },
  });
  useEffect(() => {
    if (!emails.data) return;
    setSupport(emails.data.customerSupportEmail);
    setContact(emails.data.customerContactEmail);
    setUseDefault(emails.data.useDefault);
  }, [emails.data]);
  const readOnly = !org.abilities.edit;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = useDefault
      ? {}
      : {
          customerSupportEmail: support.trim() ? emailError(support) : undefined,
          customerContactEmail: contact.trim() ? emailError(contact) : undefined,
        };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate({ customerSupportEmail: support.trim(), customerContactEmail: contact.trim(), useDefault });
  }

  return (
    <Section title={t('organizations.info.emails')} id="org-emails">
      <form onSubmit={submit} noValidate>
        <FormAlert error={save.error ? toApiError(save.error) : null} />
        <FormControlLabel
          control={<Switch checked={useDefault} onChange={(e) => setUseDefault(e.target.checked)} disabled={readOnly} name="useDefault" />}
          label={t('organizations.info.useDefaultEmails')}
          sx={{ mb: 1 }}
        />
        {useDefault && emails.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {defaultEmailsSentence(t, emails.data.effective.customerSupportEmail, emails.data.effective.customerContactEmail)}
          </Typography>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              name="customerSupportEmail"
              type="email"
              label={t('organizations.fields.customerSupportEmail')}
              value={support}
              onChange={(e) => setSupport(e.target.value)}
              disabled={readOnly || useDefault}
              error={!!errors.customerSupportEmail}
              helperText={errors.customerSupportEmail ?? ' '}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              name="customerContactEmail"
              type="email"
              label={t('organizations.fields.customerContactEmail')}
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              disabled={readOnly || useDefault}
              error={!!errors.customerContactEmail}
              helperText={errors.customerContactEmail ?? ' '}
            />
          </Grid>
        </Grid>
        {readOnly ? null : (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        )}
      </form>
    </Section>
  );
}

function OwnerForm({ org, onSaved }: { org: OrganizationDetails; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(org.ownerName);
  const [email, setEmail] = useState(org.ownerEmail);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useMutation({
    mutationFn: (body: { ownerName: string; ownerEmail: string }) => organizationsApi.updateOwner(org.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.all });
      onSaved();
    },
    onError: (error) => {
      const failed = toApiError(error);
      setErrors({ ownerName: failed.field('ownerName'), ownerEmail: failed.field('ownerEmail') });
    },
  });
  useEffect(() => {
    setName(org.ownerName);
    setEmail(org.ownerEmail);
  }, [org.ownerName, org.ownerEmail]);
  const readOnly = !org.abilities.edit;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ownerName: requiredError(name), ownerEmail: emailError(email) };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate({ ownerName: name.trim(), ownerEmail: email.trim() });
  }

  return (
    <Section title={t('organizations.info.owner')} id="org-owner">
      <form onSubmit={submit} noValidate>
        <FormAlert error={save.error ? toApiError(save.error) : null} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('organizations.info.ownerHelp')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              name="ownerName"
              label={t('organizations.fields.ownerName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              disabled={readOnly}
              error={!!errors.ownerName}
              helperText={errors.ownerName ?? ' '}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              name="ownerEmail"
              type="email"
              label={t('organizations.fields.ownerEmail')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={readOnly}
              error={!!errors.ownerEmail}
              helperText={errors.ownerEmail ?? ' '}
              required
            />
          </Grid>
        </Grid>
        {readOnly ? null : (
          <Button type="submit" variant="contained" disabled={save.isPending || (name === org.ownerName && email === org.ownerEmail)}>
            {t('organizations.info.changeOwner')}
          </Button>
        )}
      </form>
    </Section>
  );
}

/** What users are shown, as one whole sentence for each case (never a dash glued into a sentence). */
function defaultEmailsSentence(
  t: (key: string, options?: Record<string, unknown>) => string,
  support: string | null,
  contact: string | null,
) {
  if (support && contact) return t('organizations.info.defaultEmailsBoth', { support, contact });
  if (support) return t('organizations.info.defaultEmailsSupport', { support });
  if (contact) return t('organizations.info.defaultEmailsContact', { contact });
  return t('organizations.info.defaultEmailsNone');
}
