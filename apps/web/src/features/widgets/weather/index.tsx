import WbSunny from '@mui/icons-material/WbSunny';
import { DEFAULT_WEATHER_LOCATION, type WeatherProps } from '@signage/slides/widgets/models';
import './i18n/index.ts';
import { registerWidgetEditor } from '../registry.ts';
import { WeatherPanel } from './WeatherPanel.tsx';

/** The weather widget in the editor: Widgets section entry and settings panel. */
registerWidgetEditor<WeatherProps>({
  type: 'weather',
  labelKey: 'widgets.weather.name',
  descriptionKey: 'widgets.weather.description',
  icon: <WbSunny />,
  // Spec part 9: a new weather widget starts at the default location example.
  initialProps: () => ({ location: { ...DEFAULT_WEATHER_LOCATION } }),
  Panel: WeatherPanel,
  licence: 'weather',
});
