import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCESS_LEVELS, type AccessLevel, type OrganizationDetails, type OrganizationFeatures } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ADD_ONS, endOfLocalDay, FEATURES, type FeatureKey, licencesApi, licencesKeys } from '../../licences/index.ts';
import { organizationsKeys } from '../api.ts';
import { Section } from '../../../components/Section.tsx';

type Flags = Omit<OrganizationFeatures, 'themeManagement'>;

/**
 * Add-ons tab: the widgets and features the parent grants (organization feature flags, spec part 3),
 * theme management and sub-organization update access (spec part 4 access levels). Saved through
 * POST /license/update; read-only unless the caller manages this organization's licence. An add-on the
 * server does not offer (`notOfferedHere` of the licence answer) says so next to its switch, so "on" never
 * reads as "working here" (the editor says "Not offered on this server" for the same add-on).
 */
export function AddonsTab({ org, notOfferedHere = [] }: { org: OrganizationDetails; notOfferedHere?: readonly string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { themeManagement, ...initialFlags } = org.features;
  const [flags, setFlags] = useState<Flags>(initialFlags);
  const [theme, setTheme] = useState<AccessLevel>(themeManagement);
  const [subOrg, setSubOrg] = useState<0 | 1 | 2>(org.licence.subOrgUpdateAccess);
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: () =>
      licencesApi.update({
        data: {
          organizationId: org.id,
          updateLocalTime: endOfLocalDay(),
          features: flags,
          themeManagement: theme,
          subOrgUpdateAccess: subOrg,
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.detail(org.id) });
      await queryClient.invalidateQueries({ queryKey: licencesKeys.info(org.id) });
      setNotice(t('organizations.info.saved'));
    },
  });
  const editable = org.abilities.manageLicence;
  useEffect(() => {
    const { themeManagement: tm, ...rest } = org.features;
    setFlags(rest);
    setTheme(tm);
    setSubOrg(org.licence.subOrgUpdateAccess);
  }, [org]);

  const toggles = (keys: readonly FeatureKey[]) => (
    <FormGroup>
      {keys.map((key) => (
        <FormControlLabel
          key={key}
          control={
            <Switch
              name={key}
              checked={flags[key]}
              disabled={!editable}
              onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))}
            />
          }
          label={
            notOfferedHere.includes(key) ? (
              <>
                {t(`licensing.addons.${key}`)}
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                  data-testid={`addon-not-offered-${key}`}
                >
                  {t(flags[key] ? 'licensing.addonIncludedNotOffered' : 'licensing.addonNotOffered')}
                </Typography>
              </>
            ) : (
              t(`licensing.addons.${key}`)
            )
          }
        />
      ))}
    </FormGroup>
  );

  return (
    <>
      <Section title={t('organizations.tabs.addons')} id="org-addons">
        <FormAlert error={save.error ? toApiError(save.error) : null} />
        {editable ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('organizations.addonsReadOnly')}
          </Typography>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {t('licensing.widgetsHeading')}
            </Typography>
            {toggles(ADD_ONS)}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {t('licensing.featuresHeading')}
            </Typography>
            {toggles(FEATURES)}
            <TextField
              select
              sx={{ mt: 2 }}
              name="themeManagement"
              label={t('licensing.themeManagement')}
              value={theme}
              disabled={!editable}
              onChange={(e) => setTheme(e.target.value as AccessLevel)}
            >
              {ACCESS_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`licensing.accessLevels.${level}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              sx={{ mt: 2 }}
              name="subOrgUpdateAccess"
              label={t('licensing.subOrgAccess')}
              value={subOrg}
              disabled={!editable}
              onChange={(e) => setSubOrg(Number(e.target.value) as 0 | 1 | 2)}
            >
              {[0, 1, 2].map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`licensing.subOrgAccessLevels.${level as 0 | 1 | 2}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        {editable ? (
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending} sx={{ mt: 2 }}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        ) : null}
      </Section>
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
