import './i18n/index.ts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SSO_PROTOCOLS, SSO_ROLES, type SsoProtocol, type SsoRole } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Section } from '../../components/Section.tsx';
import { ssoApi, ssoKeys } from './api.ts';
import { CopyField, SamlFields } from './SamlFields.tsx';
import { SamlRefreshStatus } from './SamlRefreshStatus.tsx';
import { bodyOf, formOf, type SsoForm as Form } from './sso-form.ts';

/**
 * Single sign-on of the organization itself (docs/sso.md), for its owner and administrators: the
 * OpenID Connect or SAML 2.0 provider, the e-mail domains that route to it, roles, "single sign-on only".
 */
export function SsoSection({ organizationId, onNotice }: { organizationId: number; onNotice: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: ssoKeys.config(organizationId), queryFn: () => ssoApi.get(organizationId) });
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (config.data) setForm(formOf(config.data));
  }, [config.data]);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const save = useMutation({
    mutationFn: (f: Form) => ssoApi.save(organizationId, bodyOf(f)),
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoKeys.config(organizationId), saved);
      onNotice(t('sso.settings.saved'));
    },
  });
  const remove = useMutation({
    mutationFn: () => ssoApi.remove(organizationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.config(organizationId) });
      onNotice(t('sso.settings.removed'));
    },
  });

  const failed = save.error ? toApiError(save.error) : null;
  const field = (name: string) => failed?.field(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form) save.mutate(form);
  }

  return (
    <Section title={t('sso.settings.title')} id="org-sso">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('sso.settings.intro')}
      </Typography>
      {!form || !config.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Box component="form" noValidate onSubmit={submit} data-testid="sso-settings">
          <FormAlert error={failed && Object.keys(failed.fields).length === 0 ? failed : null} />
          <FormAlert error={remove.error ? toApiError(remove.error) : null} />
          <Stack spacing={2}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{t('sso.settings.protocol')}</FormLabel>
              <RadioGroup row name="protocol" value={form.protocol} onChange={(e) => set('protocol', e.target.value as SsoProtocol)}>
                {SSO_PROTOCOLS.map((protocol) => (
                  <FormControlLabel
                    key={protocol}
                    value={protocol}
                    control={<Radio />}
                    label={t(protocol === 'saml' ? 'sso.settings.protocolSaml' : 'sso.settings.protocolOidc')}
                  />
                ))}
              </RadioGroup>
            </Box>
            {form.protocol === 'saml' ? (
              <SamlFields
                form={form}
                config={config.data}
                set={set}
                field={field}
                refreshStatus={
                  config.data.protocol === 'saml' && config.data.samlMetadataUrl ? (
                    <SamlRefreshStatus organizationId={organizationId} config={config.data} />
                  ) : null
                }
              />
            ) : (
              <>
                <CopyField
                  label={t('sso.settings.redirectUri')}
                  value={config.data.redirectUri}
                  name="redirectUri"
                  copyLabel={t('sso.settings.copyRedirectUri')}
                />
                <TextField
                  label={t('sso.settings.issuer')}
                  name="issuer"
                  value={form.issuer}
                  onChange={(e) => set('issuer', e.target.value)}
                  error={Boolean(field('issuer'))}
                  helperText={field('issuer') ?? t('sso.settings.issuerHelp')}
                  required
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label={t('sso.settings.clientId')}
                    name="clientId"
                    value={form.clientId}
                    onChange={(e) => set('clientId', e.target.value)}
                    error={Boolean(field('clientId'))}
                    helperText={field('clientId')}
                    required
                    fullWidth
                  />
                  <TextField
                    label={t('sso.settings.clientSecret')}
                    name="clientSecret"
                    type="password"
                    autoComplete="new-password"
                    value={form.clientSecret}
                    onChange={(e) => set('clientSecret', e.target.value)}
                    error={Boolean(field('clientSecret'))}
                    helperText={field('clientSecret') ?? (config.data.hasSecret ? t('sso.settings.secretKept') : undefined)}
                    required={!config.data.hasSecret}
                    fullWidth
                  />
                </Stack>
              </>
            )}
            <TextField
              label={t('sso.settings.domains')}
              name="domains"
              value={form.domains}
              onChange={(e) => set('domains', e.target.value)}
              error={Boolean(field('domains'))}
              helperText={field('domains') ?? t('sso.settings.domainsHelp')}
              required
            />
            <TextField
              select
              label={t('sso.settings.defaultRole')}
              name="defaultRole"
              value={form.defaultRole}
              onChange={(e) => set('defaultRole', e.target.value as SsoRole)}
            >
              {SSO_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t(form.protocol === 'saml' ? 'sso.settings.roleAttribute' : 'sso.settings.roleClaim')}
              name="roleClaim"
              value={form.roleClaim}
              onChange={(e) => set('roleClaim', e.target.value)}
              error={Boolean(field('roleClaim'))}
              helperText={
                field('roleClaim') ?? t(form.protocol === 'saml' ? 'sso.settings.roleAttributeHelp' : 'sso.settings.roleClaimHelp')
              }
            />
            {form.roleClaim.trim() ? (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  {t(form.protocol === 'saml' ? 'sso.settings.rulesTitleSaml' : 'sso.settings.rulesTitle')}
                </Typography>
                <Stack spacing={1.5}>
                  {form.roleMap.map((rule, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
                    <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <TextField
                        label={t(form.protocol === 'saml' ? 'sso.settings.ruleValueSaml' : 'sso.settings.ruleValue')}
                        value={rule.value}
                        size="small"
                        onChange={(e) =>
                          set(
                            'roleMap',
                            form.roleMap.map((m, i) => (i === index ? { ...m, value: e.target.value } : m)),
                          )
                        }
                        sx={{ flex: 1, minWidth: 0 }}
                      />
                      <TextField
                        select
                        label={t('sso.settings.ruleRole')}
                        value={rule.role}
                        size="small"
                        onChange={(e) =>
                          set(
                            'roleMap',
                            form.roleMap.map((m, i) => (i === index ? { ...m, role: e.target.value as SsoRole } : m)),
                          )
                        }
                        sx={{ flex: 1, minWidth: 0 }}
                      >
                        {SSO_ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {t(`roles.${role}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <IconButton
                        aria-label={t('sso.settings.removeRule', { value: rule.value })}
                        onClick={() =>
                          set(
                            'roleMap',
                            form.roleMap.filter((_, i) => i !== index),
                          )
                        }
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Stack>
                  ))}
                  <Box>
                    <Button
                      startIcon={<AddOutlined />}
                      onClick={() => set('roleMap', [...form.roleMap, { value: '', role: 'content_creator' }])}
                    >
                      {t('sso.settings.addRule')}
                    </Button>
                  </Box>
                </Stack>
              </Box>
            ) : null}
            <FormControlLabel
              control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} name="enabled" />}
              label={t('sso.settings.enabled')}
            />
            <Box>
              <FormControlLabel
                control={<Switch checked={form.ssoOnly} onChange={(e) => set('ssoOnly', e.target.checked)} name="ssoOnly" />}
                label={t('sso.settings.ssoOnly')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('sso.settings.ssoOnlyHelp')}
              </Typography>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {config.data.configured ? (
                <Button color="error" variant="outlined" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  {t('sso.settings.remove')}
                </Button>
              ) : null}
              <Button type="submit" variant="contained" disabled={save.isPending} data-testid="sso-save">
                {t('sso.settings.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Section>
  );
}
