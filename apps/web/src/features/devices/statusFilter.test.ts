import { describe, expect, it } from 'vitest';
import { devicesListPath, filterByStatus, readStatusFilter } from './statusFilter.ts';

describe('the screen list status filter in the address', () => {
  it('reads a known status, ignores anything else', () => {
    expect(readStatusFilter(new URLSearchParams('status=offline'))).toBe('offline');
    expect(readStatusFilter(new URLSearchParams('status=inactive'))).toBe('inactive');
    expect(readStatusFilter(new URLSearchParams('status=gone'))).toBeNull();
    expect(readStatusFilter(new URLSearchParams(''))).toBeNull();
  });

  it('the dashboard links to the list filtered to offline screens, and the filter keeps only those', () => {
    const path = devicesListPath('offline');
    expect(path).toBe('/home/devicemanagement/devices?status=offline');
    const status = readStatusFilter(new URLSearchParams(path.split('?')[1]));
    const list = [
      { id: 1, status: 'active' as const },
      { id: 2, status: 'offline' as const },
      { id: 3, status: 'inactive' as const },
    ];
    expect(filterByStatus(list, status).map((d) => d.id)).toEqual([2]);
    expect(filterByStatus(list, null)).toHaveLength(3);
    expect(devicesListPath()).toBe('/home/devicemanagement/devices');
  });
});
