import { envelope, parentPathResponse, subOrganizationsResponse, themeResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http.ts';
import { caller } from '../../plugins/context.ts';
import { OrganizationsService } from './organizations.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const session = { access: { auth: 'session' as const } };

export async function organizationsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const orgs = new OrganizationsService(app.ctx);
  const tags = ['organizations'];

  app.get(
    '/organizations/:id/theme',
    {
      schema: { tags, summary: "The organization's theme", params: idParams, response: { 200: envelope(themeResponse) } },
      config: session,
    },
    async (request) => ok(await orgs.theme(caller(request), request.params.id)),
  );
  app.get(
    '/organizations/:id/exdata/websitetitle',
    {
      schema: {
        tags,
        summary: 'The website title (document title)',
        params: idParams,
        response: { 200: envelope(z.object({ websiteTitle: z.string() })) },
      },
      config: session,
    },
    async (request) => ok(await orgs.websiteTitle(caller(request), request.params.id)),
  );
  app.get(
    '/organizations/:id/parentpath',
    {
      schema: {
        tags,
        summary: 'Ids and names from the root to this organization',
        params: idParams,
        response: { 200: envelope(parentPathResponse) },
      },
      config: session,
    },
    async (request) => ok(await orgs.parentPath(caller(request), request.params.id)),
  );
  app.get(
    '/organizations/:id/allsuborganizations',
    {
      schema: {
        tags,
        summary: 'Every organization below this one, parents first',
        params: idParams,
        response: { 200: envelope(subOrganizationsResponse) },
      },
      config: session,
    },
    async (request) => ok(await orgs.allSubOrganizations(caller(request), request.params.id)),
  );
}
