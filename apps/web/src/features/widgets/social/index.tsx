import './i18n/index.ts';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import { type SocialProps, WIDGET_LANGUAGES, type WidgetLanguage } from '@signage/slides/widgets/models';
import { createElement } from 'react';
import { registerWidgetEditor, type WidgetPanelProps } from '../registry.ts';
import { SocialPanel } from './SocialPanel.tsx';

const languageOf = (language: string) =>
  (WIDGET_LANGUAGES as readonly string[]).includes(language) ? { language: language as WidgetLanguage } : {};

function FacebookPanel(props: WidgetPanelProps<SocialProps>) {
  return createElement(SocialPanel, { ...props, type: 'facebook' });
}
function InstagramPanel(props: WidgetPanelProps<SocialProps>) {
  return createElement(SocialPanel, { ...props, type: 'instagram' });
}

/** The Facebook and Instagram widgets (licence and deployment flags, spec parts 1, 3 and 6). */
registerWidgetEditor<SocialProps>({
  type: 'facebook',
  labelKey: 'widgets.social.facebook.name',
  descriptionKey: 'widgets.social.facebook.description',
  icon: createElement(Facebook),
  initialProps: ({ language }) => languageOf(language),
  Panel: FacebookPanel,
  licence: 'facebook',
});
registerWidgetEditor<SocialProps>({
  type: 'instagram',
  labelKey: 'widgets.social.instagram.name',
  descriptionKey: 'widgets.social.instagram.description',
  icon: createElement(Instagram),
  initialProps: ({ language }) => languageOf(language),
  Panel: InstagramPanel,
  licence: 'instagram',
});
