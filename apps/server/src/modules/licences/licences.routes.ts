import {
  addCreditsBody,
  creditsResponse,
  demoExtensionResponse,
  envelope,
  licenceInfoBody,
  licenceInfoResponse,
  licenceUpdateBody,
  packageInfoBody,
  packageInfoSchema,
  pricingResponse,
  pricingUpdateBody,
  recordIdParam,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonPost, ok } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';

const orgParams = z.strictObject({ organizationId: recordIdParam });
const idParams = z.strictObject({ id: recordIdParam });
const read = { access: { auth: 'session' as const } };
/** Licence, credit and price changes: owner/admin of a managing ancestor, never under impersonation (TEN-7). */
const manage = { access: { auth: 'session' as const, permission: 'licence.manage' as const, write: true, noImpersonation: true } };

/** Spec 7.2: licence calls. */
export async function licencesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { licences, licenceManagement: management } = app.services;
  const tags = ['licence'];
  const post = jsonPost(app, tags);

  app.get(
    '/license/packages',
    {
      schema: { tags, summary: 'Licence packages on offer', response: { 200: envelope(z.array(packageInfoSchema)) } },
      config: { access: { auth: 'public' } },
    },
    async () => ok(await licences.listPackages()),
  );
  post(
    '/license/packageinfo',
    'One package (TRIAL fallback when unknown)',
    packageInfoBody,
    packageInfoSchema,
    { access: { auth: 'public' } },
    (b) => licences.packageInfo(b.package),
  );
  post('/license/info', "An organization's licence: limits, usage, status, flags", licenceInfoBody, licenceInfoResponse, read, (b, r) =>
    licences.info(caller(r), b.organizationId),
  );
  post(
    '/license/update',
    "Change a sub-organization's licence (managing ancestor; within the caller's own licence)",
    licenceUpdateBody,
    licenceInfoResponse,
    manage,
    (b, r) => management.update(caller(r), b.data, r.ip),
  );
  app.get(
    '/license/:organizationId/demo-extension',
    {
      schema: {
        tags,
        summary: 'Extend a trial once by 30 days (allowed while expired)',
        params: orgParams,
        response: { 200: envelope(demoExtensionResponse) },
      },
      config: { access: { auth: 'session', permission: 'licence.manage' } },
    },
    async (request) => ok(await management.demoExtension(caller(request), request.params.organizationId, request.ip)),
  );
  app.get(
    '/license/:organizationId/credits',
    {
      schema: { tags, summary: 'AI credits: total and used', params: orgParams, response: { 200: envelope(creditsResponse) } },
      config: read,
    },
    async (request) => ok(await management.credits(caller(request), request.params.organizationId)),
  );
  app.post(
    '/license/:organizationId/credits/add',
    {
      schema: {
        tags,
        summary: 'Add AI credits (managing ancestor)',
        params: orgParams,
        body: addCreditsBody,
        response: { 200: envelope(creditsResponse) },
      },
      config: manage,
    },
    async (request) =>
      ok(await management.addCredits(caller(request), request.params.organizationId, request.body.numberOfCredits, request.ip)),
  );
  app.get(
    '/organizations/:id/license/pricing',
    {
      schema: { tags, summary: 'The price chart (own, else inherited)', params: idParams, response: { 200: envelope(pricingResponse) } },
      config: read,
    },
    async (request) => ok(await management.pricing(caller(request), request.params.id)),
  );
  app.post(
    '/organizations/:id/license/pricing/update',
    {
      schema: {
        tags,
        summary: 'Set one price (managing ancestor)',
        params: idParams,
        body: pricingUpdateBody,
        response: { 200: envelope(pricingResponse) },
      },
      config: manage,
    },
    async (request) =>
      ok(await management.updatePricing(caller(request), request.params.id, request.body.item, request.body.value, request.ip)),
  );
}
