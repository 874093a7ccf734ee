import type { Permission } from '@signage/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Generated API sweeps (issue: "sweeps from our own OpenAPI document"): the operations come from
 * `app.swagger()`, each joined to the access its route declares (`config.access`, plugins/route-access.ts),
 * so a new route is swept without anyone listing it. Bodies are generated from the request schema.
 */

export type JsonSchema = Record<string, any>;
export interface RouteAccessLike {
  auth: 'public' | 'session' | 'orgentry' | 'device';
  permission?: Permission;
  cookie?: boolean;
  form?: boolean;
  write?: boolean;
}

export interface Operation {
  /** "POST /api/playlist/info" */
  name: string;
  method: 'GET' | 'HEAD' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** The OpenAPI path, `{id}` placeholders. */
  path: string;
  access: RouteAccessLike;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** 'json' with `body` the JSON schema, 'multipart' for forms, null without a body. */
  bodyKind: 'json' | 'multipart' | null;
  body: JsonSchema | null;
}

/** Every operation of the OpenAPI document, with its route's declared access. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, any>> };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      const declared = app.apiRoutes.find((r) => r.method === method && r.url === url);
      // Only /api routes declare access (route-access.ts); the rest (/fonts/*) are static public files.
      if (!declared && path.startsWith('/api/')) throw new Error(`${method} ${path}: in the document but not among app.apiRoutes`);
      const access = (declared?.access ?? { auth: 'public' }) as RouteAccessLike;
      const params = (op.parameters ?? []) as Array<{ in: string; name: string; schema: JsonSchema; required?: boolean }>;
      const content = op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
      const jsonBody = content?.['application/json']?.schema ?? null;
      ops.push({
        name: `${method} ${path}`,
        method,
        path,
        access,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        bodyKind: jsonBody ? 'json' : declared?.form ? 'multipart' : null,
        body: jsonBody,
      });
    }
  }
  return ops;
}
