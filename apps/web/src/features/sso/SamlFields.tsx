import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SsoConfig } from '@signage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton.tsx';
import type { SamlSource, SsoForm } from './sso-form.ts';

/** A read-only address of ours for the identity provider's administrator, with a copy button. */
export function CopyField({ label, value, name, copyLabel }: { label: string; value: string; name: string; copyLabel: string }) {
  return (
    <TextField
      label={label}
      value={value}
      name={name}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <CopyButton text={value} label={copyLabel} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface Props {
  form: SsoForm;
  config: SsoConfig;
  set: <K extends keyof SsoForm>(key: K, value: SsoForm[K]) => void;
  field: (name: string) => string | undefined;
  /** Under the metadata address: the daily refresh's status (once an address is saved). */
  refreshStatus?: ReactNode;
}

/** SAML 2.0 settings (docs/sso.md): our SP details to copy, then the provider's metadata or address and certificate. */
export function SamlFields({ form, config, set, field, refreshStatus }: Props) {
  const { t } = useTranslation();
  const source = form.samlSource;
  return (
    <>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('sso.settings.samlSpTitle')}
        </Typography>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('sso.settings.samlSpHelp')}
          </Typography>
          <CopyField
            label={t('sso.settings.samlSpEntityId')}
            name="samlSpEntityId"
            value={config.samlSpEntityId}
            copyLabel={t('sso.settings.copySpEntityId')}
          />
          <CopyField
            label={t('sso.settings.samlAcsUrl')}
            name="samlAcsUrl"
            value={config.samlAcsUrl}
            copyLabel={t('sso.settings.copyAcsUrl')}
          />
          <CopyField
            label={t('sso.settings.samlSpMetadataUrl')}
            name="samlSpMetadataUrl"
            value={config.samlSpMetadataUrl}
            copyLabel={t('sso.settings.copySpMetadataUrl')}
          />
        </Stack>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('sso.settings.samlSource')}
        </Typography>
        <RadioGroup row name="samlSource" value={source} onChange={(e) => set('samlSource', e.target.value as SamlSource)}>
          <FormControlLabel value="url" control={<Radio />} label={t('sso.settings.samlSourceUrl')} />
          <FormControlLabel value="xml" control={<Radio />} label={t('sso.settings.samlSourceXml')} />
          <FormControlLabel value="manual" control={<Radio />} label={t('sso.settings.samlSourceManual')} />
        </RadioGroup>
      </Box>
      {source === 'url' ? (
        <TextField
          label={t('sso.settings.samlMetadataUrl')}
          name="samlMetadataUrl"
          value={form.samlMetadataUrl}
          onChange={(e) => set('samlMetadataUrl', e.target.value)}
          error={Boolean(field('samlMetadataUrl'))}
          helperText={field('samlMetadataUrl') ?? t('sso.settings.samlMetadataUrlHelp')}
          required
        />
      ) : null}
      {source === 'url' ? refreshStatus : null}
      {source === 'xml' ? (
        <TextField
          label={t('sso.settings.samlMetadataXml')}
          name="samlMetadataXml"
          value={form.samlMetadataXml}
          onChange={(e) => set('samlMetadataXml', e.target.value)}
          error={Boolean(field('samlMetadataXml'))}
          helperText={field('samlMetadataXml')}
          multiline
          minRows={4}
          maxRows={12}
          required
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      ) : null}
      {source === 'manual' ? (
        <>
          <TextField
            label={t('sso.settings.samlEntryPoint')}
            name="samlEntryPoint"
            value={form.samlEntryPoint}
            onChange={(e) => set('samlEntryPoint', e.target.value)}
            error={Boolean(field('samlEntryPoint'))}
            helperText={field('samlEntryPoint')}
            required
          />
          <TextField
            label={t('sso.settings.samlIdpEntityId')}
            name="samlIdpEntityId"
            value={form.samlIdpEntityId}
            onChange={(e) => set('samlIdpEntityId', e.target.value)}
            error={Boolean(field('samlIdpEntityId'))}
            helperText={field('samlIdpEntityId') ?? t('sso.settings.samlIdpEntityIdHelp')}
          />
          <TextField
            label={t('sso.settings.samlIdpCert')}
            name="samlIdpCert"
            value={form.samlIdpCert}
            onChange={(e) => set('samlIdpCert', e.target.value)}
            error={Boolean(field('samlIdpCert'))}
            helperText={field('samlIdpCert') ?? (config.samlCertCount > 0 ? t('sso.settings.samlCertKept') : undefined)}
            required={config.samlCertCount === 0}
            multiline
            minRows={3}
            maxRows={10}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </>
      ) : null}
      <TextField
        label={t('sso.settings.samlEmailAttribute')}
        name="samlEmailAttribute"
        value={form.samlEmailAttribute}
        onChange={(e) => set('samlEmailAttribute', e.target.value)}
        error={Boolean(field('samlEmailAttribute'))}
        helperText={field('samlEmailAttribute') ?? t('sso.settings.samlEmailAttributeHelp')}
        // The example is a long URI: it wraps instead of running off a phone's screen.
        sx={{ '& .MuiFormHelperText-root': { overflowWrap: 'anywhere' } }}
      />
    </>
  );
}
