import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { collateBody, type OrganizationDetails } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Section } from '../../components/Section.tsx';
import { organizationsApi, organizationsKeys } from './api.ts';

const domainOf = (address: string) => address.toLowerCase().split('@')[1] ?? '';

/** The first problem of the form by the shared contract (the server checks the same and more). */
export function collationError(collate: boolean, domain: string, requiresApproval: boolean): string | undefined {
  if (collate && !domain.trim()) return fallbackMessage('FIELD_REQUIRED');
  const parsed = collateBody.safeParse({ collate, domain, requiresApproval });
  if (parsed.success) return undefined;
  return fallbackMessage(parsed.error.issues[0]?.message ?? 'FIELD_INVALID');
}

/**
 * Domain collation (spec part 4): people who sign up with an address of the organization's e-mail
 * domain join it as content creators, at once or after an owner's or administrator's approval on
 * the users page. The server accepts only the owner's or the caller's own domain.
 */
export function CollationSection({ org, onSaved }: { org: OrganizationDetails; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [domain, setDomain] = useState(org.domain ?? '');
  const [collate, setCollate] = useState(org.collate);
  const [requiresApproval, setRequiresApproval] = useState(org.collateRequiresApproval);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: { collate: boolean; domain: string; requiresApproval: boolean }) => organizationsApi.collate(org.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.detail(org.id) });
      onSaved();
    },
    onError: (failure) => setError(toApiError(failure).field('domain')),
  });
  useEffect(() => {
    setDomain(org.domain ?? '');
    setCollate(org.collate);
    setRequiresApproval(org.collateRequiresApproval);
  }, [org.domain, org.collate, org.collateRequiresApproval]);
  const readOnly = !org.abilities.edit;
  const suggestion = domainOf(org.ownerEmail);
  const unchanged =
    domain.trim().toLowerCase() === (org.domain ?? '') && collate === org.collate && requiresApproval === org.collateRequiresApproval;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const problem = collationError(collate, domain, requiresApproval);
    setError(problem);
    if (problem) return;
    save.mutate({ collate, domain: domain.trim(), requiresApproval });
  }

  return (
    <Section title={t('organizations.collation.title')} id="org-collation">
      <form onSubmit={submit} noValidate data-testid="collation-form">
        <FormAlert error={save.error && !error ? toApiError(save.error) : null} />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('organizations.collation.intro')}
        </Typography>
        {org.collate && org.domain ? (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="collation-state">
            {org.collateRequiresApproval
              ? t('organizations.collation.activeApproval', { domain: org.domain })
              : t('organizations.collation.activeDirect', { domain: org.domain })}
          </Alert>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="collation-state">
            {t('organizations.collation.off')}
          </Alert>
        )}
        <TextField
          name="domain"
          label={t('organizations.collation.domain')}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          placeholder={suggestion || 'example.org'}
          error={!!error}
          helperText={error ?? t('organizations.collation.domainHelp', { domain: suggestion || 'example.org' })}
          disabled={readOnly}
          autoComplete="off"
          sx={{ maxWidth: 480, mb: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        {!readOnly && suggestion && !domain.trim() ? (
          <div>
            <Button size="small" onClick={() => setDomain(suggestion)} sx={{ mb: 1 }}>
              {t('organizations.collation.useDomain', { domain: suggestion })}
            </Button>
          </div>
        ) : null}
        <Stack sx={{ mb: 2 }}>
          <FormControlLabel
            control={<Switch name="collate" checked={collate} onChange={(e) => setCollate(e.target.checked)} disabled={readOnly} />}
            label={t('organizations.collation.toggle')}
          />
          <FormControlLabel
            control={
              <Switch
                name="requiresApproval"
                checked={requiresApproval}
                onChange={(e) => setRequiresApproval(e.target.checked)}
                disabled={readOnly || !collate}
              />
            }
            label={t('organizations.collation.approval')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 6 } }}>
            {t('organizations.collation.approvalHelp')}
          </Typography>
        </Stack>
        {readOnly ? (
          <Typography variant="body2" color="text.secondary">
            {t('organizations.info.readOnly')}
          </Typography>
        ) : (
          <Button type="submit" variant="contained" disabled={save.isPending || unchanged}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        )}
      </form>
    </Section>
  );
}
