import { randomUUID } from 'node:crypto';
import { can, type Role } from '@signage/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fieldNames, type IdValues, idKind } from './api-sweep-ids.ts';
import type { JsonSchema, Operation, RouteAccessLike } from './api-sweep-operations.ts';
import { uniqueEmail } from './helpers.ts';
import { form } from './media-fixtures.ts';

// ---------------------------------------------------------------------------------------------------
// Sample values from a JSON schema.

const DATE_TIME = '2030-01-07T09:00:00Z';

function pickVariant(schema: JsonSchema): JsonSchema | null {
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (!variants) return null;
  return variants.find((v) => v.type !== 'null' && !(v.type === 'string' && v.enum?.[0] === '')) ?? variants[0] ?? null;
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.enum) return schema.enum[0];
  const pattern = String(schema.pattern ?? '');
  if (pattern.includes('#[0-9A-Fa-f]{6}')) return '#112233';
  if (pattern.includes('{64}')) return 'a'.repeat(64);
  if (pattern.includes('{16,128}')) return 'a'.repeat(64);
  if (pattern.includes('\\d{1,2}:\\d{1,2}')) return '16:9';
  if (pattern.includes('-02-29') || schema.format === 'date-time') return DATE_TIME;
  if (schema.format === 'uuid' || pattern.includes('[1-8][0-9a-fA-F]{3}')) return randomUUID();
  const lower = name.toLowerCase();
  let value = 'sweep';
  if (lower.includes('email')) value = uniqueEmail('sweep');
  else if (lower.includes('password')) value = 'Corr3ct-Horse!';
  else if (lower.includes('url')) value = 'https://example.com/';
  else if (lower.includes('timezone')) value = 'Europe/Stockholm';
  else if (lower === 'locale') value = 'en';
  else if (lower.includes('aspect')) value = '16:9';
  else if (lower.includes('version')) value = '1.0.0';
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

/**
 * A value valid for `schema` (required fields, plus optional ones that are ids); id fields take
 * `ids[kind]` of the operation's own field names.
 */
export function sample(op: Operation, schema: JsonSchema | undefined, ids: IdValues, name = '', depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  const kind = name ? idKind(op, name) : null;
  const variant = pickVariant(schema);
  if (kind && kind !== 'hash') {
    const v = ids[kind];
    const variants = (schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[];
    const target = variants.find((x) => x.type === 'array') ?? variant ?? schema;
    const leaf = target.type === 'array' ? target.items : target;
    const one = leaf?.type === 'string' || (!leaf?.type && leaf?.anyOf) ? (v.str ?? String(v.int)) : (v.int ?? v.str);
    const value = leaf?.anyOf && v.str !== undefined ? v.str : one;
    return target.type === 'array' ? [value] : value;
  }
  if (variant) return sample(op, variant, ids, name, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if ('default' in schema && schema.type !== 'object' && schema.type !== 'array' && depth > 0) return schema.default;
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        if (key === 'sessionKey') continue;
        const wanted = required.has(key) || holdsId(op, key, sub);
        if (!wanted) continue;
        const value = sample(op, sub, ids, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, holdsId(op, '', schema.items ?? {}) ? 1 : 0);
      return Array.from({ length: n }, () => sample(op, schema.items, ids, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return Math.min(Math.max(1, min), max);
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    case 'null':
      return null;
    default:
      return schema.properties ? sample(op, { ...schema, type: 'object' }, ids, name, depth) : {};
  }
}

/** Whether a field is an id or a structure with an id inside. */
function holdsId(op: Operation, key: string, schema: JsonSchema): boolean {
  const kind = key ? idKind(op, key) : null;
  if (kind !== null && kind !== 'hash') return true;
  return [...fieldNames(schema)].some((n) => {
    const k = idKind(op, n);
    return k !== null && k !== 'hash';
  });
}

export interface BuiltRequest {
  method: Operation['method'];
  url: string;
  body: Record<string, unknown> | undefined;
}

/** The operation's URL and body with `ids` (path and query parameters substituted). */
export function buildRequest(op: Operation, ids: IdValues, over: { path?: Record<string, string> } = {}): BuiltRequest {
  let url = op.path;
  for (const p of op.pathParams) {
    const value = over.path?.[p.name] ?? String(sample(op, p.schema, ids, p.name) ?? '1');
    const kind = idKind(op, p.name);
    const resolved = kind === 'hash' ? (ids.hash.str ?? value) : value;
    url = url.replace(`{${p.name}}`, encodeURIComponent(resolved));
  }
  const query = op.queryParams
    .filter((q) => q.required || idKind(op, q.name))
    .map((q) => `${q.name}=${encodeURIComponent(String(sample(op, q.schema, ids, q.name)))}`);
  if (query.length) url += `?${query.join('&')}`;
  const body = op.bodyKind === 'json' ? (sample(op, op.body ?? undefined, ids) as Record<string, unknown>) : undefined;
  return { method: op.method, url, body };
}

export type Caller =
  | { kind: 'session'; key: string }
  | { kind: 'device'; secret: string }
  /** An organization API token (`Authorization: Bearer`, no sessionKey in the body). */
  | { kind: 'token'; token: string }
  | { kind: 'none' };

/** Sends a built request as `caller` (session keys in the header and, where the contract has one, in the body). */
export function send(app: FastifyInstance, op: Operation, req: BuiltRequest, caller: Caller, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extraHeaders };
  let body = req.body;
  if (caller.kind === 'session') {
    headers.authorization = `SessionKey ${caller.key}`;
    if (body && op.body?.properties?.sessionKey) body = { sessionKey: caller.key, ...body };
  }
  if (caller.kind === 'device') headers.authorization = `Device ${caller.secret}`;
  if (caller.kind === 'token') headers.authorization = `Bearer ${caller.token}`;
  if (op.bodyKind === 'multipart') {
    const f = form([
      ...(caller.kind === 'session' ? [{ name: 'sessionKey', value: caller.key }] : []),
      { name: 'file', filename: 'x.png', content: Buffer.from('not really a png'), type: 'image/png' },
    ]);
    return app.inject({
      method: req.method,
      url: req.url,
      headers: { ...f.headers, ...headers },
      payload: f.payload,
      remoteAddress: '127.0.0.9',
    });
  }
  return app.inject({
    method: req.method,
    url: req.url,
    headers,
    ...(body !== undefined ? { payload: body } : {}),
    remoteAddress: '127.0.0.9',
  });
}

/** Our error envelope: {errorCode, message, requestId, fields?}; returns a problem or null. */
export function envelopeProblem(res: LightMyRequestResponse): string | null {
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  if (typeof body.errorCode !== 'string' && typeof body.errorCode !== 'number') return `no errorCode: ${res.body.slice(0, 160)}`;
  if (typeof body.message !== 'string' || !body.message) return `no message: ${res.body.slice(0, 160)}`;
  if (typeof body.requestId !== 'string' || !body.requestId) return `no requestId: ${res.body.slice(0, 160)}`;
  if ('statusCode' in body || 'code' in body || 'stack' in body) return `framework fields: ${res.body.slice(0, 160)}`;
  return null;
}

/** The role rule of a route for a role (spec part 6 via the shared matrix). */
export const mayUse = (role: Role, access: RouteAccessLike) => !access.permission || can(role, access.permission);

export const LOWER_ROLES: Role[] = ['admin', 'staff', 'screen_manager', 'content_creator'];
