import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createElement } from '../../model/index.ts';
import { WidgetView } from '../../render/widgets.tsx';
import '../index.ts';

/** The widget's markup for a video_link element with these props. */
function markup(props: Record<string, unknown>, playing: boolean): string {
  const element = createElement({
    id: 'video',
    type: 'widget',
    widget: 'video_link',
    x: 0,
    y: 0,
    width: 960,
    height: 540,
    props: props as never,
  });
  if (element.type !== 'widget') throw new Error('not a widget');
  return renderToStaticMarkup(<WidgetView element={element} time={0} playing={playing} />);
}

const ID = 'dQw4w9WgXcQ';
/** A real link shape with tracking and playlist parameters that must never reach the frame. */
const LINK = `https://m.youtube.com/watch?v=${ID}&si=TRACKING123&list=PLsecretPlaylist&t=42`;

describe('video_link renderer', () => {
  it('plays the youtube-nocookie player built from the parsed id, sandboxed, filling the element', () => {
    const html = markup({ url: LINK, start: 42 }, true);
    const iframes = html.match(/<iframe[^>]*>/g) ?? [];
    expect(iframes).toHaveLength(1);
    const frame = iframes[0];
    expect(frame).toContain(
      `src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;mute=1&amp;loop=1&amp;playlist=${ID}&amp;controls=0&amp;playsinline=1&amp;start=42"`,
    );
    expect(frame).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
    expect(frame).toContain('allow="autoplay; encrypted-media; picture-in-picture"');
    expect(frame).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(frame).toContain('title="YouTube video"');
    expect(frame).toMatch(/style="[^"]*width:100%;height:100%;border:0/);
    expect(frame).not.toMatch(/allow-top-navigation|allow-popups|allow-forms/);
  });

  it('never puts the raw link, or anything of it but the id, into the markup', () => {
    for (const playing of [true, false]) {
      const html = markup({ url: LINK }, playing);
      expect(html).not.toContain('m.youtube.com');
      expect(html).not.toContain('TRACKING123');
      expect(html).not.toContain('PLsecretPlaylist');
      expect(html).not.toContain('watch?v');
      expect(html).toContain(ID);
    }
  });

  it('plays Vimeo links in the Vimeo player, with the private hash only', () => {
    const html = markup({ url: 'https://vimeo.com/76979871/8272103f6e?share=copy', language: 'sv' }, true);
    expect(html).toContain(
      'src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;autoplay=1&amp;muted=1&amp;loop=1&amp;background=1&amp;dnt=1"',
    );
    expect(html).toContain('title="Vimeo-video"');
    expect(html).not.toContain('share=copy');
  });

  it('draws a themed poster without any frame or network image when not playing (editor, thumbnails)', () => {
    const html = markup({ url: `https://youtu.be/${ID}`, theme: 'playful', language: 'fr' }, false);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<img');
    expect(html.replaceAll('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:\/\//);
    expect(html).toContain('data-widget="video_link"');
    expect(html).toContain('data-widget-theme="playful"');
    expect(html).toContain('data-video-poster="youtube"');
    expect(html).toContain('YouTube');
    expect(html).toContain(`Vidéo ${ID}`);
  });

  it('shows the poster with "no link yet" for an empty link, even when playing', () => {
    const html = markup({ language: 'es' }, true);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Todavía no hay enlace de vídeo');
  });

  it('shows the neutral placeholder for a foreign or hostile link, never a frame', () => {
    for (const url of ['javascript:alert(1)', `https://youtube.com.evil.example/watch?v=${ID}`]) {
      const html = markup({ url }, true);
      expect(html).toContain('data-widget-placeholder');
      expect(html).not.toContain('<iframe');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('javascript:');
    }
  });
});
