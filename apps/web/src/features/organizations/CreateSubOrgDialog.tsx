import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { createSubOrganizationBody, OrganizationDetails } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, type BodyOf, toApiError } from '../../api/client.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryValue } from '../../components/countries.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { emailError, requiredError } from '../../components/validate.ts';
import { formFromPackage, LicenceFields, type LicenceErrors, type LicenceForm, usePackages, validateLicence } from '../licences/index.ts';
import { organizationsApi } from './api.ts';
import { HashtagInput } from './HashtagInput.tsx';

type Field =
  | 'name'
  | 'ownerName'
  | 'ownerEmail'
  | 'contactEmail'
  | 'contactPhoneNumber'
  | 'description'
  | 'city'
  | 'state'
  | 'country'
  | 'customerSupportEmail'
  | 'customerContactEmail';

const EMPTY: Record<Field, string> = {
  name: '',
  ownerName: '',
  ownerEmail: '',
  contactEmail: '',
  contactPhoneNumber: '',
  description: '',
  city: '',
  state: '',
  country: '',
  customerSupportEmail: '',
  customerContactEmail: '',
};

const EMPTY_LICENCE: LicenceForm = {
  packageName: '',
  devices: '',
  devicesUnlimited: false,
  users: '',
  usersUnlimited: false,
  days: '',
  daysUnlimited: false,
  interactive: '0',
};

/** Create a sub-organization with its owner and licence (spec 7.4 suborganizations/create, rules of spec part 5). */
export function CreateSubOrgDialog({
  open,
  parent,
  onClose,
  onCreated,
}: {
  open: boolean;
  parent: OrganizationDetails;
  onClose: () => void;
  onCreated: (created: OrganizationDetails) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const packages = usePackages();
  const [form, setForm] = useState(EMPTY);
  const [tags, setTags] = useState<string[]>([]);
  const [licence, setLicence] = useState<LicenceForm>(EMPTY_LICENCE);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [licenceErrors, setLicenceErrors] = useState<LicenceErrors>({});
  const [unfixed, setUnfixed] = useState(false);
  const create = useMutation({
    mutationFn: (body: BodyOf<typeof createSubOrganizationBody>) => organizationsApi.create(parent.id, body),
    onSuccess: (created) => {
      onCreated(created);
    },
    onError: (error) => {
      const failed = toApiError(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const key of Object.keys(EMPTY) as Field[]) if (failed.field(key)) fieldErrors[key] = failed.field(key);
      setErrors(fieldErrors);
    },
  });

  useEffect(() => {
    if (!open) return;
    setForm({ ...EMPTY, city: parent.city, state: parent.state, country: '' });
    setTags([]);
    setErrors({});
    setLicenceErrors({});
    setUnfixed(false);
    create.reset();
    setLicence(EMPTY_LICENCE);
  }, [open, parent, create.reset]);

  // Start from the trial package once the catalogue is known.
  useEffect(() => {
    if (open && !licence.packageName && packages.data?.length) {
      const trial = packages.data.find((p) => p.type === 'TRIAL') ?? packages.data[0];
      if (trial) setLicence(formFromPackage(trial, '0'));
    }
  }, [open, licence.packageName, packages.data]);

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const optionalEmail = (value: string) => (value.trim() ? emailError(value) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      name: requiredError(form.name),
      ownerName: requiredError(form.ownerName),
      ownerEmail: emailError(form.ownerEmail),
      country: requiredError(form.country),
      contactEmail: optionalEmail(form.contactEmail),
      customerSupportEmail: optionalEmail(form.customerSupportEmail),
      customerContactEmail: optionalEmail(form.customerContactEmail),
    };
    const checked = validateLicence(licence);
    setErrors(next);
    setLicenceErrors(checked.errors);
    if (Object.values(next).some(Boolean) || !checked.values) {
      create.reset();
      setUnfixed(true);
      return;
    }
    const values = checked.values;
    setUnfixed(false);
    create.mutate({
      name: form.name.trim(),
      parentOrganizationId: parent.id,
      ownerName: form.ownerName.trim(),
      ownerEmail: form.ownerEmail.trim(),
      contactEmail: form.contactEmail.trim(),
      contactPhoneNumber: form.contactPhoneNumber.trim(),
      description: form.description.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      country: countryValue(form.country),
      customerSupportEmail: form.customerSupportEmail.trim(),
      customerContactEmail: form.customerContactEmail.trim(),
      hashtags: tags,
      licenseData: {
        package: values.packageName,
        numDevices: values.numDevices,
        numUsers: values.numUsers,
        validityDays: values.validityDays,
        interactiveDeviceLimit: values.interactiveDeviceLimit ?? 0,
      },
    });
  }

  /** A refused licence names its field (`licenseData.…`) after the general message. */
  function failureText(): ApiError | string | null {
    if (unfixed) return t('organizations.form.fixErrors');
    if (!create.error) return null;
    const failed = toApiError(create.error);
    const licenceField = Object.keys(failed.fields).find((k) => k.startsWith('licenseData'));
    return licenceField ? `${failed.message} ${failed.fields[licenceField]?.message ?? ''}`.trim() : failed;
  }

  const text = (field: Field, extra: Record<string, unknown> = {}) => (
    <TextField
      name={field}
      label={t(`organizations.fields.${field}`)}
      value={form[field]}
      onChange={set(field)}
      error={!!errors[field]}
      helperText={errors[field] ?? ' '}
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('organizations.createTitle', { parent: parent.name })}</DialogTitle>
        <DialogContent>
          <FormAlert error={failureText()} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              {text('name', { required: true, autoFocus: true, slotProps: { htmlInput: { maxLength: 120 } } })}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <HashtagInput value={tags} onChange={setTags} />
            </Grid>
            <Grid size={12}>
              <Typography variant="h3" component="h3">
                {t('organizations.form.owner')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('organizations.form.ownerHelp')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('ownerName', { required: true })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('ownerEmail', { required: true, type: 'email' })}</Grid>
            <Grid size={12}>
              <Typography variant="h3" component="h3">
                {t('organizations.form.contact')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('contactEmail', { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('contactPhoneNumber', { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{text('city')}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{text('state')}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CountrySelect
                value={form.country}
                onChange={(code) => {
                  setForm((f) => ({ ...f, country: code }));
                  setErrors((x) => ({ ...x, country: undefined }));
                }}
                error={errors.country}
                required
              />
            </Grid>
            <Grid size={12}>{text('description', { multiline: true, minRows: 2 })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('customerSupportEmail', { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('customerContactEmail', { type: 'email' })}</Grid>
            <Grid size={12}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {t('organizations.form.licence')}
              </Typography>
              <LicenceFields idPrefix="create-licence" form={licence} errors={licenceErrors} onChange={setLicence} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('organizations.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
