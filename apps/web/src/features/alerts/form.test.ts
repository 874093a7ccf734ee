import { ALERT_TYPE_COLORS, type AlertSummary, errorMessage } from '@signage/shared';
import { describe, expect, it, vi } from 'vitest';

// The real client pulls in i18next and the browser; the catalogue text in English is what it returns.
vi.mock('../../api/client.ts', async () => {
  const { errorMessage: message } = await import('@signage/shared');
  return { fallbackMessage: (code: string) => message(code, 'en') };
});

const {
  alertFormOf,
  alertRequestOf,
  alertServerErrors,
  durationFromSeconds,
  durationToSeconds,
  formatDuration,
  newAlertForm,
  validateAlert,
  withColor,
  withType,
} = await import('./form.ts');

const text = (code: string) => errorMessage(code, 'en');

const saved: AlertSummary = {
  id: 7,
  organizationId: 1,
  name: 'Fire drill',
  type: 'fire',
  description: 'A drill.',
  instructions: 'Walk out.',
  mode: 'broadcast',
  durationSeconds: 5400,
  audio: { mediaId: 3, name: 'siren.mp3', url: '/api/media/3/abc' },
  backgroundColor: '#b71c1c',
  textColor: '#ffffff',
  targets: { all: false, devices: [{ deviceKey: 'k1', name: 'Lobby' }], groups: [{ id: 4, name: 'Floor 2' }] },
  state: 'deactivated',
  lastActivation: null,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

describe('broadcast durations', () => {
  it('turns a number and a unit into whole seconds', () => {
    expect(durationToSeconds('5', 'minutes')).toBe(300);
    expect(durationToSeconds('1.5', 'minutes')).toBe(90);
    expect(durationToSeconds('1,5', 'hours')).toBe(5400);
    expect(durationToSeconds(' 7 ', 'days')).toBe(604_800);
    expect(durationToSeconds('45', 'seconds')).toBe(45);
  });

  it('refuses what is not a positive number', () => {
    for (const value of ['', ' ', 'abc', '-5', '0', '1e3', '5 min']) expect(durationToSeconds(value, 'minutes')).toBeNull();
  });

  it('states seconds in the largest exact unit', () => {
    expect(durationFromSeconds(90)).toEqual({ value: '90', unit: 'seconds' });
    expect(durationFromSeconds(300)).toEqual({ value: '5', unit: 'minutes' });
    expect(durationFromSeconds(5400)).toEqual({ value: '90', unit: 'minutes' });
    expect(durationFromSeconds(7200)).toEqual({ value: '2', unit: 'hours' });
    expect(durationFromSeconds(604_800)).toEqual({ value: '7', unit: 'days' });
  });

  it('round-trips every unit', () => {
    for (const seconds of [5, 59, 60, 61, 3600, 3661, 86_400, 90_000, 604_800]) {
      const { value, unit } = durationFromSeconds(seconds);
      expect(durationToSeconds(value, unit)).toBe(seconds);
    }
  });

  it('reads out in the reader’s language', () => {
    expect(formatDuration(300, 'en')).toBe('5 min');
    expect(formatDuration(5430, 'en')).toMatch(/^1 hr,? 30 min,? 30 sec$/);
    expect(formatDuration(0, 'en')).toBe('0 sec');
  });
});

describe('the alert form', () => {
  it('starts with the type’s colours and all screens', () => {
    const form = newAlertForm('weather');
    expect(form).toMatchObject({ ...ALERT_TYPE_COLORS.weather, colorsChanged: false, mode: 'broadcast', targets: { all: true } });
  });

  it('proposes the new type’s colours until the author picks their own', () => {
    let form = withType(newAlertForm('custom'), 'fire');
    expect(form).toMatchObject(ALERT_TYPE_COLORS.fire);
    form = withColor(form, 'backgroundColor', '#123456');
    expect(form.colorsChanged).toBe(true);
    form = withType(form, 'health');
    expect(form).toMatchObject({ type: 'health', backgroundColor: '#123456', textColor: '#FFFFFF' });
  });

  it('counts picking the type’s own colours back as unchanged', () => {
    const form = withColor(withColor(newAlertForm('fire'), 'backgroundColor', '#000000'), 'backgroundColor', '#B71C1C');
    expect(form.colorsChanged).toBe(false);
    expect(withType(form, 'safety')).toMatchObject(ALERT_TYPE_COLORS.safety);
  });

  it('reads a saved alert (own colours are noticed)', () => {
    const form = alertFormOf(saved);
    expect(form).toMatchObject({
      durationValue: '90',
      durationUnit: 'minutes',
      backgroundColor: '#B71C1C',
      colorsChanged: false,
      audio: { mediaId: 3, name: 'siren.mp3' },
      targets: { all: false, deviceKeys: ['k1'], groupIds: [4] },
    });
    expect(alertFormOf({ ...saved, backgroundColor: '#222222' }).colorsChanged).toBe(true);
  });

  it('maps to the request: trimmed text, seconds for broadcasts only, upper-case colours', () => {
    const form = { ...alertFormOf(saved), name: '  Fire drill ', backgroundColor: '#b71c1c' };
    expect(alertRequestOf(form)).toEqual({
      name: 'Fire drill',
      type: 'fire',
      description: 'A drill.',
      instructions: 'Walk out.',
      mode: 'broadcast',
      durationSeconds: 5400,
      audioMediaId: 3,
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      targets: { all: false, deviceKeys: ['k1'], groupIds: [4] },
    });
    expect(alertRequestOf({ ...form, mode: 'continuous' }).durationSeconds).toBeNull();
    expect(alertRequestOf({ ...form, targets: { all: true, deviceKeys: ['k1'], groupIds: [4] } }).targets).toEqual({
      all: true,
      deviceKeys: [],
      groupIds: [],
    });
  });
});

describe('checks before saving', () => {
  const valid = { ...newAlertForm('fire'), name: 'Evacuate', description: 'Fire in the building.', instructions: 'Leave now.' };

  it('passes a complete alert', () => {
    expect(validateAlert(valid)).toEqual({});
  });

  it('names each empty text field with the catalogue’s text', () => {
    expect(validateAlert({ ...valid, name: ' ', description: '', instructions: '' })).toEqual({
      name: text('FIELD_REQUIRED'),
      description: text('FIELD_REQUIRED'),
      instructions: text('FIELD_REQUIRED'),
    });
  });

  it('needs a duration between 5 seconds and 7 days for a broadcast only', () => {
    expect(validateAlert({ ...valid, durationValue: '4', durationUnit: 'seconds' }).duration).toBe(text('ALERT_DURATION_INVALID'));
    expect(validateAlert({ ...valid, durationValue: '8', durationUnit: 'days' }).duration).toBe(text('ALERT_DURATION_INVALID'));
    expect(validateAlert({ ...valid, durationValue: 'soon' }).duration).toBe(text('ALERT_DURATION_INVALID'));
    expect(validateAlert({ ...valid, durationValue: '5', durationUnit: 'seconds' }).duration).toBeUndefined();
    expect(validateAlert({ ...valid, mode: 'continuous', durationValue: '' })).toEqual({});
  });

  it('needs a target and valid colours', () => {
    const errors = validateAlert({ ...valid, targets: { all: false, deviceKeys: [], groupIds: [] }, textColor: 'white' });
    expect(errors.targets).toBe(text('ALERT_TARGETS_REQUIRED'));
    expect(errors.textColor).toBe(text('FIELD_INVALID'));
  });

  it('puts the server’s answers at their fields', () => {
    expect(
      alertServerErrors({
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        fields: { durationSeconds: { message: 'Bad duration' }, 'targets.deviceKeys.0': { message: 'Not found' } },
      }),
    ).toEqual({ duration: 'Bad duration', targets: 'Not found' });
    expect(alertServerErrors({ code: 'ALERT_NAME_EXISTS', message: 'Taken', fields: {} })).toEqual({ name: 'Taken' });
    expect(alertServerErrors({ code: 'FORBIDDEN', message: 'No', fields: {} })).toEqual({});
  });
});
