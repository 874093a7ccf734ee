import './i18n/index.ts';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Section } from '../../../components/Section.tsx';
import { approvalApi, approvalKeys } from './api.ts';

/**
 * The organization's "approval before publishing" switch (organization settings, Info tab). An
 * ancestor's requirement is shown and cannot be switched off here.
 */
export function ApprovalSettingSection({ organizationId, onSaved }: { organizationId: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: approvalKeys.setting(organizationId),
    queryFn: () => approvalApi.setting({ organizationId }),
  });
  const save = useMutation({
    mutationFn: (required: boolean) => approvalApi.updateSetting({ organizationId, required }),
    onSuccess: (data) => {
      queryClient.setQueryData(approvalKeys.setting(organizationId), data);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      onSaved();
    },
  });
  const data = setting.data;
  if (setting.error) return null;
  return (
    <Section title={t('approval.setting.title')} id="org-approval">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('approval.setting.intro')}
      </Typography>
      <FormAlert error={save.error ? toApiError(save.error) : null} />
      {data?.inheritedFrom ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="approval-state">
          {t('approval.setting.inherited', { name: data.inheritedFrom.name })}
        </Alert>
      ) : data ? (
        <Alert severity={data.required ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="approval-state">
          {data.required ? t('approval.setting.on') : t('approval.setting.off')}
        </Alert>
      ) : null}
      <FormControlLabel
        control={
          <Switch
            name="approvalRequired"
            checked={data?.required ?? false}
            disabled={!data?.canEdit || save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
        }
        label={t('approval.setting.toggle')}
      />
      {data && !data.canEdit && !data.inheritedFrom ? (
        <Typography variant="body2" color="text.secondary">
          {t('approval.setting.readOnly')}
        </Typography>
      ) : null}
    </Section>
  );
}
