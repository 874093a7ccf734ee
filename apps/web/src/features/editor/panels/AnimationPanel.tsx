import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OBJECT_EFFECTS, type ObjectAnimation, type SlideDocument, type SlideElement } from '@signage/slides/model';
import { effectsLeadMs, SlideView } from '@signage/slides/render';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewWindows } from '../model/animationPreview.ts';
import { NumberField, Section } from './PropertiesPanel.tsx';

const DEFAULT_ANIMATION: ObjectAnimation = { effect: 'fade', speed: 'slow', beginAfter: 0, beginBefore: 0, repeat: 0, mode: 'entry' };
const PREVIEW_WIDTH = 240;

/**
 * Object animation of the selected element (spec part 3: effect, speed, begin after / before,
 * repeat, entry / exit / both), with a preview: the element alone on the slide's background, drawn by
 * the shared renderer with `animationStyle` at a clock driven by requestAnimationFrame.
 */
export function AnimationPanel({
  el,
  doc,
  onChange,
}: {
  el: SlideElement;
  doc: SlideDocument;
  onChange: (animation: ObjectAnimation | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const anim = el.animation;
  const [time, setTime] = useState<number | null>(null);
  // On screen, entrances wait for the slide's transition (`effectsLeadMs`): said under "Start after".
  const lead = effectsLeadMs(doc);
  const set = (patch: Partial<ObjectAnimation>) => onChange({ ...(anim ?? DEFAULT_ANIMATION), ...patch });
  // The effect alone, without the slide's transition in front of it (on screen, effects begin once the
  // transition has finished: `effectsLeadMs`).
  const previewDoc = useMemo<SlideDocument>(
    () => ({ ...doc, elements: [el], actions: {}, animation: { ...doc.animation, style: 'none' } }),
    [doc, el],
  );

  // Runs once per start (time goes from null to 0); the clock then advances inside the loop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when a preview starts or the animation changes
  useEffect(() => {
    if (time === null || !anim) return;
    const windows = previewWindows(anim, doc.duration);
    const total = windows.reduce((sum, [a, b]) => sum + (b - a), 0);
    let frame = 0;
    const t0 = performance.now();
    const tick = (now: number) => {
      let elapsed = now - t0;
      if (elapsed >= total) {
        setTime(null);
        return;
      }
      for (const [a, b] of windows) {
        if (elapsed < b - a) {
          setTime(a + elapsed);
          break;
        }
        elapsed -= b - a;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [time === null, anim, doc.duration]);

  return (
    <Section title={t('playlists.editor.animation.title')}>
      <TextField
        select
        size="small"
        label={t('playlists.editor.animation.effect')}
        value={anim?.effect ?? 'none'}
        onChange={(e) => (e.target.value === 'none' ? onChange(undefined) : set({ effect: e.target.value as ObjectAnimation['effect'] }))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'animation-effect' } as object } }}
      >
        <MenuItem value="none">{t('playlists.editor.animation.none')}</MenuItem>
        {OBJECT_EFFECTS.map((effect) => (
          <MenuItem key={effect} value={effect}>
            {t(`playlists.editor.animation.effects.${effect}`)}
          </MenuItem>
        ))}
      </TextField>
      {anim ? (
        <>
          <TextField
            select
            size="small"
            label={t('playlists.editor.animation.mode')}
            value={anim.mode}
            onChange={(e) => set({ mode: e.target.value as ObjectAnimation['mode'] })}
          >
            {(['entry', 'exit', 'both'] as const).map((m) => (
              <MenuItem key={m} value={m}>
                {t(`playlists.editor.animation.modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('playlists.editor.animation.speed')}
            value={anim.speed}
            onChange={(e) => set({ speed: e.target.value as ObjectAnimation['speed'] })}
          >
            {(['slow', 'fast'] as const).map((s) => (
              <MenuItem key={s} value={s}>
                {t(`playlists.editor.animation.speeds.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {anim.mode !== 'exit' ? (
            <NumberField
              label={t('playlists.editor.animation.beginAfter')}
              value={anim.beginAfter}
              min={0}
              max={86400}
              step={0.1}
              helperText={
                lead > 0
                  ? t('playlists.editor.animation.afterTransition', { seconds: (lead / 1000).toLocaleString(i18n.language) })
                  : undefined
              }
              onCommit={(v) => set({ beginAfter: v })}
            />
          ) : null}
          {anim.mode !== 'entry' ? (
            <NumberField
              label={t('playlists.editor.animation.beginBefore')}
              value={anim.beginBefore}
              min={0}
              max={86400}
              step={0.1}
              onCommit={(v) => set({ beginBefore: v })}
            />
          ) : null}
          <TextField
            select
            size="small"
            label={t('playlists.editor.animation.repeat')}
            value={String(anim.repeat)}
            onChange={(e) => set({ repeat: e.target.value === 'forever' ? 'forever' : Number(e.target.value) })}
          >
            {[0, 1, 2, 3, 5, 10].map((n) => (
              <MenuItem key={n} value={String(n)}>
                {n === 0 ? t('playlists.editor.animation.once') : t('playlists.editor.animation.times', { count: n + 1 })}
              </MenuItem>
            ))}
            <MenuItem value="forever">{t('playlists.editor.animation.forever')}</MenuItem>
          </TextField>
          <Box
            data-testid="animation-preview"
            data-playing={time === null ? undefined : 'true'}
            aria-label={t('playlists.editor.animation.preview')}
            role="img"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', width: PREVIEW_WIDTH, maxWidth: '100%' }}
          >
            <SlideView doc={previewDoc} width={PREVIEW_WIDTH} time={time ?? 0} playing={false} animate={time !== null} />
          </Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={time === null ? <PlayArrow /> : <Stop />}
            onClick={() => setTime(time === null ? 0 : null)}
          >
            {time === null ? t('playlists.editor.animation.play') : t('playlists.editor.animation.stop')}
          </Button>
        </>
      ) : null}
    </Section>
  );
}
