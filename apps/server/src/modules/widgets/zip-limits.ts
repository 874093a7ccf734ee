import { inflateRawSync } from 'node:zlib';

/**
 * Refuses a ZIP (an uploaded XLSX) whose entries would inflate past `maxTotalBytes` or that has more
 * than `maxEntries` entries, before any ZIP library expands it in memory (a zip bomb: 5 MB of deflate
 * can hold gigabytes). Sizes are measured by inflating each entry with a hard output cap, not taken
 * from the headers, which a crafted file can fake. ZIP64, encryption and methods other than stored and
 * deflate are refused (an XLSX needs none of them). Throws an Error on any refusal.
 */
export function assertZipWithinLimits(bytes: Buffer, maxTotalBytes: number, maxEntries = 2000): void {
  const eocd = findEndOfCentralDirectory(bytes);
  const entries = bytes.readUInt16LE(eocd + 10);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new Error('zip64');
  if (entries > maxEntries) throw new Error('too many entries');
  let offset = directoryOffset;
  let budget = maxTotalBytes;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const localOffset = bytes.readUInt32LE(offset + 42);
    if (flags & 0x1) throw new Error('encrypted');
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) throw new Error('zip64');
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== 0x04034b50) throw new Error('bad local header');
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) throw new Error('truncated');
    let size: number;
    if (method === 0) size = compressedSize;
    else if (method === 8) size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
    else throw new Error('unsupported method');
    budget -= size;
    if (budget < 0) throw new Error('too large');
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= lowest; i--) if (bytes.readUInt32LE(i) === 0x06054b50) return i;
  throw new Error('not a zip');
}
