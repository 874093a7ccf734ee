/** English text of the news widget's editor (registered under `widgets.news`). */
const newsEn = {
  name: 'News',
  description: 'Top stories from an RSS 2.0 feed',
  feedUrl: 'RSS feed address',
  feedUrlHelp: 'Only RSS 2.0 feeds can be shown.',
  check: 'Check',
  checking: 'Checking…',
  checked_one: '{{title}}: {{count}} story',
  checked_other: '{{title}}: {{count}} stories',
  untitled: 'RSS 2.0 feed',
  maxStories: 'Maximum top stories',
  layout: 'Layout',
  layouts: { list: 'List', ticker: 'Ticker', single: 'One story at a time' },
  showImages: 'Show pictures',
  showDate: 'Show dates',
  showSource: 'Show the feed name',
};
export default newsEn;
