import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FONT_CATALOGUE, type MenuElement, type MenuItem as MenuEntry, menuElementSchema } from '@signage/slides/model';
import { formatPrice } from '@signage/slides/render';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuCsvResult, parseMenuCsv } from '../model/menuCsv.ts';
import { CommitField } from './MenuCommitField.tsx';
import { CategoryList } from './MenuCategoryList.tsx';
import { CsvImportDialog } from './MenuCsvImport.tsx';
import { ItemList } from './MenuItemList.tsx';

type MenuPatch = Partial<Pick<MenuElement, 'title' | 'items' | 'currency' | 'style' | 'fontId' | 'textColor' | 'accentColor'>>;

/** Common currency symbols; a value outside the list (set elsewhere) stays selectable. */
const CURRENCIES = ['$', '€', '£', '¥', 'kr ', 'CHF ', 'zł ', '₹', 'R$', 'A$', 'C$'] as const;
const STYLES = menuElementSchema.shape.style.unwrap().options;

/** Properties of a menu board: title, currency, style, font, colours, categories, items and CSV import. */
export function MenuPanel({ el, onChange }: { el: MenuElement; onChange: (patch: MenuPatch) => void }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<(MenuCsvResult & { replaceResult: MenuCsvResult }) | null>(null);
  const [fileError, setFileError] = useState(false);
  const currencies: string[] = CURRENCIES.includes(el.currency as (typeof CURRENCIES)[number])
    ? [...CURRENCIES]
    : [el.currency, ...CURRENCIES];
  const setItems = (items: MenuEntry[]) => onChange({ items });

  async function readCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(false);
    try {
      const text = await file.text();
      setCsv({ ...parseMenuCsv(text, el.items.length), replaceResult: parseMenuCsv(text, 0) });
    } catch {
      setFileError(true);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="menu-panel">
      <CommitField label={t('playlists.editor.menu.title')} value={el.title} maxLength={200} onCommit={(title) => onChange({ title })} />
      <TextField
        select
        size="small"
        label={t('playlists.editor.menu.currency')}
        value={el.currency}
        onChange={(e) => onChange({ currency: e.target.value })}
      >
        {currencies.map((c) => (
          <MenuItem key={c} value={c}>
            {`${c.trim()} · ${formatPrice(c, 9.5)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('playlists.editor.menu.style')}
        value={el.style}
        onChange={(e) => onChange({ style: e.target.value as MenuElement['style'] })}
      >
        {STYLES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`playlists.editor.menu.styles.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('playlists.editor.font')}
        value={el.fontId}
        onChange={(e) => onChange({ fontId: e.target.value })}
      >
        {FONT_CATALOGUE.map((f) => (
          <MenuItem key={f.id} value={f.id} sx={{ fontFamily: f.family }}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ColourInput label={t('playlists.editor.menu.textColour')} value={el.textColor} onCommit={(textColor) => onChange({ textColor })} />
        <ColourInput
          label={t('playlists.editor.menu.accentColour')}
          value={el.accentColor}
          onCommit={(accentColor) => onChange({ accentColor })}
        />
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('playlists.editor.menu.categories')}
      </Typography>
      <CategoryList items={el.items} onItems={setItems} />

      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('playlists.editor.menu.items')}
      </Typography>
      <ItemList items={el.items} currency={el.currency} onItems={setItems} />

      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        onClick={() => fileInput.current?.click()}
        sx={{ justifySelf: 'start' }}
      >
        {t('playlists.editor.menu.csvButton')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={readCsv}
        data-testid="menu-csv-input"
        aria-label={t('playlists.editor.menu.csvButton')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('playlists.editor.menu.csvHelp')}
      </Typography>
      {fileError ? <Alert severity="error">{t('playlists.editor.menu.csvErrors.unreadable')}</Alert> : null}
      {csv ? (
        <CsvImportDialog
          result={csv}
          currentCount={el.items.length}
          currency={el.currency}
          onClose={() => setCsv(null)}
          onImport={(items, replace) => {
            setCsv(null);
            setItems(replace ? items : [...el.items, ...items]);
          }}
        />
      ) : null}
    </Box>
  );
}

function ColourInput({ label, value, onCommit }: { label: string; value: string; onCommit: (v: string) => void }) {
  return (
    <TextField
      size="small"
      type="color"
      label={label}
      value={value.toLowerCase()}
      onChange={(e) => e.target.value.toUpperCase() !== value.toUpperCase() && onCommit(e.target.value.toUpperCase())}
      sx={{ flex: 1 }}
    />
  );
}
