import { errorMessage } from '@signage/shared';
import { describe, expect, it, vi } from 'vitest';
import { requiredText } from '@signage/shared';
import { z } from 'zod';
import { emailError, newPasswordError, repeatError, requiredError, schemaErrors, serverFieldErrors } from './validate.ts';

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

describe('field errors of a form', () => {
  const schema = z.object({ name: requiredText(10), tags: z.array(requiredText(5)) });
  const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'name' ? 'name' : path[0] === 'tags' ? 'tags' : undefined);

  it('puts the first issue of each field, as catalogue text, at its form field', () => {
    expect(schemaErrors(schema, { name: '', tags: ['ok', 'far too long', ''] }, fieldOf)).toEqual({
      name: text('FIELD_REQUIRED'),
      tags: text('NAME_TOO_LONG'),
    });
    expect(schemaErrors(schema, { name: 'Ada', tags: [] }, fieldOf)).toEqual({});
  });

  it('reads the server’s dotted field paths and field-specific codes', () => {
    const error = { code: 'NAME_EXISTS', message: 'Taken', fields: { 'tags.1': { message: 'Too long' }, other: { message: '?' } } };
    expect(serverFieldErrors(error, fieldOf, { NAME_EXISTS: 'name' })).toEqual({ tags: 'Too long', name: 'Taken' });
    expect(serverFieldErrors({ ...error, fields: {} }, fieldOf)).toEqual({});
  });
});
