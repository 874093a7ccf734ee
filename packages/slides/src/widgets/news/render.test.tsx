import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSlide } from '../../model/index.ts';
import { SlideView } from '../../render/index.ts';
import { getWidget, widgetAnimated } from '../../render/widgets.tsx';
import { getWidgetModel, type WidgetDataEntry, widgetSourceKey, widgetSourceOf } from '../contract.ts';
import { WidgetEnvironmentProvider } from '../environment.tsx';
import '../index.ts';
import type { NewsData } from './data.ts';
import { NEWS_DEFAULT_FEED_URL, type NewsProps, newsPropsSchema, normalizeNewsFeedUrl } from './model.ts';
import { NEWS_STORY_MS, storyIndexAt } from './render.tsx';

const news: NewsData = {
  title: 'Example News',
  items: [
    {
      title: 'First <b>story</b>',
      summary: 'Summary one',
      link: 'https://example.com/1',
      publishedAt: '2026-11-24T10:00:00Z',
      imageUrl: '/media/n1.jpg',
    },
    { title: 'Second story', summary: 'Summary two', link: null, publishedAt: null, imageUrl: null },
    { title: 'Third story', summary: '', link: null, publishedAt: 'not a date', imageUrl: null },
  ],
};

const NOW = Date.parse('2026-11-25T12:00:00Z');

function entry(data: NewsData | null, fetchedAt = new Date(NOW - 60_000).toISOString()): WidgetDataEntry<NewsData> {
  return { key: 'k', status: data ? 'ok' : 'pending', data, fetchedAt: data ? fetchedAt : null, staleAfterMs: 5 * 60_000 };
}

function render(props: Partial<NewsProps>, data: WidgetDataEntry | undefined, time = 0) {
  const parsed = newsPropsSchema.parse(props);
  const def = getWidget('news');
  if (!def) throw new Error('news renderer not registered');
  const element = { id: 'n', type: 'widget', widget: 'news', props: parsed } as never;
  return renderToStaticMarkup(def.render({ props: parsed, element, time, playing: true, now: NOW, timeZone: 'UTC', data }));
}

describe('news model', () => {
  it('has working defaults and a source keyed by the normalized feed address', () => {
    const props = newsPropsSchema.parse({});
    expect(props).toMatchObject({ feedUrl: NEWS_DEFAULT_FEED_URL, maxStories: 5, layout: 'list', showImages: true, showDate: true });
    expect(widgetSourceOf('news', { feedUrl: ' HTTPS://Example.COM/feed#top ', maxStories: 3 })).toEqual({
      kind: 'news',
      params: { url: 'https://example.com/feed', max: 3 },
    });
    expect(getWidgetModel('news')?.licence).toBe('news');
  });

  it('refuses bad props with error codes', () => {
    const issues = (props: unknown) => newsPropsSchema.safeParse(props).error?.issues.map((i) => i.message);
    expect(issues({ feedUrl: '' })).toEqual(['FIELD_REQUIRED']);
    expect(issues({ feedUrl: 'javascript:alert(1)' })).toEqual(['WEB_ADDRESS_INVALID']);
    expect(issues({ feedUrl: 'ftp://example.com/feed' })).toEqual(['WEB_ADDRESS_INVALID']);
    expect(issues({ feedUrl: 'https://user:pw@example.com/' })).toEqual(['WEB_ADDRESS_INVALID']);
    expect(issues({ maxStories: 0 })).toEqual(['FIELD_INVALID']);
    expect(issues({ maxStories: 21 })).toEqual(['FIELD_INVALID']);
    expect(issues({ maxStories: 2.5 })).toEqual(['FIELD_INVALID']);
    expect(issues({ layout: 'grid' })).toEqual(['FIELD_INVALID']);
    expect(normalizeNewsFeedUrl('not a url')).toBeNull();
  });

  it('is animated for the ticker and the rotating story only', () => {
    const el = (layout: string) => ({ id: 'n', type: 'widget', widget: 'news', props: { layout } }) as never;
    expect(widgetAnimated(el('ticker'))).toBe(true);
    expect(widgetAnimated(el('single'))).toBe(true);
    expect(widgetAnimated(el('list'))).toBe(false);
  });
});

