import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../core/version.ts';

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
          deviceSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Device <deviceSecret> (player protocol, /api/player/*)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}
