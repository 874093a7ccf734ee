import type { ActivityItem } from '@signage/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { actionKey, avatarColour, countOf, detailLine, initials, relativeTime } from './format.ts';
import { listBody, readFilters, writeFilters } from './query.ts';

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: 1,
  at: '2030-01-07T09:00:00.000Z',
  action: 'media.upload',
  kind: 'media',
  unread: false,
  actor: { userId: 1, name: 'Ana', organizationId: null, organizationName: null, apiToken: null },
  organization: { id: 1, name: 'Org' },
  object: { type: 'media', id: '1', name: 'a.png', link: null },
  target: null,
  details: {},
  ...over,
});
/** A translation function that shows the key and its values, to check what is asked for. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('activity feed formatting', () => {
  it('says how long ago in the interface language', () => {
    const now = new Date('2030-01-07T12:00:00Z');
    expect(relativeTime(new Date('2030-01-07T11:59:50Z'), now, 'en')).toBe('now');
    expect(relativeTime(new Date('2030-01-07T11:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(new Date('2030-01-07T09:00:00Z'), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(new Date('2030-01-06T12:00:00Z'), now, 'en')).toBe('yesterday');
    expect(relativeTime(new Date('2030-01-06T12:00:00Z'), now, 'es')).toBe('ayer');
    expect(relativeTime(new Date('2030-01-07T11:55:00Z'), now, 'sv')).toBe('för 5 minuter sedan');
    expect(relativeTime(new Date('2029-12-20T12:00:00Z'), now, 'fr')).toBe('il y a 3 semaines');
  });

  it('makes initials and a stable colour', () => {
    expect(initials('Ana María López')).toBe('AL');
    expect(initials('olive')).toBe('O');
    expect(initials('  ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(avatarColour(3)).toBe(avatarColour(11));
  });

  it('names the summary by action and counts bulk actions', () => {
    expect(actionKey('media.folder.create')).toBe('activity.actions.media_folder_create');
    expect(countOf(item({ details: { count: 3 } }))).toBe(3);
    expect(countOf(item({ details: { numberOfCredits: 50 } }))).toBe(50);
    expect(countOf(item({}))).toBe(1);
  });

  it('puts what an entry adds in a plain-text line', () => {
    expect(detailLine(item({ action: 'media.rename', details: { from: 'a', to: '<b>b</b>' } }), t, 'en')).toBe(
      'activity.details.rename {"from":"a","to":"<b>b</b>"}',
    );
    expect(detailLine(item({ action: 'playlist.publish', details: { version: 3 } }), t, 'en')).toBe(
      'activity.details.version {"version":3}',
    );
    expect(detailLine(item({ details: { mimeType: 'image/png', sizeBytes: 1_500_000 } }), t, 'en')).toBe('image/png · 1.5 MB');
    expect(detailLine(item({ action: 'media.tags', details: { tags: ['sale', 'spring'] } }), t, 'en')).toBe('#sale #spring');
    expect(detailLine(item({ action: 'device.assign', details: { mode: 'playNow' } }), t, 'en')).toBe('activity.details.playNow');
    expect(detailLine(item({ action: 'playlist.create', details: { name: 'x' } }), t, 'en')).toBeNull();
  });
});

describe('activity filters in the address', () => {
  it('reads what it wrote and ignores what is not a filter', () => {
    const f = readFilters(
      new URLSearchParams('kinds=media,nope,media&user=4&type=playlist&id=9&name=Lobby&from=2030-01-01&to=bad&page=2&org=x'),
    );
    expect(f).toEqual({
      kinds: ['media'],
      userId: 4,
      objectType: 'playlist',
      objectId: 9,
      objectName: 'Lobby',
      from: '2030-01-01',
      to: null,
      page: 2,
      organizationId: null,
    });
    expect(readFilters(writeFilters(f))).toEqual(f);
  });

  it('sends local days as instants, the end day included, in order', () => {
    const f = readFilters(new URLSearchParams('from=2030-01-05&to=2030-01-02'));
    const body = listBody(f, 25);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(new Date(body.from as string).getDate()).toBe(2);
    expect(new Date(body.to as string).getDate()).toBe(5);
    expect(new Date(body.to as string).getHours()).toBe(23);
    expect(body).not.toHaveProperty('kinds');
  });
});
