import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES } from '@signage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './a11y.ts';
import { LANGUAGE_NAMES } from '../i18n/index.ts';
import { useChangeLocale, useLocale } from '../state/locale.ts';

/** Language dropdown (spec 2.3): English, Español, Français, Svenska; the choice is persisted. */
export function LanguageMenu({ color = 'inherit', compact = false }: { color?: 'inherit' | 'primary'; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  return (
    <>
      <Button
        id={buttonId}
        color={color}
        size="small"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-menu"
        sx={{ minWidth: 0, px: 1 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}:{' '}
        </Box>
        <span lang={locale}>{compact ? locale.toUpperCase() : LANGUAGE_NAMES[locale]}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LOCALES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              void changeLocale(code);
            }}
          >
            <ListItemText>{LANGUAGE_NAMES[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
