/** What other features use from the devices feature. */
import './i18n/index.ts';
export { AssignDialog } from './AssignDialog.tsx';
export { DashboardScreens } from './DashboardScreens.tsx';
export { useDevices } from './hooks.ts';
export { deviceKeys, devicesApi } from './api.ts';
export { StatusChip } from './DeviceStatus.tsx';
