import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../lib/http.ts';
import { VERSION } from '../../core/version.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check' }, config: { access: { auth: 'public' } } },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ errorCode: 'INTERNAL', message: 'database unavailable' });
      }
      return ok({ status: 'ok', version: VERSION, database: app.ctx.dbKind, mail: app.ctx.mailer.mode });
    },
  );
}
