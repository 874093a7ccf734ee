import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from '../../lib/serve-stored.ts';
import { likeLiteral } from '../../lib/sql-helpers.ts';
import { displayName } from './media.presenter.ts';
import { sniffMediaType } from './sniff.ts';

describe('sniffMediaType', () => {
  const b = (...bytes: number[]) => Buffer.from(bytes);
  it('recognises the allowed types by their first bytes', () => {
    expect(sniffMediaType(b(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMediaType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffMediaType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffMediaType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMediaType(Buffer.concat([b(0, 0, 0, 0x20), Buffer.from('ftypisom')]))).toBe('video/mp4');
    expect(sniffMediaType(Buffer.concat([b(0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84), Buffer.from('webm')]))).toBe('video/webm');
    expect(sniffMediaType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBe('audio/wav');
    expect(sniffMediaType(Buffer.from('ID3\x04\0'))).toBe('audio/mpeg');
    expect(sniffMediaType(b(0xff, 0xfb, 0x90, 0x64))).toBe('audio/mpeg');
    expect(
      sniffMediaType(
        Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- c --><!DOCTYPE svg PUBLIC "x" "y">\n<svg xmlns="http://www.w3.org/2000/svg">'),
      ),
    ).toBe('image/svg+xml');
  });
  it('refuses everything else, whatever the name', () => {
    expect(sniffMediaType(b(0x7f, 0x45, 0x4c, 0x46, 2, 1))).toBeNull();
    expect(sniffMediaType(Buffer.from('MZ\x90\0'))).toBeNull();
    expect(sniffMediaType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffMediaType(Buffer.concat([b(0, 0, 0, 0x20), Buffer.from('ftypqt  ')]))).toBeNull();
    expect(sniffMediaType(Buffer.concat([b(0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88), Buffer.from('matroska')]))).toBeNull();
    expect(sniffMediaType(b(0xff, 0xf1, 0x50, 0x80))).toBeNull(); // AAC ADTS
    expect(sniffMediaType(Buffer.alloc(0))).toBeNull();
  });
});

describe('parseRange', () => {
  it('parses single byte ranges and refuses unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=abc', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});

describe('names', () => {
  it('keeps only a clean base name for display', () => {
    expect(displayName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(displayName('C:\\Users\\x\\photo.jpg', 'jpg')).toBe('photo.jpg');
    expect(displayName('evil\u202egnp.exe', 'png')).toBe('evilgnp.exe');
    expect(displayName('...', 'png')).toBe('file.png');
    expect(displayName(undefined, 'pdf')).toBe('file.pdf');
  });
  it('encodes Content-Disposition safely', () => {
    expect(contentDisposition('a"b;c\r\n.pdf')).toBe(`inline; filename="a_b_c__.pdf"; filename*=UTF-8''a%22b%3Bc%0D%0A.pdf`);
  });
  it('escapes LIKE wildcards', () => {
    expect(likeLiteral('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
