import { describe, expect, it } from 'vitest';
import { getWidgetModel } from '../contract.ts';
import { parseStartTime, parseVideoLink, type VideoLink, videoEmbedUrl, videoLinkPropsSchema } from './model.ts';

const video = (link: string): VideoLink | null => {
  const result = parseVideoLink(link);
  return result.ok ? result.video : null;
};

const ID = 'dQw4w9WgXcQ';

describe('parseVideoLink: YouTube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}&feature=youtu.be`],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`],
    [`https://www.youtube.com/watch?app=desktop&v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI&index=3`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=Ab12Cd34Ef56Gh78`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?si=xyz`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1&mute=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    [`https://youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}?feature=share`],
    [`https://WWW.YouTube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtu.be/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('reads %s', (link) => {
    expect(video(link)).toEqual({ provider: 'youtube', id: ID });
  });

  it('keeps the start time of t=, start= and #t=, in seconds', () => {
    expect(video(`https://youtu.be/${ID}?t=42`)).toEqual({ provider: 'youtube', id: ID, start: 42 });
    expect(video(`https://youtu.be/${ID}?si=abc&t=90s`)?.start).toBe(90);
    expect(video(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)?.start).toBe(90);
    expect(video(`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`)?.start).toBe(3723);
    expect(video(`https://www.youtube.com/embed/${ID}?start=15`)?.start).toBe(15);
    expect(video(`https://www.youtube.com/watch?v=${ID}#t=20`)?.start).toBe(20);
    expect(video(`https://youtu.be/${ID}?t=0`)?.start).toBeUndefined();
    expect(video(`https://youtu.be/${ID}?t=soon`)).toEqual({ provider: 'youtube', id: ID });
  });

  it.each([
    ['a playlist without a video', 'https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['a channel', 'https://www.youtube.com/@GoogleDevelopers'],
    ['the home page', 'https://www.youtube.com/'],
    ['an id too short', 'https://youtu.be/dQw4w9WgXc'],
    ['an id too long', `https://youtu.be/${ID}Q`],
    ['an id with other characters', 'https://youtu.be/dQw4w9W<Xc"'],
    ['watch without v', 'https://www.youtube.com/watch?feature=share'],
    ['an id hidden in a path', `https://www.youtube.com/redirect/${ID}`],
  ])('refuses %s', (_, link) => {
    expect(parseVideoLink(link)).toEqual({ ok: false, code: 'VIDEO_LINK_INVALID' });
  });
});

describe('parseVideoLink: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871?share=copy', { provider: 'vimeo', id: '76979871' }],
    ['vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', { provider: 'vimeo', id: '76979871', hash: '8272103f6e' }],
    ['https://vimeo.com/76979871/8272103f6e', { provider: 'vimeo', id: '76979871', hash: '8272103f6e' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/11223344/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871#t=1m5s', { provider: 'vimeo', id: '76979871', start: 65 }],
  ])('reads %s', (link, expected) => {
    expect(video(link)).toEqual(expected);
  });

  it.each([
    ['a user page', 'https://vimeo.com/staff'],
    ['the player without /video', 'https://player.vimeo.com/76979871'],
    ['a hash that is not hex', 'https://vimeo.com/76979871/"><script>'],
    ['a player hash that is not hex', 'https://player.vimeo.com/video/76979871?h=zz%22'],
    ['an unknown path before the id', 'https://vimeo.com/evil/path/76979871'],
    ['an id that is too long', 'https://vimeo.com/1234567890123'],
  ])('refuses %s', (_, link) => {
    expect(parseVideoLink(link)).toEqual({ ok: false, code: 'VIDEO_LINK_INVALID' });
  });
});

describe('parseVideoLink: hostile and foreign input', () => {
  it.each([
    '',
    '   ',
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
    `JavaScript:alert(1)`,
    `data:text/html,<script>alert(1)</script>`,
    `vbscript:msgbox(1)`,
    `file:///etc/passwd?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/embed/${ID}`,
    `https://evil.example/www.youtube.com/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.co/watch?v=${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://vimeo.com.evil.example/76979871`,
    `https://player.vimeo.com.evil.example/video/76979871`,
    `https://evilvimeo.com/76979871`,
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://evil.example\\@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `https://xn--youtube-9ya.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}\n<script>`,
    `https://127.0.0.1/watch?v=${ID}`,
    `https://www.example.com/${ID}`,
    `https://${'a'.repeat(2100)}.youtube.com/watch?v=${ID}`,
    'not a link at all',
  ])('refuses %j', (link) => {
    expect(parseVideoLink(link)).toEqual({ ok: false, code: 'VIDEO_LINK_INVALID' });
  });
});

describe('parseStartTime', () => {
  it('reads plain seconds and h/m/s forms, and nothing else', () => {
    expect(parseStartTime('75')).toBe(75);
    expect(parseStartTime('75s')).toBe(75);
    expect(parseStartTime('2m')).toBe(120);
    expect(parseStartTime('1h')).toBe(3600);
    expect(parseStartTime('')).toBeUndefined();
    expect(parseStartTime('-5')).toBeUndefined();
    expect(parseStartTime('1.5')).toBeUndefined();
    expect(parseStartTime('999h')).toBeUndefined();
  });
});

describe('video_link model', () => {
  it('is registered without licence flag or data source, muted and looping by default', () => {
    const model = getWidgetModel('video_link');
    expect(model?.licence).toBeUndefined();
    expect(model?.source).toBeUndefined();
    expect(videoLinkPropsSchema.parse({})).toMatchObject({
      url: '',
      muted: true,
      loop: true,
      start: 0,
      showControls: false,
      theme: 'modern',
    });
  });

  it('accepts an empty link (not chosen yet) or a valid one, and refuses others with VIDEO_LINK_INVALID', () => {
    expect(videoLinkPropsSchema.safeParse({ url: `https://youtu.be/${ID}` }).success).toBe(true);
    const bad = videoLinkPropsSchema.safeParse({ url: `https://youtube.com.evil.example/watch?v=${ID}` });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['url', 'VIDEO_LINK_INVALID']]);
    expect(videoLinkPropsSchema.safeParse({ start: -1 }).success).toBe(false);
    expect(videoLinkPropsSchema.safeParse({ start: 1.5 }).success).toBe(false);
  });
});

describe('videoEmbedUrl', () => {
  const defaults = videoLinkPropsSchema.parse({});

  it('builds the youtube-nocookie player from the id, muted, looping, without controls', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: ID }, { ...defaults, start: 30 })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=1&loop=1&playlist=${ID}&controls=0&playsinline=1&start=30`,
    );
    expect(videoEmbedUrl({ provider: 'youtube', id: ID }, { ...defaults, muted: false, loop: false, showControls: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=0&controls=1&playsinline=1&start=0`,
    );
  });

  it('builds the Vimeo player from the id and hash, in background mode when muted without controls', () => {
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' }, defaults)).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=1&background=1&dnt=1',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: '8272103f6e' }, { ...defaults, muted: false, start: 65 })).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&muted=0&loop=1&controls=0&dnt=1#t=65s',
    );
  });
});
