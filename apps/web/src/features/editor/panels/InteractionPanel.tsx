import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HotCorners, SlideAction } from '@signage/slides/model';
import { useTranslation } from 'react-i18next';
import { Section } from './PropertiesPanel.tsx';

export interface InteractionContext {
  /** The playlist's slides, in order (ids as numbers). */
  slideIds: readonly number[];
  currentSlideId: number;
  /** Licence flag interactionEnabled (spec 3): without it the controls are disabled with a notice. */
  enabled: boolean;
}

export const CORNERS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
export type Corner = (typeof CORNERS)[number];

function SlideSelect({
  label,
  value,
  ctx,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  ctx: InteractionContext;
  disabled: boolean;
  testId: string;
  onChange: (slideId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('playlists.editor.interaction.nothing')}</MenuItem>
      {ctx.slideIds.map((id, i) =>
        id === ctx.currentSlideId ? null : (
          <MenuItem key={id} value={String(id)}>
            {t('playlists.editor.interaction.jumpTo', { n: i + 1 })}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}

/** "On touch: jump to slide N" for the selected element (spec 3 actions; 5: needs another slide). */
export function ElementInteraction({
  action,
  ctx,
  busy,
  onChange,
}: {
  action: SlideAction | undefined;
  ctx: InteractionContext;
  busy: boolean;
  onChange: (action: SlideAction | null) => void;
}) {
  const { t } = useTranslation();
  const others = ctx.slideIds.length > 1;
  return (
    <Section title={t('playlists.editor.interaction.title')}>
      <SlideSelect
        label={t('playlists.editor.interaction.onTouch')}
        value={action?.type === 'jumpToSlide' ? action.targetSlideId : ''}
        ctx={ctx}
        disabled={busy || !ctx.enabled || !others}
        testId="element-action"
        onChange={(id) => onChange(id ? { type: 'jumpToSlide', targetSlideId: id } : null)}
      />
      {!ctx.enabled ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.interaction.notLicensed')}
        </Typography>
      ) : !others ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.interaction.needsAnotherSlide')}
        </Typography>
      ) : null}
    </Section>
  );
}

/** Hot corners of the slide: touching a screen corner jumps to a slide (spec 5: at least two slides). */
export function HotCornersPanel({
  hotCorners,
  ctx,
  busy,
  onChange,
}: {
  hotCorners: HotCorners | undefined;
  ctx: InteractionContext;
  busy: boolean;
  onChange: (hotCorners: HotCorners | null) => void;
}) {
  const { t } = useTranslation();
  const enough = ctx.slideIds.length >= 2;
  return (
    <Section title={t('playlists.editor.interaction.hotCorners')}>
      {CORNERS.map((corner) => (
        <SlideSelect
          key={corner}
          label={t(`playlists.editor.interaction.corners.${corner}`)}
          value={hotCorners?.[corner] ?? ''}
          ctx={ctx}
          disabled={busy || !ctx.enabled || !enough}
          testId={`hot-corner-${corner}`}
          onChange={(id) => {
            const next: HotCorners = { ...hotCorners };
            if (id) next[corner] = id;
            else delete next[corner];
            onChange(Object.keys(next).length ? next : null);
          }}
        />
      ))}
      {!ctx.enabled ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.interaction.notLicensed')}
        </Typography>
      ) : !enough ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.interaction.needsTwoSlides')}
        </Typography>
      ) : null}
    </Section>
  );
}
