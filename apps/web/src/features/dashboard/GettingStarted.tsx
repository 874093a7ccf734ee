import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type Me, NAV_RULES, type NavItem } from '@signage/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/a11y.ts';
import { isImplemented } from '../../components/nav.ts';

interface Step {
  key: string;
  title: string;
  text: string;
  done: boolean;
  /** Where the step is done; a step whose page does not exist yet is shown as not yet available. */
  to?: string;
  navItem?: NavItem;
}

export function GettingStarted({
  me,
  screenAdded = false,
  contentCreated = false,
  teamInvited = false,
}: {
  me: Me | undefined;
  screenAdded?: boolean;
  contentCreated?: boolean;
  /** A second user exists in the organization (see `hasTeam`). */
  teamInvited?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const pending = me?.pendingEmail;
  const steps: Step[] = [
    pending
      ? {
          key: 'confirmEmail',
          ...stepText(t, 'confirmEmailPending', { email: pending }),
          done: false,
          to: '/home/account?section=details',
          navItem: 'account',
        }
      : { key: 'confirmEmail', ...stepText(t, 'confirmEmail'), done: true },
    {
      key: 'profile',
      ...stepText(t, 'profile'),
      done: Boolean(me?.eula && me.fullname.trim()),
      to: '/home/account?section=eula',
      navItem: 'account',
    },
    { key: 'language', ...stepText(t, 'language'), done: Boolean(me?.localeSet), to: '/home/account?section=language', navItem: 'account' },
    { key: 'team', ...stepText(t, 'team'), done: teamInvited, navItem: 'users', to: NAV_RULES.users.path },
    { key: 'screen', ...stepText(t, 'screen'), done: screenAdded, navItem: 'devices', to: NAV_RULES.devices.path },
    {
      key: 'playlist',
      ...stepText(t, 'playlist'),
      done: contentCreated,
      navItem: 'playlists',
      // Straight to the new-playlist dialog: its editor opens with a first slide ready.
      to: `${NAV_RULES.playlists.path}?new=playlist`,
    },
  ];
  const done = steps.filter((s) => s.done).length;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id={headingId}>
          {t('dashboard.gettingStarted')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={(done / steps.length) * 100}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-label={t('dashboard.progress', { done, total: steps.length })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('dashboard.progress', { done, total: steps.length })}
          </Typography>
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="getting-started">
          {steps.map((step) => {
            const available = step.navItem ? isImplemented(step.navItem) : true;
            const upcoming = !step.done && !available;
            return (
              <Box
                component="li"
                key={step.key}
                data-step={step.key}
                data-done={step.done}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'flex-start',
                  py: 1.5,
                  borderTop: '1px solid',
                  borderColor: 'divider',
                  '&:first-of-type': { borderTop: 0 },
                }}
              >
                <Box sx={{ pt: 0.25, color: step.done ? 'success.main' : upcoming ? 'text.disabled' : 'primary.main' }} aria-hidden>
                  {step.done ? <CheckCircle /> : upcoming ? <Schedule /> : <RadioButtonUnchecked />}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    component="h3"
                    sx={{ fontWeight: 600, textDecoration: step.done ? 'line-through' : 'none', textDecorationColor: 'rgba(0,0,0,0.3)' }}
                  >
                    {step.title}
                    {step.done ? (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        ({t('common.done')})
                      </Box>
                    ) : null}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.text}
                  </Typography>
                </Box>
                {upcoming ? (
                  <Chip size="small" label={t('common.notYetAvailable')} variant="outlined" sx={{ mt: 0.25 }} />
                ) : !step.done && step.to ? (
                  <Button
                    component={RouterLink}
                    to={step.to}
                    size="small"
                    endIcon={<ChevronRight />}
                    aria-label={`${t('dashboard.open')}: ${step.title}`}
                  >
                    {t('dashboard.open')}
                  </Button>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}

type TFn = (key: string, options?: Record<string, unknown>) => string;

function stepText(t: TFn, key: string, options?: Record<string, unknown>) {
  return { title: t(`dashboard.steps.${key}.title`, options), text: t(`dashboard.steps.${key}.text`, options) };
}
