import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { assertZipWithinLimits } from './zip-limits.ts';

/** A one-entry ZIP whose headers claim `claimedSize` while the entry holds `content`. */
function zipOf(content: Buffer, claimedSize = content.length): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimedSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimedSize, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('assertZipWithinLimits', () => {
  it('accepts a real workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRow(['x', 1]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(() => assertZipWithinLimits(bytes, 10 * 1024 * 1024)).not.toThrow();
  });

  it('refuses an entry that inflates past the cap, even when its headers claim a small size', () => {
    const bomb = Buffer.alloc(20 * 1024 * 1024, 0x41);
    expect(() => assertZipWithinLimits(zipOf(bomb, 100), 10 * 1024 * 1024)).toThrow();
    expect(() => assertZipWithinLimits(zipOf(Buffer.from('small')), 10 * 1024 * 1024)).not.toThrow();
  });

  it('refuses what is not a whole ZIP', () => {
    expect(() => assertZipWithinLimits(Buffer.from('PK\x03\x04 not really'), 1024)).toThrow();
    const zip = zipOf(Buffer.from('hello'));
    expect(() => assertZipWithinLimits(zip.subarray(0, zip.length - 30), 1024)).toThrow();
  });
});
