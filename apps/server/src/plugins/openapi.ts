import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../core/version.ts';
import type { RouteAccess } from '../core/context.ts';
import { tokenScopeFor } from '../modules/api-tokens/token-scopes.ts';

/** The OpenAPI document, generated from the same zod schemas that validate requests (served at /api/docs). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Signage API',
        version: VERSION,
        description: 'Success: {"response": …}. Failure: {"errorCode", "message", "fields"?}.',
      },
      components: {
        securitySchemes: {
          sessionKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'SessionKey <key> (or sessionKey in the JSON body)',
          },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An organization API token (sgn_…, docs/api-tokens.md): Authorization: Bearer <token>, no sessionKey needed. Each call needs the scope of its kind (read, content, screens, alerts, users) and the creator’s current role; some calls never accept a token (403 API_TOKEN_NOT_ALLOWED).',
          },
          deviceSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Device <deviceSecret> (player protocol, /api/player/*)',
          },
        },
      },
    },
    // Each operation names the credentials it takes, and the API token scope it needs (docs/api-tokens.md).
    transform: (data) => {
      const out = jsonSchemaTransform(data);
      const access = (data.route?.config as { access?: RouteAccess } | undefined)?.access;
      if (!access || access.auth === 'public') return out;
      const method = [data.route.method].flat()[0] ?? 'GET';
      const scope = access.auth === 'device' ? null : tokenScopeFor(method, data.route.url, access);
      const security: Array<Record<string, string[]>> =
        access.auth === 'device' ? [{ deviceSecret: [] }] : scope ? [{ sessionKey: [] }, { bearerAuth: [] }] : [{ sessionKey: [] }];
      const note = access.auth === 'device' ? '' : scope ? `API token scope: ${scope}.` : 'Not open to API tokens.';
      const schema = out.schema as Record<string, unknown>;
      const description = [schema.description, note].filter(Boolean).join(' ');
      return { ...out, schema: { ...schema, security, ...(description ? { description } : {}) } };
    },
  });
}
