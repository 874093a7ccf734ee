import { envelope, invoicesResponse, recordIdParam } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { ok } from '../../lib/http.ts';

const tags = ['invoices'];
/** Owner and admin (of the organization, or of a managing ancestor); read-only, so allowed on an expired licence. */
const read = { access: { auth: 'session' as const, permission: 'organizations.manage' as const } };
const orgParams = z.strictObject({ id: recordIdParam });
const invoiceParams = z.strictObject({ id: recordIdParam, invoiceId: recordIdParam });

/** Invoices of card payments (docs/billing.md "Invoices"): listed and downloaded, never written through the API. */
export async function invoicesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { invoices } = app.services;

  app.get(
    '/organizations/:id/invoices',
    {
      schema: {
        tags,
        summary: "An organization's invoices, newest first",
        params: orgParams,
        response: { 200: envelope(invoicesResponse) },
      },
      config: read,
    },
    async (request) => ok(await invoices.list(caller(request), request.params.id)),
  );
  // A file download (no JSON envelope), declared like the usage report's.
  app.route({
    method: 'GET',
    url: '/organizations/:id/invoices/:invoiceId/pdf',
    schema: {
      tags,
      summary: 'One invoice as a PDF',
      description:
        'Answers the file itself (`Content-Disposition: attachment; filename="invoice-<number>.pdf"`), in the buyer owner\'s language.',
      params: invoiceParams,
      produces: ['application/pdf'],
    },
    config: read,
    handler: async (request, reply) => {
      const file = await invoices.pdf(caller(request), request.params.id, request.params.invoiceId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  });
}