describe('news renderer', () => {
  it('waits for data without an error box', () => {
    const html = render({}, undefined);
    expect(html).toContain('data-widget-waiting');
    expect(html).toContain('Waiting for data');
    expect(render({ language: 'sv' }, entry(null))).toContain('Väntar på data');
  });

  it('lists headlines as text, with thumbnails and dates in the widget language', () => {
    const html = render({ language: 'fr' }, entry(news));
    expect(html).toContain('Example News');
    // Item text is React text: markup in it is escaped, never interpreted.
    expect(html).toContain('First &lt;b&gt;story&lt;/b&gt;');
    expect(html).not.toContain('<b>story</b>');
    expect(html.match(/data-news-item=""/g)).toHaveLength(3);
    expect(html.match(/data-news-image=""/g)).toHaveLength(1);
    expect(html).toContain('src="/media/n1.jpg"');
    expect(html).toContain('24 nov. 2026');
    expect(html).not.toContain('not a date');
    expect(html).not.toContain('data-widget-stale');
  });

  it('honours maxStories and the toggles', () => {
    const html = render({ maxStories: 2, showImages: false, showDate: false, showSource: false }, entry(news));
    expect(html.match(/data-news-item=""/g)).toHaveLength(2);
    expect(html).not.toContain('data-news-image');
    expect(html).not.toContain('data-news-source');
    expect(html).not.toContain('2026');
  });

  it('rotates one story at a time on the slide clock', () => {
    expect(storyIndexAt(0, 3)).toBe(0);
    expect(storyIndexAt(NEWS_STORY_MS - 1, 3)).toBe(0);
    expect(storyIndexAt(NEWS_STORY_MS, 3)).toBe(1);
    expect(storyIndexAt(3 * NEWS_STORY_MS + 5, 3)).toBe(0);
    expect(storyIndexAt(-5, 3)).toBe(0);
    const first = render({ layout: 'single' }, entry(news), 0);
    expect(first).toContain('data-news-index="0"');
    expect(first).toContain('Summary one');
    expect(first).toContain('Story 1 of 3');
    const second = render({ layout: 'single' }, entry(news), NEWS_STORY_MS + 10);
    expect(second).toContain('data-news-index="1"');
    expect(second).toContain('Summary two');
    expect(second).not.toContain('Summary one');
  });

  it('scrolls the ticker by transform only, looping on the doubled strip', () => {
    const at = (time: number) => render({ layout: 'ticker' }, entry(news), time).match(/translateX\(-([\d.]+)%\)/)?.[1];
    expect(at(0)).toBe('0.0000');
    const later = Number(at(2000));
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(50);
    const html = render({ layout: 'ticker' }, entry(news), 0);
    expect(html.match(/Second story/g)).toHaveLength(2);
  });

  it('keeps stale data on screen with "as of"', () => {
    const html = render({}, entry(news, new Date(NOW - 60 * 60_000).toISOString()));
    expect(html).toContain('Second story');
    expect(html).toContain('data-widget-stale');
    expect(html).toContain('as of 11:00');
  });

  it('says so when the feed has no stories', () => {
    expect(render({ language: 'es' }, entry({ title: 'Empty', items: [] }))).toContain('No hay noticias en este momento');
  });

  it('draws inside SlideView from the host environment', () => {
    const props = { feedUrl: 'https://example.com/rss', maxStories: 3 };
    const doc = parseSlide({
      version: 1,
      elements: [{ id: 'w', type: 'widget', widget: 'news', x: 0, y: 0, width: 800, height: 600, props }],
    });
    const key = widgetSourceKey(widgetSourceOf('news', props) as never);
    const html = renderToStaticMarkup(
      <WidgetEnvironmentProvider value={{ now: NOW, data: (k) => (k === key ? entry(news) : undefined) }}>
        <SlideView doc={doc} width={960} time={0} playing={false} />
      </WidgetEnvironmentProvider>,
    );
    expect(html).toContain('data-widget="news"');
    expect(html).toContain('Third story');
  });
});
