import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getWidget, widgetAnimated } from '../../render/widgets.tsx';
import { getWidgetModel, type WidgetDataEntry, widgetSourceOf } from '../contract.ts';
import '../index.ts';
import type { SocialData } from './data.ts';
import { type SocialProps, socialPropsSchema } from './model.ts';
import { postIndexAt, SOCIAL_POST_MS } from './render.tsx';

const CONNECTION = '7-3f2b8c1e-6d7a-4b5c-9e0f-1a2b3c4d5e6f';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const feed: SocialData = {
  pageName: 'Corner Café',
  posts: [
    { text: 'New <b>menu</b> today!', imageUrl: '/api/widget/image/a.webp', createdAt: '2026-11-24T09:00:00+0000', link: null },
    { text: 'Open late on Friday', imageUrl: null, createdAt: null, link: null },
  ],
};

function entry(data: SocialData | null, fetchedAt = new Date(NOW - 60_000).toISOString()): WidgetDataEntry<SocialData> {
  return { key: 'k', status: data ? 'ok' : 'pending', data, fetchedAt: data ? fetchedAt : null, staleAfterMs: 15 * 60_000 };
}

function render(type: 'facebook' | 'instagram', props: Partial<SocialProps>, data: WidgetDataEntry | undefined, time = 0) {
  const parsed = socialPropsSchema.parse(props);
  const def = getWidget(type);
  if (!def) throw new Error(`${type} renderer not registered`);
  const element = { id: 's', type: 'widget', widget: type, props: parsed } as never;
  return renderToStaticMarkup(def.render({ props: parsed, element, time, playing: true, now: NOW, timeZone: 'UTC', data }));
}

describe('social widget models', () => {
  it('are licence- and deployment-gated, with a source only once a page is chosen', () => {
    for (const type of ['facebook', 'instagram'] as const) {
      const model = getWidgetModel(type);
      expect(model?.licence).toBe(type);
      expect(model?.deployment).toBe(type);
      expect(widgetSourceOf(type, {})).toBeNull();
      expect(widgetSourceOf(type, { connectionId: CONNECTION, pageId: '1001', maxPosts: 4 })).toEqual({
        kind: type,
        params: { connectionId: CONNECTION, pageId: '1001', max: 4 },
      });
    }
  });

  it('refuses bad ids and post counts with error codes', () => {
    for (const bad of [{ connectionId: '../x' }, { pageId: '1/posts' }, { maxPosts: 0 }, { maxPosts: 11 }, { layout: 'grid' }]) {
      const result = socialPropsSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('FIELD_INVALID');
    }
  });

  it('rotates only in the single layout', () => {
    const el = (layout: string) => ({ id: 'e', type: 'widget', widget: 'facebook', props: { layout } }) as never;
    expect(widgetAnimated(el('single'))).toBe(true);
    expect(widgetAnimated(el('list'))).toBe(false);
    expect(postIndexAt(SOCIAL_POST_MS * 3 + 1, 2)).toBe(1);
  });
});

describe('social widget renderer', () => {
  const chosen = { connectionId: CONNECTION, pageId: '1001' };

  it('asks for a page, then waits for data', () => {
    expect(render('facebook', {}, undefined)).toContain('Choose a page in the editor');
    expect(render('facebook', { ...chosen, language: 'sv' }, undefined)).not.toContain('Choose');
    expect(render('facebook', chosen, entry(null))).not.toContain('Corner');
  });

  it('shows the page name, posts as text and our stored pictures', () => {
    const html = render('facebook', chosen, entry(feed));
    expect(html).toContain('Corner Café');
    expect(html).toContain('New &lt;b&gt;menu&lt;/b&gt; today!');
    expect(html).toContain('src="/api/widget/image/a.webp"');
    expect(html).toMatch(/24 Nov 2026|Nov 24, 2026/);
    expect(render('instagram', chosen, entry(feed))).toContain('@Corner Café');
    expect(render('facebook', { ...chosen, showImages: false }, entry(feed))).not.toContain('<img');
  });

  it('says the page has no posts, in the widget language', () => {
    const empty = entry({ pageName: 'Quiet', posts: [] });
    expect(render('facebook', chosen, empty)).toContain('This page has no posts');
    expect(render('facebook', { ...chosen, language: 'es' }, empty)).toContain('Esta página no tiene publicaciones');
    expect(render('instagram', { ...chosen, language: 'fr' }, empty)).toContain('Cette page n&#x27;a aucune publication');
    expect(render('facebook', { ...chosen, language: 'sv' }, empty)).toContain('Den här sidan har inga inlägg');
  });

  it('shows one post at a time in the single layout, and keeps stale data with its time', () => {
    const single = render('facebook', { ...chosen, layout: 'single' }, entry(feed), SOCIAL_POST_MS + 10);
    expect(single).toContain('data-social-index="1"');
    expect(single).toContain('Open late on Friday');
    expect(single).not.toContain('menu');
    const stale = render('facebook', chosen, entry(feed, new Date(NOW - 3 * 3_600_000).toISOString()));
    expect(stale).toContain('Corner Café');
    expect(stale).toContain('09:00');
  });
});
