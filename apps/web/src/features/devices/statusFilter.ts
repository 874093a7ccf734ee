import { DEVICE_STATUSES, type DeviceListItem, type DeviceStatus } from '@signage/shared';

/**
 * The screen list's status filter lives in the address (`/home/devicemanagement/devices?status=offline`),
 * like the other list filters, so the dashboard's "see all offline screens" can link to it and a
 * filtered list can be bookmarked. An unknown value is no filter, never an error.
 */
export function readStatusFilter(params: URLSearchParams): DeviceStatus | null {
  const value = params.get('status') ?? '';
  return (DEVICE_STATUSES as readonly string[]).includes(value) ? (value as DeviceStatus) : null;
}

export { devicesListPath } from './paths.ts';

export function filterByStatus<T extends Pick<DeviceListItem, 'status'>>(devices: T[], status: DeviceStatus | null): T[] {
  return status ? devices.filter((d) => d.status === status) : devices;
}
