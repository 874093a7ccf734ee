import { playlistAssignDeviceBody, playlistAssignGroupBody, playlistAssignResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

/** Screen managers assign shared playlists: the permission is checked again by role in the services. */
const assign = { access: { auth: 'session' as const, permission: 'playlists.assignShared' as const, write: true } };

/**
 * Putting a playlist on screens (spec 7.7, under its `/playlist/…` paths): play now, or a schedule
 * entry appended, on one screen or a group.
 */
export async function assignmentRoutes(app: FastifyInstance) {
  const { devices, groups } = app.services;
  const post = jsonPost(app, ['playlists']);

  post(
    '/playlist/assignToDevice',
    'Play now on a screen, or add a schedule entry (published playlists; screen managers shared or stock only)',
    playlistAssignDeviceBody,
    playlistAssignResponse,
    assign,
    (b, r) => devices.assignToDevice(caller(r), b.deviceKey, b.playlistId, b.scheduleData, metaOf(r)),
  );
  post(
    '/playlist/assignToGroup',
    'Play now on a group, or add a schedule entry (published playlists; screen managers shared or stock only)',
    playlistAssignGroupBody,
    playlistAssignResponse,
    assign,
    (b, r) => groups.assignToGroup(caller(r), b.groupId, b.playlistId, b.scheduleData, metaOf(r)),
  );
}
