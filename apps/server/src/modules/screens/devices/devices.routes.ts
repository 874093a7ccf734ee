import {
  countResult,
  deviceAcceptBody,
  deviceAcceptResponse,
  deviceDetailsBody,
  deviceGroupListResponse,
  deviceInfo,
  deviceInfoBody,
  deviceInteractiveToggleBody,
  deviceKeyBody,
  deviceListBody,
  deviceListItem,
  deviceListResponse,
  deviceOrgParams,
  deviceScheduleIndexBody,
  deviceScreenshotParams,
  deviceSetNameBody,
  deviceSetSleepHoursBody,
  deviceSetTagsBody,
  deviceTagListBody,
  deviceTagListResponse,
  deviceTagsBulkBody,
  deviceStatsBody,
  deviceStatsResponse,
  deviceThumbnailResponse,
  deviceTimelineBody,
  deviceTimelineResponse,
  deviceUpdateScheduleEntryBody,
  envelope,
  okResult,
  scheduleResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonPost, metaOf, ok } from '../../../lib/http.ts';
import { caller } from '../../../core/context.ts';
import { sendStored } from '../../../lib/serve-stored.ts';

const read = { access: { auth: 'session' as const, permission: 'devices.manage' as const } };
const write = { access: { auth: 'session' as const, permission: 'devices.manage' as const, write: true } };
const tags = ['devices'];

/** Devices (spec 7.6 with its exact paths and fields; docs/screens.md). */
export async function devicesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { devices: service, storage, sleepHours } = app.services;

  const post = jsonPost(app, tags);

  app.post(
    '/device/:organizationId/accept',
    {
      schema: {
        tags,
        summary: 'Pair the screen showing this 4-digit code (deviceId) into the organization',
        params: deviceOrgParams,
        body: deviceAcceptBody,
        response: { 200: envelope(deviceAcceptResponse) },
      },
      config: write,
    },
    async (request) =>
      ok(
        await service.accept(
          caller(request),
          request.params.organizationId,
          request.body.deviceId,
          { name: request.body.name, groupId: request.body.groupId },
          metaOf(request),
        ),
      ),
  );
  app.post(
    '/device/:organizationId/list',
    {
      schema: {
        tags,
        summary: "The organization's screens with status, now playing, delivery, last seen",
        params: deviceOrgParams,
        body: deviceListBody,
        response: { 200: envelope(deviceListResponse) },
      },
      config: read,
    },
    async (request) => ok(await service.list(caller(request), request.params.organizationId, request.body.groupId)),
  );

  post('/device/remove', 'Remove a screen (its player returns to pairing)', deviceKeyBody, okResult, write, (b, r) =>
    service.remove(caller(r), b.deviceKey, metaOf(r)),
  );
  post('/device/groupList', "The device's group path, root first", deviceKeyBody, deviceGroupListResponse, read, (b, r) =>
    service.groupList(caller(r), b.deviceKey),
  );
  post('/device/stats', 'Counts of active, inactive, offline (and updating) screens', deviceStatsBody, deviceStatsResponse, read, (b, r) =>
    service.stats(caller(r), b.organizationId),
  );
  post('/device/info', 'One screen with its schedule and group path', deviceInfoBody, deviceInfo, read, (b, r) =>
    service.info(caller(r), b.deviceKey, b.organizationId),
  );
  post('/device/setName', "Rename ('' = Screen {id})", deviceSetNameBody, deviceListItem, write, (b, r) =>
    service.setName(caller(r), b.deviceKey, b.deviceName, metaOf(r)),
  );
  post('/device/setTags', "Replace the screen's tags (dynamic groups follow)", deviceSetTagsBody, deviceListItem, write, (b, r) =>
    service.setTags(caller(r), b.deviceKey, b.tags, metaOf(r)),
  );
  post(
    '/device/setSleepHours',
    "Set the screen's own sleep hours (null = follow its group's)",
    deviceSetSleepHoursBody,
    deviceListItem,
    write,
    (b, r) => sleepHours.setDevice(caller(r), b.deviceKey, b.sleepHours, metaOf(r)),
  );
  post('/device/tags', 'Add and remove tags on several screens', deviceTagsBulkBody, countResult, write, (b, r) =>
    service.bulkTags(caller(r), b.deviceKeys, b.add, b.remove, metaOf(r)),
  );
  post('/device/tagList', "Every tag the organization's screens carry", deviceTagListBody, deviceTagListResponse, read, (b, r) =>
    service.tagList(caller(r), b.organizationId),
  );
  post('/device/details', 'Type, description (+ rotation, time zone, active)', deviceDetailsBody, deviceListItem, write, (b, r) =>
    service.details(caller(r), b.deviceKey, b, metaOf(r)),
  );
  post(
    '/device/interactive/toggle',
    'Interactive on or off within the licence limit; count = devices changed',
    deviceInteractiveToggleBody,
    countResult,
    write,
    (b, r) => service.setInteractive(caller(r), b.organizationId, b.deviceKeys, b.interactive, metaOf(r)),
  );
  post(
    '/device/activeThumbnail',
    'Latest screenshot; asks the screen for a fresh one',
    deviceKeyBody,
    deviceThumbnailResponse,
    read,
    (b, r) => service.activeThumbnail(caller(r), b.deviceKey),
  );
  post('/device/reload', 'Ask the screen to reload its player', deviceKeyBody, okResult, write, (b, r) =>
    service.reload(caller(r), b.deviceKey, metaOf(r)),
  );
  post('/device/getSchedule', 'Schedule entries and play now', deviceKeyBody, scheduleResponse, read, (b, r) =>
    service.schedule(caller(r), b.deviceKey),
  );
  post('/device/clearSchedule', 'Remove every entry and stop play now', deviceKeyBody, scheduleResponse, write, (b, r) =>
    service.clearSchedule(caller(r), b.deviceKey, metaOf(r)),
  );
  post('/device/removeScheduleEntry', 'Remove the entry at an index', deviceScheduleIndexBody, scheduleResponse, write, (b, r) =>
    service.removeScheduleEntry(caller(r), b.deviceKey, b.scheduleEntryIndex, metaOf(r)),
  );
  post(
    '/device/updateScheduleEntry',
    'Replace the entry at an index (index = length appends); scheduleEntry as JSON text or object',
    deviceUpdateScheduleEntryBody,
    scheduleResponse,
    write,
    (b, r) => service.updateScheduleEntry(caller(r), b.deviceKey, b.scheduleEntryIndex, b.scheduleEntry, metaOf(r)),
  );
  post('/device/stopPlayNow', 'Stop the play-now playlist', deviceKeyBody, scheduleResponse, write, (b, r) =>
    service.stopPlayNow(caller(r), b.deviceKey, metaOf(r)),
  );
  post('/device/timeline', 'What plays when, and why (labelled spans)', deviceTimelineBody, deviceTimelineResponse, read, (b, r) =>
    service.timeline(caller(r), b.deviceKey, b.days, b.from),
  );

  app.get(
    '/device/screenshot/:deviceKey/:sha256',
    {
      schema: {
        tags,
        summary: 'The latest screenshot (session cookie accepted)',
        params: deviceScreenshotParams,
      },
      config: { access: { auth: 'session', permission: 'devices.manage', cookie: true } },
    },
    async (request, reply) => {
      const file = await service.screenshotFile(caller(request), request.params.deviceKey, request.params.sha256);
      return sendStored(request, reply, storage, file);
    },
  );
}
