import '@signage/slides/widgets/models';
import type { LicenceFlags } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { checkLicensedWidgets } from './slide-rules.ts';

/** No licence flag at all: the spreadsheet widget needs none. */
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
const FILE_OF_7 = `7-${'b'.repeat(64)}`;
const slide = (props: Record<string, unknown>) => ({
  elements: [{ id: 's', type: 'widget', widget: 'spreadsheet', x: 0, y: 0, width: 720, height: 420, props }],
});

describe('saving a spreadsheet widget', () => {
  it('needs no licence flag and accepts a widget not set up yet, a sheet link, and its own file', () => {
    const flags = NO_FLAGS;
    expect(() => checkLicensedWidgets(slide({}) as never, flags, NO_DEPLOYMENT, 7)).not.toThrow();
    expect(() =>
      checkLicensedWidgets(
        slide({ url: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit', range: 'E2:E10' }) as never,
        flags,
        NO_DEPLOYMENT,
        7,
      ),
    ).not.toThrow();
    expect(() => checkLicensedWidgets(slide({ origin: 'file', fileId: FILE_OF_7 }) as never, flags, NO_DEPLOYMENT, 7)).not.toThrow();
  });

  it("refuses an invalid range and another organization's file as invalid props", () => {
    const flags = NO_FLAGS;
    expect(() => checkLicensedWidgets(slide({ range: 'E10:E2' }) as never, flags, NO_DEPLOYMENT, 7)).toThrow(
      expect.objectContaining({ errorCode: 'WIDGET_INVALID' }),
    );
    for (const organizationId of [8, null])
      expect(() =>
        checkLicensedWidgets(slide({ origin: 'file', fileId: FILE_OF_7 }) as never, flags, NO_DEPLOYMENT, organizationId),
      ).toThrow(expect.objectContaining({ errorCode: 'WIDGET_INVALID' }));
  });
});
