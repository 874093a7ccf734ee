/**
 * Time-zone conversion between instants (epoch ms) and wall-clock times of an IANA zone, with
 * `Intl` only. Wall times are "floating UTC" milliseconds: the wall fields read as if they were UTC.
 * Offsets are cached per zone and quarter hour (zone transitions fall on quarter hours), so
 * converting is a Map lookup after the first call.
 */

const QUARTER_HOUR = 900_000;
const DAY_MS = 86_400_000;
const MAX_CACHED = 20_000;

type Zone = { format: Intl.DateTimeFormat | null; offsets: Map<number, number> };
const zones = new Map<string, Zone>();

function zone(timeZone: string): Zone {
  let z = zones.get(timeZone);
  if (!z) {
    z = { format: makeFormat(timeZone), offsets: new Map() };
    zones.set(timeZone, z);
  }
  return z;
}

function makeFormat(timeZone: string): Intl.DateTimeFormat | null {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return null;
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null; // an unknown zone is evaluated as UTC (the server validates zones it stores)
  }
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function computeOffset(format: Intl.DateTimeFormat, instant: number): number {
  const f: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') f[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The zone's UTC offset (ms, wall = instant + offset) at an instant. */
export function offsetAt(timeZone: string, instant: number): number {
  const z = zone(timeZone);
  if (!z.format) return 0;
  const bucket = Math.floor(instant / QUARTER_HOUR);
  let offset = z.offsets.get(bucket);
  if (offset === undefined) {
    offset = computeOffset(z.format, bucket * QUARTER_HOUR);
    if (z.offsets.size >= MAX_CACHED) z.offsets.clear();
    z.offsets.set(bucket, offset);
  }
  return offset;
}

/** The wall time (floating-UTC ms) at an instant. */
export function toWall(timeZone: string, instant: number): number {
  return instant + offsetAt(timeZone, instant);
}

/**
 * The instant of a wall time, as RFC 5545 (3.3.5) reads local times: a time in a DST gap uses
 * the offset before the gap (02:30 on a spring-forward night is 03:30 summer time); a time
 * that occurs twice (autumn fold) is its first occurrence.
 */
export function fromWall(timeZone: string, wall: number): number {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  if (before === after) {
    const t = wall - before;
    if (offsetAt(timeZone, t) === before) return t;
  }
  const a = wall - before;
  const b = wall - after;
  const aValid = offsetAt(timeZone, a) === before;
  const bValid = offsetAt(timeZone, b) === after;
  if (aValid && bValid) return Math.min(a, b);
  if (aValid) return a;
  if (bValid) return b;
  return a; // in the gap: the offset before it
}
