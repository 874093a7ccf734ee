import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HotCorners, SlideAction } from '@signage/slides/model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPickerDialog } from '../../media/index.ts';
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
  extraOptions = [],
}: {
  label: string;
  value: string;
  ctx: InteractionContext;
  disabled: boolean;
  testId: string;
  onChange: (slideId: string | null) => void;
  /** Choices listed between "Nothing" and the slides (their values are not slide ids). */
  extraOptions?: readonly { value: string; label: string }[];
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
      {extraOptions.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
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

const POPUP = '__popup';
const POPUP_KINDS = ['image', 'gif', 'video'] as const;

/** A small preview of the popup's media: drawn as an image, or as a video when it is not one (URLs carry no type). */
function PopupPreview({ url }: { url: string }) {
  const [video, setVideo] = useState(false);
  const sx = { height: 56, maxWidth: 100, borderRadius: 1, border: 1, borderColor: 'divider', objectFit: 'cover' } as const;
  return video ? (
    <Box component="video" src={url} muted preload="metadata" aria-hidden sx={sx} data-testid="popup-preview" />
  ) : (
    <Box component="img" src={url} alt="" onError={() => setVideo(true)} sx={sx} data-testid="popup-preview" />
  );
}

/**
 * "When touched": nothing, show a popup (an image or video from the media library, closing by itself
 * after N seconds or when touched), or jump to slide N (spec 3 actions; 5: jump needs another slide).
 */
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
  const [picking, setPicking] = useState(false);
  const popup = action?.type === 'popup' ? action : null;
  const [closeAfter, setCloseAfter] = useState(String(popup?.closeAfter ?? 0));
  useEffect(() => setCloseAfter(String(popup?.closeAfter ?? 0)), [popup?.closeAfter]);
  const disabled = busy || !ctx.enabled;
  const seconds = Number(closeAfter);
  const closeAfterValid = closeAfter.trim() !== '' && Number.isFinite(seconds) && seconds >= 0 && seconds <= 3600;

  return (
    <Section title={t('playlists.editor.interaction.title')}>
      <SlideSelect
        label={t('playlists.editor.interaction.onTouch')}
        value={popup ? POPUP : action?.type === 'jumpToSlide' ? action.targetSlideId : ''}
        ctx={ctx}
        disabled={disabled}
        testId="element-action"
        extraOptions={[{ value: POPUP, label: t('playlists.editor.interaction.popup') }]}
        onChange={(v) => {
          if (v === POPUP) {
            if (!popup) setPicking(true);
          } else onChange(v ? { type: 'jumpToSlide', targetSlideId: v } : null);
        }}
      />
      {popup ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="popup-action">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{t('playlists.editor.interaction.popupShows')}</Typography>
            <PopupPreview key={popup.url} url={popup.url} />
            <Box sx={{ flex: 1 }} />
            <Button size="small" onClick={() => setPicking(true)} disabled={disabled}>
              {t('playlists.editor.interaction.popupChange')}
            </Button>
          </Box>
          <TextField
            size="small"
            type="number"
            label={t('playlists.editor.interaction.popupCloseAfter')}
            value={closeAfter}
            disabled={disabled}
            error={!closeAfterValid}
            helperText={
              closeAfterValid
                ? t('playlists.editor.interaction.popupCloseAfterHint')
                : t('playlists.editor.interaction.popupCloseAfterInvalid')
            }
            slotProps={{ htmlInput: { min: 0, max: 3600, step: 1, 'data-testid': 'popup-close-after' } }}
            onChange={(e) => setCloseAfter(e.target.value)}
            onBlur={() => {
              if (closeAfterValid && seconds !== popup.closeAfter) onChange({ ...popup, closeAfter: Math.round(seconds) });
            }}
          />
        </Box>
      ) : null}
      {!ctx.enabled ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.interaction.notLicensed')}
        </Typography>
      ) : !others ? (
        <Typography variant="body2" color="text.secondary">
          {t('playlists.editor.interaction.needsAnotherSlide')}
        </Typography>
      ) : null}
      {picking ? (
        <MediaPickerDialog
          open
          kinds={POPUP_KINDS}
          title={t('playlists.editor.interaction.popupPick')}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            setPicking(false);
            onChange({ type: 'popup', mediaId: String(item.id), url: item.url, closeAfter: popup?.closeAfter ?? 0 });
          }}
        />
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
