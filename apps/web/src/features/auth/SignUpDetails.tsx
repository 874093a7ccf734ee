import './i18n/index.ts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { fallbackMessage } from '../../api/client.ts';
import { countryValue } from '../../components/countries.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { type Errors, requiredError } from '../../components/validate.ts';
import { LegalDialog } from '../account/index.ts';

/**
 * What every sign-up asks besides the account itself (spec 2.1): the organization, where it is, and
 * the terms. The register page (e-mail and password) and the Google sign-up page (Google proved the
 * address) both use these blocks, so the two forms cannot drift apart.
 */
export interface SignUpDetails {
  orgName: string;
  orgOwnerName: string;
  city: string;
  state: string;
  country: string;
  referenceCode: string;
}
export type SignUpDetailsField = keyof SignUpDetails | 'terms';

export const emptySignUpDetails: SignUpDetails = { orgName: '', orgOwnerName: '', city: '', state: '', country: '', referenceCode: '' };

/** The details' own checks (required organization, name, country and the accepted terms). */
export function signUpDetailsErrors(details: SignUpDetails, termsAccepted: boolean): Errors<SignUpDetailsField> {
  return {
    orgName: requiredError(details.orgName),
    orgOwnerName: requiredError(details.orgOwnerName),
    country: details.country ? undefined : fallbackMessage('FIELD_REQUIRED'),
    terms: termsAccepted ? undefined : fallbackMessage('TERMS_REQUIRED'),
  };
}

/**
 * The details as the sign-up calls take them (trimmed, the country as its stored value), with the terms
 * accepted: both forms submit only once the box is ticked (signUpDetailsErrors), and the server stores it.
 */
export function signUpDetailsBody(details: SignUpDetails) {
  return {
    acceptTerms: true as const,
    orgName: details.orgName.trim(),
    orgOwnerName: details.orgOwnerName.trim(),
    city: details.city.trim(),
    state: details.state.trim(),
    country: countryValue(details.country),
    referenceCode: details.referenceCode.trim(),
  };
}

interface BlockProps {
  values: SignUpDetails;
  errors: Errors<SignUpDetailsField>;
  onChange: (field: keyof SignUpDetails, value: string) => void;
}

function DetailField({
  name,
  label,
  values,
  errors,
  onChange,
  helperText,
  ...extra
}: BlockProps & { name: keyof SignUpDetails; label: string; helperText?: string; required?: boolean; autoComplete?: string }) {
  return (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => onChange(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helperText}
      fullWidth
      {...extra}
    />
  );
}

/** "Organization": its name and the owner's. */
export function OrganizationFields(props: BlockProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {t('register.organization')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DetailField {...props} name="orgName" label={t('fields.orgName')} required autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DetailField {...props} name="orgOwnerName" label={t('fields.yourName')} required autoComplete="name" />
        </Grid>
      </Grid>
    </>
  );
}

/** "Location": city, state, country, and the optional reference code. */
export function LocationFields(props: BlockProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {t('register.location')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DetailField {...props} name="city" label={t('fields.city')} autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DetailField {...props} name="state" label={t('fields.state')} autoComplete="address-level1" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountrySelect
            value={props.values.country}
            onChange={(code) => props.onChange('country', code)}
            error={props.errors.country}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DetailField
            {...props}
            name="referenceCode"
            label={`${t('fields.referenceCode')} (${t('common.optional')})`}
            helperText={t('register.referenceHelp')}
          />
        </Grid>
      </Grid>
    </>
  );
}

/** Promotional consent and the terms (with the licence agreement and privacy policy in a dialog). */
export function AgreementFields({
  promoConsent,
  onPromoConsent,
  terms,
  onTerms,
  error,
}: {
  promoConsent: boolean;
  onPromoConsent: (value: boolean) => void;
  terms: boolean;
  onTerms: (value: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [legal, setLegal] = useState<'eula' | 'privacy' | null>(null);
  const legalLink = (kind: 'eula' | 'privacy') => (
    <Link
      component="button"
      type="button"
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        setLegal(kind);
      }}
      sx={{ verticalAlign: 'baseline', display: 'inline', textAlign: 'left', font: 'inherit' }}
    />
  );
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={promoConsent} onChange={(e) => onPromoConsent(e.target.checked)} name="promoConsent" />}
        label={t('register.promoConsent')}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={terms}
              onChange={(e) => onTerms(e.target.checked)}
              name="terms"
              slotProps={{ input: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? 'terms-error' : undefined } }}
            />
          }
          label={<Trans i18nKey="register.acceptTerms" components={{ eula: legalLink('eula'), privacy: legalLink('privacy') }} />}
        />
        {error ? (
          <FormHelperText id="terms-error" error sx={{ mt: -0.5, mb: 1 }}>
            {error}
          </FormHelperText>
        ) : null}
      </Box>
      <LegalDialog kind={legal} onClose={() => setLegal(null)} />
    </>
  );
}
