import { errorMessage } from '@signage/shared';
import { describe, expect, it, vi } from 'vitest';
import { emailError, newPasswordError, repeatError, requiredError } from './validate.ts';

// The real client pulls in i18next and the browser; the catalogue text in English is what it returns.
vi.mock('../api/client.ts', async () => {
  const { errorMessage: message } = await import('@signage/shared');
  return { fallbackMessage: (code: string) => message(code, 'en') };
});

const text = (code: string) => errorMessage(code, 'en');

describe('client-side checks by the shared contract schemas', () => {
  it('requires non-blank text', () => {
    expect(requiredError('  ')).toBe(text('FIELD_REQUIRED'));
    expect(requiredError('Ada')).toBeUndefined();
  });

  it('checks e-mail addresses like the server', () => {
    expect(emailError('')).toBe(text('FIELD_REQUIRED'));
    expect(emailError('not-an-address')).toBe(text('EMAIL_INVALID'));
    expect(emailError(' ada@example.org ')).toBeUndefined();
  });

  it('applies the shared password rule, common passwords included', () => {
    expect(newPasswordError('')).toBe(text('FIELD_REQUIRED'));
    expect(newPasswordError('Sh0rt!')).toBe(text('PASSWORD_TOO_SHORT'));
    expect(newPasswordError('lowercase-only-1')).toBe(text('PASSWORD_WEAK'));
    expect(newPasswordError('Password1!')).toBe(text('PASSWORD_COMMON'));
    expect(newPasswordError('Sunny-Scr33n!')).toBeUndefined();
  });

  it('wants the repeat to match', () => {
    expect(repeatError('Sunny-Scr33n!', '')).toBe(text('FIELD_REQUIRED'));
    expect(repeatError('Sunny-Scr33n!', 'Sunny-Scr33n?')).toBe(text('PASSWORD_MISMATCH'));
  });
});
