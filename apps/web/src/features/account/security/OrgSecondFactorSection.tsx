import './i18n/index.ts';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SECOND_FACTOR_RULES, type SecondFactorRule } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Section } from '../../../components/Section.tsx';
import { securityApi, securityKeys } from './api.ts';

const rank = (rule: SecondFactorRule) => SECOND_FACTOR_RULES.indexOf(rule);

/**
 * The organization's second-factor rule (docs/security.md "Second factor"): nobody, owners and
 * administrators, or everyone. A parent's rule is the floor: looser choices are not offered (and the
 * server refuses them).
 */
export function OrgSecondFactorSection({ organizationId, onSaved }: { organizationId: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: securityKeys.orgRule(organizationId),
    queryFn: () => securityApi.orgRule({ organizationId }),
  });
  const [rule, setRule] = useState<SecondFactorRule>('none');
  useEffect(() => {
    if (current.data) setRule(current.data.rule);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (chosen: SecondFactorRule) => securityApi.setOrgRule({ organizationId, rule: chosen }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.orgRule(organizationId) });
      onSaved();
    },
  });
  const data = current.data;
  if (!data) return null;
  const readOnly = !data.editable;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    save.mutate(rule);
  }

  return (
    <Section title={t('orgSecondFactor.title')} id="org-second-factor">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('orgSecondFactor.intro')}
      </Typography>
      {data.inherited === 'admins' ? <FormAlert error={t('orgSecondFactor.inheritedAdmins')} severity="info" /> : null}
      {data.inherited === 'everyone' ? <FormAlert error={t('orgSecondFactor.inheritedEveryone')} severity="info" /> : null}
      <FormAlert error={save.error ? toApiError(save.error) : null} />
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControl disabled={readOnly}>
          <FormLabel id="org-second-factor-label">{t('orgSecondFactor.label')}</FormLabel>
          <RadioGroup aria-labelledby="org-second-factor-label" value={rule} onChange={(e) => setRule(e.target.value as SecondFactorRule)}>
            {SECOND_FACTOR_RULES.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                control={<Radio />}
                label={t(`orgSecondFactor.rules.${r}`)}
                disabled={readOnly || rank(r) < rank(data.inherited)}
                data-testid={`org-second-factor-${r}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {readOnly ? null : (
          <Button type="submit" variant="contained" disabled={save.isPending || rule === data.rule} data-testid="org-second-factor-save">
            {t('orgSecondFactor.save')}
          </Button>
        )}
      </Stack>
    </Section>
  );
}
