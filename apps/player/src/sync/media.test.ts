import { describe, expect, it } from 'vitest';
import { BlobUrls, diffFiles, mediaKey, urlKey, wantedFiles } from './media.ts';

const theme = {
  logoUrl: '/api/theme/logo.png',
  homeBackgroundUrl: null,
  accentColor: '#2E96F4',
  navBarColor: null,
  contentColor: null,
  navTextColor: null,
  organizationName: 'Acme',
};
const m = (id: number, hash: string) => ({ id, hash, url: `/api/player/media/${id}/${hash}`, bytes: 10, mime: 'image/png' });

describe('manifest diff', () => {
  it('lists media and server-path theme images once', () => {
    const keys = wantedFiles({
      media: [m(1, 'aa'), m(1, 'aa'), m(2, 'bb')],
      theme: { ...theme, homeBackgroundUrl: 'https://cdn.example/x.jpg' },
    }).map((w) => w.key);
    expect(keys).toEqual([mediaKey(m(1, 'aa')), mediaKey(m(2, 'bb')), urlKey('/api/theme/logo.png')]);
  });

  it('fetches what is missing and prunes what nothing references', () => {
    const stored = [mediaKey(m(1, 'aa')), mediaKey(m(3, 'cc')), mediaKey(m(4, 'dd'))];
    const next = { media: [m(1, 'aa'), m(2, 'bb')], theme };
    const applied = { media: [m(3, 'cc')], theme };
    const d = diffFiles(next, stored, [applied]);
    expect(d.fetch.map((f) => f.key)).toEqual([mediaKey(m(2, 'bb')), urlKey('/api/theme/logo.png')]);
    expect(d.prune).toEqual([mediaKey(m(4, 'dd'))]);
    expect(diffFiles(next, stored).prune).toEqual([mediaKey(m(3, 'cc')), mediaKey(m(4, 'dd'))]);
  });

  it('a changed hash is a new file', () => {
    const d = diffFiles({ media: [m(1, 'new')], theme: { ...theme, logoUrl: null } }, [mediaKey(m(1, 'old'))]);
    expect(d.fetch.map((f) => f.key)).toEqual([mediaKey(m(1, 'new'))]);
    expect(d.prune).toEqual([mediaKey(m(1, 'old'))]);
  });
});

describe('BlobUrls', () => {
  it('creates one URL per key and revokes the ones no longer retained', () => {
    let n = 0;
    const revoked: string[] = [];
    const urls = new BlobUrls(
      () => `blob:${++n}`,
      (u) => void revoked.push(u),
    );
    const blob = new Blob(['x']);
    expect(urls.set('a', blob)).toBe('blob:1');
    expect(urls.set('a', blob)).toBe('blob:1');
    urls.set('b', blob);
    urls.retain(['b']);
    expect(revoked).toEqual(['blob:1']);
    expect(urls.get('a')).toBeUndefined();
    expect(urls.size).toBe(1);
  });
});
