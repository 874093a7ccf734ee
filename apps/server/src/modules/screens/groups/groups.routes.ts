import {
  countResult,
  deviceListItem,
  deviceListResponse,
  groupAddDeviceBody,
  groupAddDevicesBody,
  groupCreateBody,
  groupCreateDynamicBody,
  groupUpdateRuleBody,
  groupUpdateWallBody,
  groupSetSleepHoursBody,
  groupUpdateSyncBody,
  groupCreateResponse,
  groupDetailsBody,
  groupDetailsResponse,
  groupGroupListBody,
  groupIdBody,
  groupListBody,
  groupListDevicesBody,
  groupListResponse,
  groupPathResponse,
  groupRemoveDeviceBody,
  groupRemoveScheduleEntryBody,
  groupScheduleBody,
  groupTimelineBody,
  deviceTimelineResponse,
  groupStopPlayNowBody,
  groupUpdateDetailsBody,
  groupUpdateScheduleEntryBody,
  okResult,
  scheduleResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonPost, metaOf } from '../../../lib/http.ts';
import { caller } from '../../../core/context.ts';

const read = { access: { auth: 'session' as const, permission: 'devices.manage' as const } };
const write = { access: { auth: 'session' as const, permission: 'devices.manage' as const, write: true } };
const tags = ['groups'];

/** Device groups (spec 7.5 with its exact paths and fields; docs/screens.md). */
export async function groupsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { groups: service } = app.services;

  const post = jsonPost(app, tags);

  post('/group/list', 'Groups under a parent (-1 = root), or all with all: true', groupListBody, groupListResponse, read, (b, r) =>
    service.list(caller(r), b.parentId, b.organizationId, b.all),
  );
  post('/group/details', 'Name, description, counts, play now', groupDetailsBody, groupDetailsResponse, read, (b, r) =>
    service.details(caller(r), b.id, b.organizationId),
  );
  post('/group/updateDetails', 'Rename, describe (and move with parentId)', groupUpdateDetailsBody, groupDetailsResponse, write, (b, r) =>
    service.updateDetails(caller(r), b, metaOf(r)),
  );
  post('/group/create', 'New group, optionally with devices moved into it', groupCreateBody, groupCreateResponse, write, (b, r) =>
    service.create(caller(r), b, metaOf(r)),
  );
  post(
    '/group/createDynamic',
    'New dynamic group: the screens whose tags match its rule',
    groupCreateDynamicBody,
    groupCreateResponse,
    write,
    (b, r) => service.createDynamic(caller(r), b, metaOf(r)),
  );
  post('/group/updateRule', "Change a dynamic group's tag rule", groupUpdateRuleBody, groupDetailsResponse, write, (b, r) =>
    service.updateRule(caller(r), b.id, b.rule, metaOf(r)),
  );
  post(
    '/group/updateWall',
    "Make a normal group a video wall (columns, rows, screen size and bezel in pixels, each screen's cell and rotation), or a normal group again with wall: null",
    groupUpdateWallBody,
    groupDetailsResponse,
    write,
    (b, r) => service.updateWall(caller(r), b.id, b.wall, metaOf(r)),
  );
  post(
    '/group/setSleepHours',
    "Set the sleep hours of the group's screens (those without their own; null = none)",
    groupSetSleepHoursBody,
    groupDetailsResponse,
    write,
    (b, r) => app.services.sleepHours.setGroup(caller(r), b.id, b.sleepHours, metaOf(r)),
  );
  post(
    '/group/updateSync',
    "Synchronized playback on or off: the group's screens play one shared timeline",
    groupUpdateSyncBody,
    groupDetailsResponse,
    write,
    (b, r) => service.updateSync(caller(r), b.id, b.sync, metaOf(r)),
  );
  post('/group/remove', 'Remove a group; its devices and sub-groups move to its parent', groupIdBody, okResult, write, (b, r) =>
    service.remove(caller(r), b.id, metaOf(r)),
  );
  post('/group/listDevices', "A group's devices (-1 = ungrouped)", groupListDevicesBody, deviceListResponse, read, (b, r) =>
    service.listDevices(caller(r), b.groupId, b.organizationId),
  );
  post(
    '/group/addDevice',
    'Move a device into a group (-1 = none), optionally setting interactive',
    groupAddDeviceBody,
    deviceListItem,
    write,
    (b, r) => service.addDevice(caller(r), b.groupId, b.deviceKey, b.interactive, metaOf(r)),
  );
  post('/group/addDevices', 'Move devices (deviceKeyList as JSON text) into a group', groupAddDevicesBody, countResult, write, (b, r) =>
    service.addDevices(caller(r), b.groupId, b.deviceKeyList, metaOf(r)),
  );
  post('/group/removeDevice', 'Take a device out of its group', groupRemoveDeviceBody, deviceListItem, write, (b, r) =>
    service.removeDevice(caller(r), b.deviceKey, metaOf(r)),
  );
  post('/group/groupList', "The group's path, root first", groupGroupListBody, groupPathResponse, read, (b, r) =>
    service.groupList(caller(r), b.groupId),
  );
  post('/group/getSchedule', 'Schedule entries and play now', groupScheduleBody, scheduleResponse, read, (b, r) =>
    service.schedule(caller(r), b.groupId),
  );
  post(
    '/group/timeline',
    "What plays when, and why, on the group's screens without a schedule of their own",
    groupTimelineBody,
    deviceTimelineResponse,
    read,
    (b, r) => service.timeline(caller(r), b.groupId, b.days, b.from, b.timeZone),
  );
  post(
    '/group/updateScheduleEntry',
    'Replace the entry at an index (index = length appends)',
    groupUpdateScheduleEntryBody,
    scheduleResponse,
    write,
    (b, r) => service.updateScheduleEntry(caller(r), b.groupId, b.scheduleEntryIndex, b.scheduleEntry, metaOf(r)),
  );
  post('/group/removeScheduleEntry', 'Remove the entry at an index', groupRemoveScheduleEntryBody, scheduleResponse, write, (b, r) =>
    service.removeScheduleEntry(caller(r), b.groupId, b.scheduleEntryIndex, metaOf(r)),
  );
  post('/group/stopPlayNow', 'Stop the play-now playlist of a group', groupStopPlayNowBody, scheduleResponse, write, (b, r) =>
    service.stopPlayNow(caller(r), b.groupId, metaOf(r)),
  );
}
