import './i18n/index.ts';
import RssFeed from '@mui/icons-material/RssFeed';
import type { NewsProps } from '@signage/slides/widgets/models';
import { createElement } from 'react';
import { registerWidgetEditor } from '../registry.ts';
import { NewsPanel } from './NewsPanel.tsx';

/** The news widget in the editor's Widgets section (licence flag `news`, spec parts 1, 3 and 6). */
registerWidgetEditor<NewsProps>({
  type: 'news',
  labelKey: 'widgets.news.name',
  descriptionKey: 'widgets.news.description',
  icon: createElement(RssFeed),
  Panel: NewsPanel,
  licence: 'news',
});
