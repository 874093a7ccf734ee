import type { DeviceStatus } from '@signage/shared';

/**
 * The screen list, filtered to one status or not. A module of its own, importing nothing at run time:
 * the dashboard links to the list, and whatever this sits with is loaded with the dashboard.
 */
export const devicesListPath = (status?: DeviceStatus | null) =>
  `/home/devicemanagement/devices${status ? `?status=${encodeURIComponent(status)}` : ''}`;
