import { errorMessage, type IntegrationSummary } from '@signage/shared';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../api/client.ts', async () => {
  const { errorMessage: message } = await import('@signage/shared');
  return { fallbackMessage: (code: string) => message(code, 'en') };
});

const { integrationFormOf, integrationRequestOf, integrationServerErrors, isWebUrl, newIntegrationForm, validateIntegration } =
  await import('./integrationForm.ts');
const text = (code: string) => errorMessage(code, 'en');

describe('the integration form', () => {
  it('sends linked alerts for generic, targets and the feed for CAP', () => {
    const form = { ...newIntegrationForm(), name: ' Fire panel ', alertIds: [3, 3, 4], capFeedUrl: 'https://x.example/feed' };
    expect(integrationRequestOf(form)).toEqual({
      name: 'Fire panel',
      provider: 'generic',
      alertIds: [3, 4],
      targets: undefined,
      capFeedUrl: null,
    });
    expect(integrationRequestOf({ ...form, provider: 'cap' })).toEqual({
      name: 'Fire panel',
      provider: 'cap',
      alertIds: [],
      targets: { all: true, deviceKeys: [], groupIds: [] },
      capFeedUrl: 'https://x.example/feed',
    });
    expect(integrationRequestOf({ ...form, provider: 'cap', capFeedUrl: '  ' }).capFeedUrl).toBeNull();
  });

  it('reads a saved integration', () => {
    const saved: IntegrationSummary = {
      id: 2,
      organizationId: 1,
      name: 'Warnings',
      provider: 'cap',
      enabled: true,
      alerts: [],
      targets: { all: false, devices: [], groups: [{ id: 9, name: 'Outdoor' }] },
      capFeedUrl: null,
      keyPrefix: 'abc123',
      lastCalledAt: null,
      createdAt: '2025-05-01T10:00:00.000Z',
    };
    expect(integrationFormOf(saved)).toEqual({
      name: 'Warnings',
      provider: 'cap',
      alertIds: [],
      targets: { all: false, deviceKeys: [], groupIds: [9] },
      capFeedUrl: '',
    });
  });

  it('checks the name, a linked alert (generic), a target and the feed address (CAP)', () => {
    expect(validateIntegration({ ...newIntegrationForm(), name: '' })).toEqual({
      name: text('FIELD_REQUIRED'),
      alertIds: text('INTEGRATION_ALERTS_REQUIRED'),
    });
    expect(validateIntegration({ ...newIntegrationForm(), name: 'A', alertIds: [1] })).toEqual({});
    const cap = { ...newIntegrationForm(), name: 'A', provider: 'cap' as const, targets: { all: false, deviceKeys: [], groupIds: [] } };
    expect(validateIntegration({ ...cap, capFeedUrl: 'ftp://feed' })).toEqual({
      targets: text('ALERT_TARGETS_REQUIRED'),
      capFeedUrl: text('FIELD_INVALID'),
    });
    expect(isWebUrl('https://warnings.example/cap.xml')).toBe(true);
    expect(isWebUrl('warnings.example')).toBe(false);
  });

  it('puts the server’s answers at their fields', () => {
    expect(integrationServerErrors({ code: 'INTEGRATION_NAME_EXISTS', message: 'Taken', fields: {} })).toEqual({ name: 'Taken' });
    expect(
      integrationServerErrors({ code: 'VALIDATION_FAILED', message: '…', fields: { 'alertIds.0': { message: 'Unknown alert' } } }),
    ).toEqual({
      alertIds: 'Unknown alert',
    });
  });
});
