import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PackageInfo } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { licencesApi, licencesKeys } from './api.ts';
import type { LicenceErrors, LicenceForm } from './validation.ts';

export function usePackages() {
  return useQuery({ queryKey: licencesKeys.packages(), queryFn: licencesApi.packages, staleTime: 10 * 60_000 });
}

export function formFromPackage(pkg: PackageInfo, interactive = ''): LicenceForm {
  return {
    packageName: pkg.name,
    devices: pkg.numDevices === null ? '' : String(pkg.numDevices),
    devicesUnlimited: pkg.numDevices === null,
    users: pkg.numUsers === null ? '' : String(pkg.numUsers),
    usersUnlimited: pkg.numUsers === null,
    days: pkg.validityDays === null ? '' : String(pkg.validityDays),
    daysUnlimited: pkg.validityDays === null,
    interactive,
  };
}

/** Package, devices, users, days (each a number or unlimited) and the interactive device limit. */
export function LicenceFields({
  form,
  errors,
  onChange,
  idPrefix,
}: {
  form: LicenceForm;
  errors: LicenceErrors;
  onChange: (form: LicenceForm) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const packages = usePackages();
  const set = (patch: Partial<LicenceForm>) => onChange({ ...form, ...patch });
  const message = (field: keyof LicenceErrors) => (errors[field] ? t(`licensing.validation.${errors[field]}`) : ' ');

  const limit = (field: 'devices' | 'users' | 'days', unlimitedKey: 'devicesUnlimited' | 'usersUnlimited' | 'daysUnlimited') => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        id={`${idPrefix}-${field}`}
        name={field}
        label={t(`licensing.fields.${field}`)}
        type="number"
        value={form[unlimitedKey] ? '' : form[field]}
        disabled={form[unlimitedKey]}
        required={!form[unlimitedKey]}
        onChange={(e) => set({ [field]: e.target.value })}
        error={!!errors[field]}
        helperText={message(field)}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <FormControlLabel
        sx={{ mt: -1 }}
        control={
          <Checkbox
            size="small"
            name={`${field}Unlimited`}
            checked={form[unlimitedKey]}
            onChange={(e) => set({ [unlimitedKey]: e.target.checked })}
          />
        }
        label={t(`licensing.unlimitedField.${field}`)}
      />
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          select
          id={`${idPrefix}-package`}
          name="packageName"
          label={t('licensing.fields.package')}
          value={packages.data?.some((p) => p.name === form.packageName) ? form.packageName : ''}
          required
          onChange={(e) => {
            const pkg = packages.data?.find((p) => p.name === e.target.value);
            if (pkg) onChange(formFromPackage(pkg, form.interactive));
          }}
          error={!!errors.packageName}
          helperText={message('packageName')}
        >
          {(packages.data ?? []).map((p) => (
            <MenuItem key={p.name} value={p.name}>
              {t(`licensing.packages.${p.name}`, { defaultValue: p.name })}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {limit('devices', 'devicesUnlimited')}
      {limit('users', 'usersUnlimited')}
      {limit('days', 'daysUnlimited')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id={`${idPrefix}-interactive`}
          name="interactive"
          label={t('licensing.fields.interactive')}
          type="number"
          value={form.interactive}
          onChange={(e) => set({ interactive: e.target.value })}
          error={!!errors.interactive}
          helperText={errors.interactive ? message('interactive') : t('licensing.interactiveHelp')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
    </Grid>
  );
}
