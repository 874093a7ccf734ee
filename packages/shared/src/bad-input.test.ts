import { describe, expect, it } from 'vitest';
import {
  freeText,
  groupRef,
  INT4_MAX,
  jsonDocument,
  jsonWithinBounds,
  optionalText,
  playlistOverlayBody,
  playlistSearchBody,
  recordId,
  recordIdParam,
  requiredText,
  slideDataInput,
} from './index.ts';

const codes = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];
/** A document nested `depth` objects deep, built without recursion. */
function deep(depth: number): Record<string, unknown> {
  let v: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
}

describe('recordId (int4 ids)', () => {
  it('accepts 1 … 2,147,483,647 and refuses the rest with FIELD_INVALID', () => {
    for (const ok of [1, 42, INT4_MAX]) expect(recordId.safeParse(ok).success).toBe(true);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 2 ** 31, Number.MAX_SAFE_INTEGER, '1', null]) {
      const r = recordId.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(codes(r)[0]).toBe('FIELD_INVALID');
    }
  });

  it('coerces path params with the same bounds', () => {
    expect(recordIdParam.parse('42')).toBe(42);
    expect(recordIdParam.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['0', '-1', '2147483648', '9007199254740991', 'abc', '1.5'])
      expect(recordIdParam.safeParse(bad).success, bad).toBe(false);
  });

  it('keeps the root group -1 where it was accepted', () => {
    expect(groupRef.parse(-1)).toBe(-1);
    expect(groupRef.parse(7)).toBe(7);
    for (const bad of [0, -2, 2 ** 31]) expect(groupRef.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('free text refuses NUL', () => {
  it('in requiredText, optionalText, freeText and search terms', () => {
    for (const schema of [requiredText(), optionalText(), freeText()]) {
      const r = schema.safeParse('a\u0000b');
      expect(r.success).toBe(false);
      expect(codes(r)).toContain('FIELD_INVALID');
    }
    const r = playlistSearchBody.safeParse({ sessionKey: 'k', searchTerm: 'x\u0000' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['searchTerm']);
    expect(requiredText().parse('  Lobby ')).toBe('Lobby');
  });
});

describe('jsonDocument (slide data, overlay data)', () => {
  it('bounds depth without overflowing the stack', () => {
    expect(jsonWithinBounds(deep(64), 64, 1e6)).toBe(true);
    expect(jsonWithinBounds(deep(65), 64, 1e6)).toBe(false);
    expect(jsonWithinBounds(deep(100_000), 64, 1e6)).toBe(false);
    const r = playlistOverlayBody.safeParse({ sessionKey: 'k', playlistId: 1, overlayData: deep(10_000) });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['overlayData']);
    expect(codes(r)).toEqual(['FIELD_INVALID']);
    expect(slideDataInput.safeParse(deep(10_000)).success).toBe(false);
  });

  it('bounds size and refuses NUL in strings and keys', () => {
    expect(jsonDocument(100).safeParse({ a: 'x'.repeat(200) }).success).toBe(false);
    expect(jsonDocument(100).safeParse({ a: ['x'.repeat(30), 'y'.repeat(30), 'z'.repeat(30)] }).success).toBe(false);
    expect(jsonDocument().safeParse({ a: 'b\u0000' }).success).toBe(false);
    expect(jsonDocument().safeParse({ 'k\u0000': 1 }).success).toBe(false);
    expect(playlistOverlayBody.safeParse({ sessionKey: 'k', playlistId: 1, overlayData: null }).success).toBe(true);
    expect(jsonDocument().parse({ logo: { x: 1, y: [1, 2, { z: 'ok' }] } })).toEqual({ logo: { x: 1, y: [1, 2, { z: 'ok' }] } });
  });
});

describe('lone surrogates (found by the generated bad-input sweep: a media tag filter answered 500)', () => {
  it('free text and documents refuse a lone surrogate, and keep pairs (emoji) working', () => {
    for (const bad of ['a\ud800', '\udc00b', 'x\ud800\ud800', '\udc00\ud800']) {
      expect(freeText().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(jsonDocument().safeParse({ a: bad }).success).toBe(false);
      expect(jsonDocument().safeParse({ [bad]: 1 }).success).toBe(false);
    }
    for (const good of ['😀', 'a😀b', 'Malmö', '']) {
      expect(freeText().safeParse(good).success, good).toBe(true);
      expect(jsonDocument().safeParse({ [good || 'k']: good }).success).toBe(true);
    }
  });
});
