#!/usr/bin/env node
// Put a picture on a screen with an organization API token (docs/api-tokens.md).
//
//   SIGNAGE_URL=https://signage.example.com SIGNAGE_TOKEN=sgn_… DEVICE_KEY=… node api-token-example.mjs picture.png
//
// The token needs the scopes "content" (upload, playlist, slide, publish) and "screens" (assign).
// Node 20 or later (fetch, FormData and Blob are built in). Prints the new playlist's id.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const base = (process.env.SIGNAGE_URL ?? '').replace(/\/$/, '');
const token = process.env.SIGNAGE_TOKEN ?? '';
const deviceKey = process.env.DEVICE_KEY ?? '';
const picture = process.argv[2];
if (!base || !token || !deviceKey || !picture) {
  console.error('Set SIGNAGE_URL, SIGNAGE_TOKEN and DEVICE_KEY, and give the picture file as the argument.');
  process.exit(2);
}
const auth = { authorization: `Bearer ${token}` };

/** Calls the API; answers `response` of the envelope, or stops with the server's error. */
async function call(path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: body instanceof FormData ? auth : { ...auth, 'content-type': 'application/json' },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const out = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${out.errorCode} ${out.message}`);
  return out.response;
}

// 1. Upload the picture to the media library.
const form = new FormData();
form.append('file', new Blob([await readFile(picture)], { type: 'image/png' }), basename(picture));
const media = await call('/media/upload', form);

// 2. A playlist with one slide showing the picture full screen.
const playlist = await call('/playlist/create', { name: `Picture ${basename(picture)}`, aspect: '16:9', section: 'my' });
await call('/playlist/slide/create', {
  playlistId: playlist.id,
  slideData: { version: 1, elements: [], background: { type: 'image', mediaId: String(media.id), url: media.url } },
});

// 3. Publish it, and play it now on the screen.
await call('/playlist/publish', { playlistId: playlist.id });
await call('/playlist/assignToDevice', { deviceKey, playlistId: playlist.id, scheduleData: { mode: 'playNow' } });

console.log(JSON.stringify({ playlistId: playlist.id, mediaId: media.id }));
