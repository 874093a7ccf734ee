import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FONT_CATALOGUE,
  getFont,
  LINE_SPACINGS,
  pushLastUsedFont,
  SLIDE_ANIMATION_STYLES,
  type SlideAnimationStyle,
  type SlideDocument,
  type SlideElement,
} from '@signage/slides/model';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetProperties } from '../../widgets/index.ts';
import { AssistantButton, htmlToPlain, plainToHtml } from '../../assistant/index.ts';
import type { ChangeKind } from '../model/history.ts';
import { MenuPanel } from './MenuPanel.tsx';

const LAST_FONTS_KEY = 'signage.fonts.lastUsed';

export function readLastFonts(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(LAST_FONTS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string' && !!getFont(id)) : [];
  } catch {
    return [];
  }
}

function rememberFont(id: string) {
  try {
    localStorage.setItem(LAST_FONTS_KEY, JSON.stringify(pushLastUsedFont(readLastFonts(), id)));
  } catch {
    // storage unavailable: the list lasts for this page only
  }
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** A number field that commits on blur / Enter (one undo step per edit, not per keystroke). */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  helperText,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  helperText?: string;
  onCommit: (v: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const n = Number(text);
    if (Number.isFinite(n) && n >= min && n <= max && n !== value) onCommit(n);
    setText(null);
  };
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text ?? String(value)}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      helperText={helperText}
      slotProps={{ htmlInput: { min, max, step } }}
    />
  );
}

function ColourField({ label, value, onCommit }: { label: string; value: string; onCommit: (v: string) => void }) {
  return (
    <TextField
      size="small"
      type="color"
      label={label}
      value={value.toLowerCase()}
      onChange={(e) => e.target.value.toUpperCase() !== value.toUpperCase() && onCommit(e.target.value.toUpperCase())}
      sx={{ minWidth: 100 }}
    />
  );
}

