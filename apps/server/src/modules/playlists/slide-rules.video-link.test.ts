import type { LicenceFlags } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { checkLicensedWidgets } from './slide-rules.ts';

/** No licence flag at all, no deployment flag: the video widget needs neither. */
const NO_FLAGS: LicenceFlags = {
  enableMessages: false,
  enableBroadcastAlerts: false,
  allowCanva: false,
  aiAssistantEnabled: false,
  interactionEnabled: false,
  contentPlatformEditor: false,
  widgets: { weather: false, news: false, facebook: false, instagram: false, qrCode: false },
  stats: false,
};
const NO_DEPLOYMENT = { qrCode: false, facebook: false, instagram: false };

const slide = (props: Record<string, unknown>) =>
  ({ elements: [{ id: 'v', type: 'widget', widget: 'video_link', x: 0, y: 0, width: 960, height: 540, props }] }) as never;

describe('saving a slide with a video_link widget', () => {
  it('needs no licence or deployment flag, and accepts an empty or a video link', () => {
    expect(() => checkLicensedWidgets(slide({}), NO_FLAGS, NO_DEPLOYMENT)).not.toThrow();
    expect(() => checkLicensedWidgets(slide({ url: 'https://vimeo.com/76979871' }), NO_FLAGS, NO_DEPLOYMENT)).not.toThrow();
  });

  it('refuses a foreign link with 400 WIDGET_INVALID, whatever the client claims', () => {
    for (const url of ['javascript:alert(1)', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'http://169.254.169.254/']) {
      expect(() => checkLicensedWidgets(slide({ url }), NO_FLAGS, NO_DEPLOYMENT)).toThrow(
        expect.objectContaining({ statusCode: 400, errorCode: 'WIDGET_INVALID' }),
      );
    }
  });
});
