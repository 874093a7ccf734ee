import { errorMessage, type MessageSummary } from '@signage/shared';
import { describe, expect, it, vi } from 'vitest';

// Times are read in the browser's zone: pin one with summer time for the test.
process.env.TZ = 'Europe/Stockholm';

vi.mock('../../api/client.ts', async () => {
  const { errorMessage: message } = await import('@signage/shared');
  return { fallbackMessage: (code: string) => message(code, 'en') };
});
// The alerts feature's entry registers its text with i18next; the target helpers are all this needs.
vi.mock('../alerts/index.ts', async () => import('../alerts/targets.ts'));

const { fromLocalInput, messageFormOf, messageRequestOf, messageServerErrors, newMessageForm, toLocalInput, validateMessage } =
  await import('./form.ts');
const { filterMessages, whenText } = await import('./list.ts');
const text = (code: string) => errorMessage(code, 'en');
const now = new Date('2025-05-03T08:07:00Z'); // 10:07 in Stockholm

describe('local date and time ↔ ISO instants', () => {
  it('reads a datetime-local value in the browser’s zone', () => {
    expect(fromLocalInput('2025-05-03T10:30')).toBe('2025-05-03T08:30:00.000Z');
    expect(fromLocalInput('2025-01-15T10:30')).toBe('2025-01-15T09:30:00.000Z');
    expect(toLocalInput('2025-05-03T08:30:00.000Z')).toBe('2025-05-03T10:30');
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', '2025-05-03', '2025-02-30T10:00', '10:30', 'soon']) expect(fromLocalInput(value)).toBeNull();
  });
});

describe('the message form', () => {
  it('starts now, until stopped, proposing the next quarter hour for a later start', () => {
    const form = newMessageForm(now);
    expect(form).toMatchObject({ startMode: 'now', endMode: 'stopped', startAt: '2025-05-03T10:15', endAt: '2025-05-03T11:15' });
    expect(messageRequestOf({ ...form, text: ' Hello ' })).toMatchObject({ text: 'Hello', startsAt: null, endsAt: null });
  });

  it('sends chosen times as instants', () => {
    const form = { ...newMessageForm(now), text: 'Hi', startMode: 'at' as const, endMode: 'at' as const };
    expect(messageRequestOf(form)).toMatchObject({ startsAt: '2025-05-03T08:15:00.000Z', endsAt: '2025-05-03T09:15:00.000Z' });
  });

  it('keeps a saved message’s start', () => {
    const saved: MessageSummary = {
      id: 1,
      organizationId: 1,
      text: 'Lunch at noon',
      style: 'banner',
      position: 'top',
      speed: 'slow',
      backgroundColor: '#ffd600',
      textColor: '#000000',
      startsAt: '2025-05-03T07:00:00.000Z',
      endsAt: null,
      stoppedAt: null,
      state: 'active',
      targets: { all: true, devices: [], groups: [] },
      createdBy: 'Ada',
      createdAt: '2025-05-03T07:00:00.000Z',
    };
    const form = messageFormOf(saved, now);
    expect(form).toMatchObject({ startMode: 'at', startAt: '2025-05-03T09:00', endMode: 'stopped', backgroundColor: '#FFD600' });
    expect(messageRequestOf(form).startsAt).toBe('2025-05-03T07:00:00.000Z');
  });
});

describe('checks before saving', () => {
  const valid = { ...newMessageForm(now), text: 'Hello' };

  it('passes a complete message', () => {
    expect(validateMessage(valid, now)).toEqual({});
  });

  it('needs text, a readable start, an end after the start and after now, and a target', () => {
    expect(validateMessage({ ...valid, text: '  ' }, now).text).toBe(text('FIELD_REQUIRED'));
    expect(validateMessage({ ...valid, startMode: 'at', startAt: '' }, now).startsAt).toBe(text('FIELD_INVALID'));
    expect(validateMessage({ ...valid, startMode: 'at', endMode: 'at', endAt: valid.startAt }, now).endsAt).toBe(
      text('MESSAGE_TIME_INVALID'),
    );
    expect(validateMessage({ ...valid, endMode: 'at', endAt: '2025-05-03T10:00' }, now).endsAt).toBe(text('MESSAGE_TIME_INVALID'));
    expect(validateMessage({ ...valid, endMode: 'at', endAt: '2025-05-03T10:30' }, now)).toEqual({});
    expect(validateMessage({ ...valid, targets: { all: false, deviceKeys: [], groupIds: [] } }, now).targets).toBe(
      text('ALERT_TARGETS_REQUIRED'),
    );
  });

  it('puts the server’s time refusal at the end', () => {
    expect(messageServerErrors({ code: 'MESSAGE_TIME_INVALID', message: 'The end must come after the start', fields: {} })).toEqual({
      endsAt: 'The end must come after the start',
    });
  });
});

describe('the list', () => {
  const base = {
    organizationId: 1,
    text: 'x',
    style: 'ticker' as const,
    position: 'bottom' as const,
    speed: 'normal' as const,
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    endsAt: null,
    stoppedAt: null,
    targets: { all: true, devices: [], groups: [] },
    createdBy: null,
    createdAt: '2025-05-01T00:00:00Z',
  };
  const list: MessageSummary[] = [
    { ...base, id: 1, state: 'ended', startsAt: '2025-05-01T08:00:00Z', stoppedAt: '2025-05-01T09:00:00Z' },
    { ...base, id: 2, state: 'scheduled', startsAt: '2025-05-05T08:00:00Z' },
    { ...base, id: 3, state: 'active', startsAt: '2025-05-02T08:00:00Z' },
    { ...base, id: 4, state: 'scheduled', startsAt: '2025-05-04T08:00:00Z' },
  ];

  it('filters by state: active first, the next scheduled next, ended last', () => {
    expect(filterMessages(list, 'all').map((m) => m.id)).toEqual([3, 4, 2, 1]);
    expect(filterMessages(list, 'scheduled').map((m) => m.id)).toEqual([4, 2]);
    expect(filterMessages(list, 'ended').map((m) => m.id)).toEqual([1]);
  });

  it('says when', () => {
    const t = (key: string, o: Record<string, unknown> = {}) => `${key}|${Object.values(o).join('|')}`;
    expect(whenText(list[0] as MessageSummary, 'en', t)).toMatch(/^messages\.when\.stopped\|/);
    expect(whenText(list[1] as MessageSummary, 'en', t)).toMatch(/^messages\.when\.untilStopped\|May 5, 2025/);
    expect(whenText({ ...(list[1] as MessageSummary), endsAt: '2025-05-06T08:00:00Z' }, 'en', t)).toMatch(/^messages\.when\.range\|/);
  });
});
