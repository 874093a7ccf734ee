import './i18n/index.ts';
import RssFeed from '@mui/icons-material/RssFeed';
import { NEWS_DEFAULT_FEED_URL, type NewsProps, WIDGET_LANGUAGES, type WidgetLanguage } from '@signage/slides/widgets/models';
import { createElement } from 'react';
import { registerWidgetEditor } from '../registry.ts';
import { NewsPanel } from './NewsPanel.tsx';

/** The news widget in the editor's Widgets section (licence flag `news`, spec parts 1, 3 and 6). */
registerWidgetEditor<NewsProps>({
  type: 'news',
  labelKey: 'widgets.news.name',
  descriptionKey: 'widgets.news.description',
  icon: createElement(RssFeed),
  // The spec's "default news RSS example" (part 9); words on screen in the editor's language.
  initialProps: ({ language }) => ({
    feedUrl: NEWS_DEFAULT_FEED_URL,
    ...((WIDGET_LANGUAGES as readonly string[]).includes(language) ? { language: language as WidgetLanguage } : {}),
  }),
  Panel: NewsPanel,
  licence: 'news',
});
