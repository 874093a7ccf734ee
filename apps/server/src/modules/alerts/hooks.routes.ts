import { envelope, hookJsonBody, hookResult } from '@signage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/http.ts';
import { CAP_MAX_BYTES } from './cap.ts';
import type { HookRequest } from './hooks.service.ts';

const tags = ['hooks'];
/** The content types a CAP 1.2 message may come with. */
export const CAP_CONTENT_TYPES = ['application/xml', 'text/xml', 'application/cap+xml'];
/**
 * Public on purpose: the integration's API key in the path is the credential (256 random bits, looked
 * up by its hash; a wrong, disabled or deleted key answers 404). Another system (a fire panel, a
 * warning feed) calls these URLs without any session.
 */
const access = { access: { auth: 'public' as const } };
const params = z.object({ key: z.string().min(1).max(100) });

const isXml = (request: FastifyRequest) => {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  return CAP_CONTENT_TYPES.includes(type ?? '');
};

/**
 * The hook URLs of integrations (docs/alerts.md): trigger, deactivate, and the JSON (or, for
 * CAP integrations, CAP 1.2 XML) form. The XML body parser (at most 256 KB, as text) exists only here.
 */
export async function hooksRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { hooks } = app.services;

  app.addContentTypeParser(CAP_CONTENT_TYPES, { parseAs: 'string', bodyLimit: CAP_MAX_BYTES }, (_request, body, done) => done(null, body));
  // A trigger or deactivate call may say it sends JSON and send nothing (`curl -X POST -H 'Content-Type:
  // application/json'`): an empty body is no body here; anything else is parsed as everywhere.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });

  const response = { 200: envelope(hookResult) };
  for (const action of ['trigger', 'deactivate'] as const)
    app.route({
      method: 'POST',
      url: `/hooks/:key/${action}`,
      schema: {
        tags,
        summary: action === 'trigger' ? "Put the integration's linked alerts on air" : "Take the integration's linked alerts off the air",
        params,
        response,
      },
      config: access,
      handler: async (request) => ok(await hooks.call(request.params.key, { kind: 'path', action }, request.ip)),
    });

  app.route({
    method: 'POST',
    url: '/hooks/:key',
    schema: {
      tags,
      summary: 'Trigger or deactivate with a JSON body, or send a CAP 1.2 message (XML) to a CAP integration',
      params,
      consumes: ['application/json', ...CAP_CONTENT_TYPES],
      body: z.union([hookJsonBody, z.string().max(CAP_MAX_BYTES)]),
      response,
    },
    config: access,
    handler: async (request) => {
      const body = request.body;
      let call: HookRequest;
      if (isXml(request) && typeof body === 'string') call = { kind: 'cap', xml: body };
      else if (typeof body === 'object' && body !== null) call = { kind: 'json', body };
      else throw new AppError(400, 'VALIDATION_FAILED', undefined, { _: 'FIELD_INVALID' });
      return ok(await hooks.call(request.params.key, call, request.ip));
    },
  });
}
