import Schedule from '@mui/icons-material/Schedule';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ClockProps } from '@signage/slides/widgets/models';
import { useTranslation } from 'react-i18next';
import { registerWidgetEditor, type WidgetPanelProps } from './registry.ts';

function ClockPanel({ value, onChange }: WidgetPanelProps<ClockProps>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        label={t('widgets.clock.layout')}
        value={value.layout}
        onChange={(e) => onChange({ layout: e.target.value as ClockProps['layout'] })}
      >
        {(['digital', 'analog'] as const).map((l) => (
          <MenuItem key={l} value={l}>
            {t(`widgets.clock.layouts.${l}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('widgets.clock.format')}
        value={value.format}
        onChange={(e) => onChange({ format: e.target.value as ClockProps['format'] })}
      >
        {(['h24', 'h12'] as const).map((f) => (
          <MenuItem key={f} value={f}>
            {t(`widgets.clock.formats.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={value.showSeconds} onChange={(e) => onChange({ showSeconds: e.target.checked })} />}
        label={t('widgets.clock.showSeconds')}
      />
      <FormControlLabel
        control={<Switch checked={value.showDate} onChange={(e) => onChange({ showDate: e.target.checked })} />}
        label={t('widgets.clock.showDate')}
      />
    </>
  );
}

/** The clock in the editor's Widgets section. */
registerWidgetEditor<ClockProps>({
  type: 'clock',
  labelKey: 'widgets.clock.name',
  descriptionKey: 'widgets.clock.description',
  icon: <Schedule />,
  Panel: ClockPanel,
});
