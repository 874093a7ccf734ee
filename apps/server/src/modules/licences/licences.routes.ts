import { envelope, licenceInfoBody, licenceInfoResponse, packageInfoBody, packageInfoSchema } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http.ts';
import { caller } from '../../plugins/context.ts';
import { LicencesService } from './licences.service.ts';

/** Spec 7.2 (the calls the CMS shell needs; management calls come with the organizations issue). */
export async function licencesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const licences = new LicencesService(app.ctx);
  const tags = ['licence'];

  app.get(
    '/license/packages',
    {
      schema: { tags, summary: 'Licence packages on offer', response: { 200: envelope(z.array(packageInfoSchema)) } },
      config: { access: { auth: 'public' } },
    },
    async () => ok(await licences.listPackages()),
  );
  app.post(
    '/license/packageinfo',
    {
      schema: {
        tags,
        summary: 'One package (TRIAL fallback when unknown)',
        body: packageInfoBody,
        response: { 200: envelope(packageInfoSchema) },
      },
      config: { access: { auth: 'public' } },
    },
    async (request) => ok(await licences.packageInfo(request.body.package)),
  );
  app.post(
    '/license/info',
    {
      schema: {
        tags,
        summary: "An organization's licence: limits, status, flags",
        body: licenceInfoBody,
        response: { 200: envelope(licenceInfoResponse) },
      },
      config: { access: { auth: 'session' } },
    },
    async (request) => ok(await licences.info(caller(request), request.body.organizationId)),
  );
}
