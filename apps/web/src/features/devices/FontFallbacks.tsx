import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { getFont } from '@signage/slides/model';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/a11y.ts';

/** The catalogue names of the font ids a screen reported (an unknown id is shown as it is). */
export function fontNames(ids: readonly string[]): string {
  return ids.map((id) => getFont(id)?.name ?? id).join(', ');
}

/**
 * The screen's last heartbeat listed catalogue fonts that did not load in time (`fontFallbacks`,
 * docs/screens.md): its slides show a fallback family. A warning with icon and text (not colour only).
 */
export function FontFallbackAlert({ fontFallbacks }: { fontFallbacks: readonly string[] }) {
  const { t } = useTranslation();
  if (fontFallbacks.length === 0) return null;
  return (
    <Alert severity="warning" role="status" data-testid="font-fallbacks" sx={{ mb: 2 }}>
      {t('devices.fontFallbacks.warning', { fonts: fontNames(fontFallbacks) })}
    </Alert>
  );
}

/** The compact form for the screens list: a warning icon whose tooltip (and accessible name) names the fonts. */
export function FontFallbackIcon({ fontFallbacks }: { fontFallbacks: readonly string[] }) {
  const { t } = useTranslation();
  if (fontFallbacks.length === 0) return null;
  const text = t('devices.fontFallbacks.warning', { fonts: fontNames(fontFallbacks) });
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        tabIndex={0}
        data-testid="font-fallbacks-icon"
        sx={{ display: 'inline-flex', verticalAlign: 'middle', color: 'warning.main', borderRadius: 1 }}
      >
        <WarningAmberOutlined fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {text}
        </Box>
      </Box>
    </Tooltip>
  );
}
