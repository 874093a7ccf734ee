import { statsExportBody, statsOptionsBody, statsOptionsResponse, statsUsageBody, statsUsageResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost } from '../../lib/http.ts';
import { statsCsv, statsPdf } from './stats-export.ts';

const tags = ['stats'];
/** Owner and admin with the licence flag `stats`; read-only, so allowed on an expired (view-only) licence. */
const read = { access: { auth: 'session' as const, permission: 'stats.view' as const, feature: 'stats' as const } };

/** Usage stats (docs/insight.md "Usage stats"). */
export async function statsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { stats } = app.services;
  const post = jsonPost(app, tags);

  post('/stats/options', 'What the usage filters can pick from, and the time zone', statsOptionsBody, statsOptionsResponse, read, (b, r) =>
    stats.options(caller(r), b.organizationId),
  );
  post('/stats/usage', "One usage type's series, totals and a page of rows", statsUsageBody, statsUsageResponse, read, (b, r) =>
    stats.usage(caller(r), b, r.locale),
  );
  // A file download, declared like the media downloads (no JSON envelope): text/csv or application/pdf.
  app.route({
    method: 'POST',
    url: '/stats/export',
    schema: {
      tags,
      summary: 'The usage report as a file (CSV: one section per type; PDF: a proof-of-play report)',
      description:
        "Answers the file itself (`Content-Disposition: attachment`): text/csv (UTF-8 with BOM) or application/pdf, labels in the caller's language.",
      body: statsExportBody,
      produces: ['text/csv', 'application/pdf'],
    },
    config: read,
    handler: async (request, reply) => {
      const b = request.body;
      const { scope, sections } = await stats.report(caller(request), b, request.locale);
      const report = {
        organizationName: scope.organizationName,
        timeZone: scope.timeZone,
        from: scope.filter.from,
        to: scope.filter.to,
        generatedAt: app.ctx.now(),
        sections,
      };
      const name = `usage-${scope.filter.from}-${scope.filter.to}.${b.format}`;
      const body = b.format === 'csv' ? statsCsv(report, request.locale) : await statsPdf(report, request.locale);
      return reply
        .header('content-type', b.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