/** Properties of the selected element (one), per type. */
export function ElementProperties({
  el,
  onChange,
}: {
  el: SlideElement;
  onChange: (kind: ChangeKind, patch: Partial<SlideElement>) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Record<string, unknown>) => onChange('update', patch as Partial<SlideElement>);
  const [customSpacing, setCustomSpacing] = useState(false);
  return (
    <Section title={t(`playlists.editor.elementTypes.${el.type}`)}>
      {el.type === 'text' ? (
        <>
          <AssistantButton getText={() => htmlToPlain(el.html)} onInsert={(option) => set({ html: plainToHtml(option) })} />
          <TextField
            select
            size="small"
            label={t('playlists.editor.font')}
            value={el.fontId}
            onChange={(e) => {
              rememberFont(e.target.value);
              set({ fontId: e.target.value });
            }}
          >
            {readLastFonts().length ? <ListSubheader>{t('playlists.editor.recentFonts')}</ListSubheader> : null}
            {readLastFonts().map((id) => (
              <MenuItem key={`recent-${id}`} value={id} sx={{ fontFamily: getFont(id)?.family }}>
                {getFont(id)?.name}
              </MenuItem>
            ))}
            <ListSubheader>{t('playlists.editor.allFonts')}</ListSubheader>
            {FONT_CATALOGUE.map((f) => (
              <MenuItem key={f.id} value={f.id} sx={{ fontFamily: f.family }}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <NumberField label={t('playlists.editor.size')} value={el.fontSize} min={1} max={2000} onCommit={(v) => set({ fontSize: v })} />
          <ColourField label={t('playlists.editor.colour')} value={el.color} onCommit={(v) => set({ color: v })} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={el.align}
            onChange={(_, v) => v && set({ align: v })}
            aria-label={t('playlists.editor.align')}
          >
            <ToggleButton value="left" aria-label={t('playlists.editor.alignLeft')}>
              <FormatAlignLeft />
            </ToggleButton>
            <ToggleButton value="center" aria-label={t('playlists.editor.alignCenter')}>
              <FormatAlignCenter />
            </ToggleButton>
            <ToggleButton value="right" aria-label={t('playlists.editor.alignRight')}>
              <FormatAlignRight />
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={t('playlists.editor.lineSpacing')}
            value={customSpacing || !(LINE_SPACINGS as readonly number[]).includes(el.lineSpacing) ? 'custom' : String(el.lineSpacing)}
            onChange={(e) => {
              if (e.target.value === 'custom') setCustomSpacing(true);
              else {
                setCustomSpacing(false);
                set({ lineSpacing: Number(e.target.value) });
              }
            }}
          >
            {LINE_SPACINGS.map((v) => (
              <MenuItem key={v} value={String(v)}>
                {v}
              </MenuItem>
            ))}
            <MenuItem value="custom">{t('playlists.editor.custom')}</MenuItem>
          </TextField>
          {customSpacing || !(LINE_SPACINGS as readonly number[]).includes(el.lineSpacing) ? (
            <NumberField
              label={t('playlists.editor.lineSpacing')}
              value={el.lineSpacing}
              min={0.5}
              max={5}
              step={0.05}
              onCommit={(v) => set({ lineSpacing: v })}
            />
          ) : null}
        </>
      ) : null}
      {el.type === 'shape' ? (
        <>
          <ColourField label={t('playlists.editor.fill')} value={el.fill ?? '#FFFFFF'} onCommit={(v) => set({ fill: v })} />
          <ColourField label={t('playlists.editor.stroke')} value={el.stroke} onCommit={(v) => set({ stroke: v })} />
          <NumberField
            label={t('playlists.editor.strokeWidth')}
            value={el.strokeWidth}
            min={0}
            max={500}
            onCommit={(v) => set({ strokeWidth: v })}
          />
        </>
      ) : null}
      {el.type === 'image' ? (
        <TextField select size="small" label={t('playlists.editor.fit')} value={el.fit} onChange={(e) => set({ fit: e.target.value })}>
          {(['contain', 'cover', 'fill'] as const).map((f) => (
            <MenuItem key={f} value={f}>
              {t(`playlists.editor.fits.${f}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {el.type === 'video' ? (
        <>
          <FormControlLabel
            control={<Switch checked={el.muted} onChange={(e) => set({ muted: e.target.checked })} />}
            label={t('playlists.editor.muted')}
          />
          <FormControlLabel
            control={<Switch checked={el.loop} onChange={(e) => set({ loop: e.target.checked })} />}
            label={t('playlists.editor.loop')}
          />
        </>
      ) : null}
      {el.type === 'widget' ? <WidgetProperties widget={el.widget} props={el.props} onChange={(props) => set({ props })} /> : null}
      {el.type === 'menu' ? <MenuPanel el={el} onChange={(patch) => set(patch)} /> : null}
      {el.type === 'web' ? (
        <TextField size="small" label={t('playlists.editor.url')} value={el.url} slotProps={{ htmlInput: { readOnly: true } }} />
      ) : null}
      <NumberField
        label={t('playlists.editor.opacity')}
        value={Math.round(el.opacity * 100)}
        min={0}
        max={100}
        onCommit={(v) => set({ opacity: v / 100 })}
      />
    </Section>
  );
}

/** The slide's own settings: background and transition (shown when nothing is selected). */
export function SlideProperties({
  doc,
  onChange,
  onPickBackground,
}: {
  doc: SlideDocument;
  onChange: (kind: ChangeKind, recipe: (d: SlideDocument) => SlideDocument) => void;
  onPickBackground: (kind: 'image' | 'video') => void;
}) {
  const { t } = useTranslation();
  const bg = doc.background;
  return (
    <>
      <Section title={t('playlists.editor.background')}>
        <ColourField
          label={t('playlists.editor.backgroundColour')}
          value={bg.type === 'color' ? bg.color : '#FFFFFF'}
          onCommit={(color) => onChange('background', (d) => ({ ...d, background: { type: 'color', color } }))}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => onPickBackground('image')}>
            {t('playlists.editor.backgroundImage')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => onPickBackground('video')}>
            {t('playlists.editor.backgroundVideo')}
          </Button>
          {bg.type !== 'color' ? (
            <Button size="small" onClick={() => onChange('background', (d) => ({ ...d, background: { type: 'color', color: '#FFFFFF' } }))}>
              {t('playlists.editor.backgroundNone')}
            </Button>
          ) : null}
        </Box>
      </Section>
      <Section title={t('playlists.editor.transition')}>
        <TextField
          select
          size="small"
          label={t('playlists.editor.transition')}
          value={doc.animation.style}
          onChange={(e) =>
            onChange('slide', (d) => ({ ...d, animation: { ...d.animation, style: e.target.value as SlideAnimationStyle } }))
          }
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'transition-select' } as object } }}
        >
          {SLIDE_ANIMATION_STYLES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`playlists.editor.transitions.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {/* A length means nothing without a transition: shown only when there is one. */}
        {doc.animation.style !== 'none' ? (
          <NumberField
            label={t('playlists.editor.transitionDuration')}
            value={doc.animation.durationMs}
            min={0}
            max={10000}
            step={100}
            onCommit={(v) => onChange('slide', (d) => ({ ...d, animation: { ...d.animation, durationMs: Math.round(v) } }))}
          />
        ) : null}
        <NumberField
          label={t('playlists.editor.duration')}
          value={doc.duration}
          min={1}
          max={86400}
          onCommit={(v) => onChange('slide', (d) => ({ ...d, duration: Math.round(v) }))}
        />
      </Section>
    </>
  );
}
