import HourglassBottom from '@mui/icons-material/HourglassBottom';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CountdownProps } from '@signage/slides/widgets/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerWidgetEditor, type WidgetPanelProps } from './registry.ts';

/** A text field that commits on blur or Enter (one undo step per edit). */
function CommitField({ label, value, max, onCommit }: { label: string; value: string; max: number; onCommit: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  const commit = () => draft !== value && onCommit(draft);
  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      onChange={(e) => setDraft(e.target.value.slice(0, max))}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

function CountdownPanel({ value, onChange }: WidgetPanelProps<CountdownProps>) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(value.target);
  const invalid = !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(target);
  return (
    <>
      <TextField
        size="small"
        type="datetime-local"
        label={t('widgets.countdown.target')}
        value={target}
        error={invalid}
        helperText={invalid ? t('widgets.countdown.targetRequired') : undefined}
        onChange={(e) => {
          setTarget(e.target.value);
          if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(e.target.value)) onChange({ target: e.target.value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <CommitField label={t('widgets.countdown.title')} value={value.title} max={120} onCommit={(title) => onChange({ title })} />
      <CommitField
        label={t('widgets.countdown.finished')}
        value={value.finishedText}
        max={120}
        onCommit={(finishedText) => onChange({ finishedText })}
      />
      <FormControlLabel
        control={<Switch checked={value.showSeconds} onChange={(e) => onChange({ showSeconds: e.target.checked })} />}
        label={t('widgets.countdown.showSeconds')}
      />
    </>
  );
}

/** The countdown in the editor's Widgets section. */
registerWidgetEditor<CountdownProps>({
  type: 'countdown',
  labelKey: 'widgets.countdown.name',
  descriptionKey: 'widgets.countdown.description',
  icon: <HourglassBottom />,
  // A new countdown points at the next New Year.
  initialProps: () => ({ target: `${new Date().getFullYear() + 1}-01-01T00:00` }),
  Panel: CountdownPanel,
});
