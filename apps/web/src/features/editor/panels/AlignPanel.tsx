import AlignHorizontalCenter from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRight from '@mui/icons-material/AlignHorizontalRight';
import AlignVerticalBottom from '@mui/icons-material/AlignVerticalBottom';
import AlignVerticalCenter from '@mui/icons-material/AlignVerticalCenter';
import AlignVerticalTop from '@mui/icons-material/AlignVerticalTop';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alignment } from '../model/geometry.ts';
import { Section } from './PropertiesPanel.tsx';

const BUTTONS: { a: Alignment; Icon: typeof AlignHorizontalLeft }[] = [
  { a: 'left', Icon: AlignHorizontalLeft },
  { a: 'center', Icon: AlignHorizontalCenter },
  { a: 'right', Icon: AlignHorizontalRight },
  { a: 'top', Icon: AlignVerticalTop },
  { a: 'middle', Icon: AlignVerticalCenter },
  { a: 'bottom', Icon: AlignVerticalBottom },
];

/**
 * Align the selection to the page (one element, or several to the page) or to each other (several
 * elements: their common bounds). Locked elements are not moved (spec 5); with only locked elements
 * selected the buttons are disabled.
 */
export function AlignPanel({
  count,
  movable,
  onAlign,
}: {
  /** Selected elements. */
  count: number;
  /** Selected elements that are not locked. */
  movable: number;
  onAlign: (alignment: Alignment, to: 'page' | 'selection') => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState<'page' | 'selection'>('selection');
  const target = count > 1 ? to : 'page';
  return (
    <Section title={t('playlists.editor.alignTo.title')}>
      {count > 1 ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={to}
          onChange={(_, v) => v && setTo(v)}
          aria-label={t('playlists.editor.alignTo.relativeTo')}
        >
          <ToggleButton value="selection">{t('playlists.editor.alignTo.toSelection')}</ToggleButton>
          <ToggleButton value="page">{t('playlists.editor.alignTo.toPage')}</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }} role="group" aria-label={t('playlists.editor.alignTo.title')}>
        {BUTTONS.map(({ a, Icon }) => {
          const label = t(`playlists.editor.alignTo.${target}.${a}`);
          return (
            <Tooltip key={a} title={label}>
              <span>
                <IconButton size="small" aria-label={label} disabled={movable === 0} onClick={() => onAlign(a, target)}>
                  <Icon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          );
        })}
      </Box>
      {movable < count ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.alignTo.lockedSkipped')}
        </Typography>
      ) : null}
    </Section>
  );
}
