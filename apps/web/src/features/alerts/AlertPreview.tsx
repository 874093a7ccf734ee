import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ALERT_FONT_IDS, type AlertDisplay, AlertView } from '@signage/slides/alerts';
import { loadFonts } from '@signage/slides/render';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScaledFrame } from '../../components/ScaledFrame.tsx';

/** The screens' sizes the preview is drawn at (then scaled down): what a 1080p screen shows. */
const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };
export type PreviewOrientation = 'landscape' | 'portrait';

/**
 * THE alert design (`AlertView`, the component the player draws full screen) at a screen's size,
 * scaled to the space here, in landscape 16:9 or portrait 9:16. Labels in the CMS's language.
 */
export function AlertPreview({ alert, maxHeight = 420 }: { alert: AlertDisplay; maxHeight?: number }) {
  const { t } = useTranslation();
  const [orientation, setOrientation] = useState<PreviewOrientation>('landscape');
  useEffect(() => {
    void loadFonts([...ALERT_FONT_IDS]);
  }, []);
  const size = orientation === 'landscape' ? LANDSCAPE : PORTRAIT;
  const display: AlertDisplay = {
    ...alert,
    name: alert.name.trim() || t('alerts.preview.placeholderName'),
    description: alert.description.trim() || t('alerts.preview.placeholderDescription'),
    instructions: alert.instructions.trim() || t('alerts.preview.placeholderInstructions'),
  };
  return (
    <Box data-testid="alert-preview">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="p">
          {t('alerts.preview.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_, value: PreviewOrientation | null) => value && setOrientation(value)}
          aria-label={t('alerts.preview.orientation')}
        >
          <ToggleButton value="landscape">{t('alerts.preview.landscape')}</ToggleButton>
          <ToggleButton value="portrait">{t('alerts.preview.portrait')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <ScaledFrame
        width={size.width}
        height={size.height}
        maxHeight={maxHeight}
        label={t('alerts.preview.label', { orientation: t(`alerts.preview.${orientation}`), name: display.name })}
        testId={`alert-preview-${orientation}`}
      >
        <AlertView
          alert={display}
          width={size.width}
          height={size.height}
          typeLabel={t(`alerts.types.${alert.type}`)}
          instructionsLabel={t('alerts.preview.instructionsLabel')}
        />
      </ScaledFrame>
    </Box>
  );
}
