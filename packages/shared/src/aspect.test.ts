import { describe, expect, it } from 'vitest';
import { canonicalAspect, parseAspect, playlistAspectBody, storedAspect } from './index.ts';

describe('parseAspect (spec 3 "16/9", spec 9 "16:9" and custom pixels)', () => {
  it('reads both spellings and pixels into one canonical form', () => {
    expect(canonicalAspect('16/9')).toBe('16:9');
    expect(canonicalAspect('16:9')).toBe('16:9');
    expect(canonicalAspect(' 9 / 16 ')).toBe('9:16');
    expect(canonicalAspect('32:18')).toBe('16:9');
    expect(canonicalAspect('8:5')).toBe('16:10');
    expect(canonicalAspect('21:9')).toBe('21:9');
    expect(canonicalAspect('1080×1920')).toBe('1080x1920');
    expect(parseAspect('1080x1920')).toEqual({ kind: 'pixels', width: 1080, height: 1920, value: '1080x1920' });
    expect(canonicalAspect('10:1')).toBe('10:1');
  });

  it('refuses zero sides, absurd ratios and anything else', () => {
    for (const bad of ['16:0', '0:0', '0/9', '1000:1', '1:11', '11x1000', '9x9', '16:9:1', '16-9', '', ' ', '16.9', null, 16])
      expect(parseAspect(bad), String(bad)).toBeNull();
  });

  it('reads refused legacy values as 16:9 and answers ASPECT_INVALID from the contract', () => {
    expect(storedAspect('16:0').value).toBe('16:9');
    expect(storedAspect(null).value).toBe('16:9');
    const result = playlistAspectBody.safeParse({ sessionKey: 'k', playlistId: 1, aspectType: '0:0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ASPECT_INVALID');
    expect(playlistAspectBody.parse({ sessionKey: 'k', playlistId: 1, aspectType: '4/3' }).aspectType).toBe('4:3');
    expect(playlistAspectBody.safeParse({ sessionKey: 'k', playlistId: 1, aspectType: 16 }).error?.issues[0]?.message).toBe(
      'ASPECT_INVALID',
    );
    expect(playlistAspectBody.safeParse({ sessionKey: 'k', playlistId: 1 }).error?.issues[0]?.message).toBe('FIELD_REQUIRED');
  });
});
