/** The zones an organization may pick: the IANA zones of this runtime, and UTC. */
let zones: Set<string> | null = null;

/** Whether a name is a time zone an organization may pick (`Intl.supportedValuesOf('timeZone')` or 'UTC'). */
export function isTimeZone(name: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(name);
}
