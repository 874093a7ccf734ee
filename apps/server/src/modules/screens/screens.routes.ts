import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from './assignment.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { screenHealthRoutes } from './health/screen-health.routes.ts';
import { playerRoutes } from './player/player.routes.ts';
import { takeoversRoutes } from './takeovers/takeovers.routes.ts';

/** Every route of the screens module, under /api: the CMS's devices, groups and assignments, its live stream, the player protocol. */
export async function screensRoutes(app: FastifyInstance) {
  await app.register(devicesRoutes);
  await app.register(groupsRoutes);
  await app.register(assignmentRoutes);
  await app.register(playerRoutes);
  await app.register(takeoversRoutes);
  await app.register(eventsRoutes);
  await app.register(screenHealthRoutes);
}
