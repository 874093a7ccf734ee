import { describe, expect, it } from 'vitest';
import { notOfferedHere } from './licences.service.ts';

const canva = {
  clientId: 'id',
  clientSecret: 'secret',
  apiBase: 'https://api.canva.com/rest',
  authUrl: 'https://www.canva.com/api/oauth/authorize',
};

describe('the add-ons a server does not offer (licence page: "Included, not offered on this server")', () => {
  it('a server with nothing configured offers none of them', () => {
    const config = { widgets: { refreshMs: 1, deployment: { qrCode: false, facebook: false, instagram: false } }, canva: null };
    expect(notOfferedHere(config)).toEqual(['facebook', 'instagram', 'qrCode', 'canva']);
  });

  it('names only what is missing: no Canva keys, Instagram off', () => {
    const config = { widgets: { refreshMs: 1, deployment: { qrCode: true, facebook: true, instagram: false } }, canva: null };
    expect(notOfferedHere(config)).toEqual(['instagram', 'canva']);
    expect(
      notOfferedHere({ ...config, widgets: { refreshMs: 1, deployment: { qrCode: true, facebook: true, instagram: true } }, canva }),
    ).toEqual([]);
  });
});
