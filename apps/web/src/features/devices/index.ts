/** What other features use from the devices feature. */
import './i18n/index.ts';
export { AssignDialog } from './AssignDialog.tsx';
export { DashboardScreens } from './DashboardScreens.tsx';
export { buildTree, descendantIds, flatten, type GroupNode } from './groupTree.ts';
export { useDevices, useGroups, useWallFor } from './hooks.ts';
export { deviceKeys, devicesApi } from './api.ts';
export { StatusChip } from './DeviceStatus.tsx';
