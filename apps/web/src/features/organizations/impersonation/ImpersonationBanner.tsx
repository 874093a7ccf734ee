import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ImpersonationTarget } from '../../../state/impersonation.ts';
import { useImpersonationSwitch } from './useEnterImpersonation.ts';

/** While impersonating (spec part 4): whose organization this is, with an End action. */
export function ImpersonationBanner({ target }: { target: ImpersonationTarget }) {
  const { t } = useTranslation();
  const { leave } = useImpersonationSwitch();
  return (
    <Alert
      severity="info"
      variant="filled"
      square
      icon={<SupervisorAccountOutlined />}
      data-testid="impersonation-banner"
      role="status"
      sx={{ borderRadius: 0, bgcolor: '#5b2a86', color: '#ffffff', alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => leave(`/home/organizations/${target.organizationId}/info`)}>
          {t('organizations.impersonation.end')}
        </Button>
      }
    >
      {t('organizations.impersonation.banner', { name: target.name || `#${target.organizationId}` })}
    </Alert>
  );
}
