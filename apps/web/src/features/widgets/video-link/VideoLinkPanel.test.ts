// @vitest-environment jsdom
import { videoLinkPropsSchema } from '@signage/slides/widgets/video-link/model.ts';
import i18next from 'i18next';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { getWidgetEditor } from '../registry.ts';
import './index.tsx';
import en from './i18n/en.ts';
import es from './i18n/es.ts';
import fr from './i18n/fr.ts';
import sv from './i18n/sv.ts';
import { linkCommit, startSeconds, VideoLinkPanel } from './VideoLinkPanel.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    Object.entries({ en, es, fr, sv }).map(([lng, texts]) => [lng, { translation: { widgets: { video_link: texts } } }]),
  );
  await i18n.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
});

/** The panel's markup for these props (server-rendered: the web project has no DOM test setup). */
function panel(props: Record<string, unknown>, lng = 'en'): string {
  void i18n.changeLanguage(lng);
  const value = videoLinkPropsSchema.parse(props);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(VideoLinkPanel, { value, onChange: () => {} })));
}

const ID = 'dQw4w9WgXcQ';

describe('video link panel', () => {
  it('is registered in the Widgets section without a licence flag', () => {
    const editor = getWidgetEditor('video_link');
    expect(editor?.labelKey).toBe('widgets.video_link.name');
    expect(editor?.licence).toBeUndefined();
  });

  it('shows the link, what it was recognised as, the switches, the start and the network note', () => {
    const html = panel({ url: `https://youtu.be/${ID}` });
    expect(html).toContain('data-field="url"');
    expect(html).toContain('data-field="start"');
    expect(html).toContain(`YouTube video ${ID}`);
    expect(html).toContain(en.muted);
    expect(html).toContain(en.loop);
    expect(html).toContain(en.network);
    expect(html).not.toContain(en.mutedHelp);
    expect(panel({ muted: false })).toContain(en.mutedHelp);
    expect(panel({}, 'sv')).toContain(sv.network);
    expect(panel({}, 'sv')).toContain(sv.urlHelp);
  });

  it('commits a video link (with the start time it carries), clears an empty one, and refuses anything else', () => {
    expect(linkCommit(`  https://youtu.be/${ID}  `, '')).toEqual({ patch: { url: `https://youtu.be/${ID}` } });
    expect(linkCommit(`https://youtu.be/${ID}?t=90`, '')).toEqual({ patch: { url: `https://youtu.be/${ID}?t=90`, start: 90 } });
    expect(linkCommit('https://vimeo.com/76979871', `https://youtu.be/${ID}`)).toEqual({ patch: { url: 'https://vimeo.com/76979871' } });
    expect(linkCommit(`https://youtu.be/${ID}`, `https://youtu.be/${ID}`)).toEqual({ patch: null });
    expect(linkCommit('  ', `https://youtu.be/${ID}`)).toEqual({ patch: { url: '' } });
    expect(linkCommit(`https://youtube.com.evil.example/watch?v=${ID}`, '')).toEqual({ error: 'VIDEO_LINK_INVALID' });
    expect(linkCommit('javascript:alert(1)', '')).toEqual({ error: 'VIDEO_LINK_INVALID' });
  });

  it('commits on blur or Enter in the live panel, and shows the translated message instead of saving a foreign link', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18n.changeLanguage('fr');
    const patches: unknown[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        createElement(
          I18nextProvider,
          { i18n },
          createElement(VideoLinkPanel, { value: videoLinkPropsSchema.parse({}), onChange: (patch) => patches.push(patch) }),
        ),
      );
    });
    const input = host.querySelector<HTMLInputElement>('input[data-field="url"]');
    if (!input) throw new Error('no link field');
    const type = async (text: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type(`https://youtube.com.evil.example/watch?v=${ID}`);
    await act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(patches).toEqual([]);
    expect(host.textContent).toContain(fr.errors.VIDEO_LINK_INVALID);
    await type(`https://www.youtube.com/shorts/${ID}`);
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(patches).toEqual([{ url: `https://www.youtube.com/shorts/${ID}` }]);
    expect(host.textContent).not.toContain(fr.errors.VIDEO_LINK_INVALID);
    await act(async () => root.unmount());
  });

  it('has the link error in every language', () => {
    for (const texts of [en, es, fr, sv]) expect(texts.errors.VIDEO_LINK_INVALID).toMatch(/YouTube.*Vimeo/);
  });

  it('accepts whole seconds up to 99:59:59 as the start', () => {
    expect(startSeconds('')).toBe(0);
    expect(startSeconds(' 42 ')).toBe(42);
    expect(startSeconds('359999')).toBe(359_999);
    expect(startSeconds('360000')).toBeNull();
    expect(startSeconds('-1')).toBeNull();
    expect(startSeconds('1.5')).toBeNull();
  });
});
