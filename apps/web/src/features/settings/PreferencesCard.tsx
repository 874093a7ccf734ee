import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../state/appearance.tsx';
import { LanguagePicker } from '../account/index.ts';

export function PreferencesCard() {
  const { t } = useTranslation();
  const { mode, setMode } = useAppearance();
  return (
    <Card component="section" aria-labelledby="settings-preferences" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="settings-preferences">
          {t('settings.preferences')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.preferencesIntro')}
        </Typography>
        <Typography variant="h3" id="settings-language" sx={{ mb: 1 }}>
          {t('language.label')}
        </Typography>
        <LanguagePicker labelledBy="settings-language" />
        <Typography variant="h3" id="settings-mode" sx={{ mt: 3, mb: 1 }}>
          {t('settings.themeMode')}
        </Typography>
        <Box>
          <ToggleButtonGroup
            exclusive
            value={mode}
            onChange={(_, value) => {
              if (value === 'light' || value === 'dark') setMode(value);
            }}
            aria-labelledby="settings-mode"
            size="small"
          >
            <ToggleButton value="light" data-testid="mode-light">
              <LightModeOutlined fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t('settings.light')}
            </ToggleButton>
            <ToggleButton value="dark" data-testid="mode-dark">
              <DarkModeOutlined fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t('settings.dark')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </CardContent>
    </Card>
  );
}
