import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, passwordChecks } from '@signage/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './a11y.ts';

/** The password rules of spec part 5, checked live as the user types. */
export function passwordRules(password: string, repeat?: string) {
  const rules = Object.entries(passwordChecks(password)).map(([key, ok]) => ({ key, ok }));
  if (repeat !== undefined) rules.push({ key: 'match', ok: password.length > 0 && password === repeat });
  return rules;
}

export function PasswordChecklist({ password, repeat, id }: { password: string; repeat?: string; id?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rules = passwordRules(password, repeat);
  return (
    <Box id={id} sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }} data-testid="password-rules">
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('password.rulesTitle')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {rules.map((rule) => (
          <Box
            component="li"
            key={rule.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: rule.ok ? 'success.main' : 'text.secondary', fontSize: '0.875rem' }}
          >
            {rule.ok ? <CheckCircle fontSize="small" aria-hidden /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
            <span>
              {t(`password.${rule.key}`, { count: PASSWORD_MIN_LENGTH })}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                ({rule.ok ? t('password.met') : t('password.notMet')})
              </Box>
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
