import { createHash, randomUUID } from 'node:crypto';
import { can, type Permission, type Role } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { jobs, licences, payments, playlistApprovalRequests, webhookDeliveries } from '../src/db/schema/index.ts';
import { rowsOf } from '../src/db/client.ts';
import { addUser, appWithOrgs, json, type Orgs, post, type TestApp, tempDataDir, uniqueEmail } from './helpers.ts';
import { form } from './media-fixtures.ts';
import { makeReseller } from './org-fixtures.ts';
import { entry, ok, pairedDevice, registerPlayer } from './screens-fixtures.ts';
import { activate, insertAlert } from './takeovers-fixtures.ts';

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

// ---------------------------------------------------------------------------------------------------
// Ids: which field names name an object, and whose.

export type IdKind =
  | 'organization'
  | 'playlist'
  | 'playlistFolder'
  | 'slide'
  | 'template'
  | 'media'
  | 'mediaFolder'
  | 'device'
  | 'pairingCode'
  | 'group'
  | 'user'
  | 'session'
  | 'impersonation'
  | 'schedule'
  | 'alert'
  | 'integration'
  | 'message'
  | 'alertActivation'
  | 'invoice'
  | 'payment'
  | 'apiToken'
  | 'approvalRequest'
  | 'webhook'
  | 'webhookDelivery'
  | 'hash';

/** Field names that look like ids but are positions, codes or credentials (not objects of a tenant). */
export const NOT_IDS: Record<string, string> = {
  sessionKey: 'the credential itself (credential sweep)',
  scheduleEntryIndex: 'a position in a schedule list',
  slideNumber: 'a position in a playlist',
  newIndex: 'a position',
  oldIndex: 'a position',
  index: 'a position',
  kind: 'theme image kind (enum)',
  file: 'font file name (fonts are public, not tenant data)',
  referenceCode: 'free text on sign-up',
  propertyList: 'names of theme properties',
  csrfToken: 'anti-forgery token',
  'GET /fonts/{id}/{file} id': 'a bundled font (public static file, no tenant)',
  'POST /api/player/proof-of-play id': "the play record's own idempotency uuid, chosen by the player",
  'POST /api/activity/list objectId': "a filter compared with the ids the organization's log names (reads no object)",
  'POST /api/media/stock/import photoId': "a photo of the stock service (Unsplash or Pexels): the service's id, no tenant data",
  'POST /api/media/canva/export designId': "a design of the caller's own Canva account (Canva's id; Canva answers 404 for another user's)",
  'POST /api/media/canva/import designId': "a design of the caller's own Canva account (Canva's id; Canva answers 404 for another user's)",
  'POST /api/media/canva/import exportId': "an export job at Canva, asked for with the caller's own token (another user's is Canva's 404)",
  'POST /api/organizations/{id}/sso/save clientId': "the identity provider's OAuth client id (text the provider issued), no object of ours",
  'POST /api/organizations/{id}/sso/save samlIdpEntityId':
    "the SAML identity provider's entity id (a URI the provider chose), no object of ours",
  'GET /api/auth/sso/saml/{id}/metadata id':
    'the organization whose SAML SP metadata this is (public: entity id and ACS address only; 404 unless it uses SAML)',
  'POST /api/auth/sso/saml/{id}/acs id':
    "the organization whose provider answers; a flow started for another organization is refused (the RelayState's row names its organization)",
  'POST /api/activity/markRead upToId': "a position in the organization's log (entries are read up to it)",
  'POST /api/auth/secondFactor/verify id':
    "a WebAuthn credential id (the authenticator's, base64url), looked up among passkeys, never an object id",
  'POST /api/auth/secondFactor/verify rawId': 'the same WebAuthn credential id, as bytes (base64url)',
  'POST /api/auth/secondFactor/verify publicKey': "the authenticator's public key in a WebAuthn answer",
  'POST /api/auth/passkey/login id':
    "a WebAuthn credential id (the authenticator's, base64url), looked up among passkeys, never an object id",
  'POST /api/auth/passkey/login rawId': 'the same WebAuthn credential id, as bytes (base64url)',
  'POST /api/auth/passkey/login publicKey': "the authenticator's public key in a WebAuthn answer",
  'POST /api/users/me/security/passkeys/add id':
    "a WebAuthn credential id (the authenticator's, base64url), looked up among passkeys, never an object id",
  'POST /api/users/me/security/passkeys/add rawId': 'the same WebAuthn credential id, as bytes (base64url)',
  'POST /api/users/me/security/passkeys/add publicKey': "the authenticator's public key in a WebAuthn answer",
  'POST /api/users/me/security/passkeys/rename id':
    "one of the caller's own passkeys (looked up with the caller's user id: anyone else's answers 404)",
  'POST /api/users/me/security/passkeys/remove id':
    "one of the caller's own passkeys (looked up with the caller's user id: anyone else's answers 404)",
};

/** The kind of object `field` names in `op`, or null when it is no id (`NOT_IDS`) or unknown. */
export function idKind(op: Operation, field: string): IdKind | null {
  const p = op.path;
  switch (field) {
    case 'organizationId':
    case 'parentOrganizationId':
    case 'recipientOrganizationId':
    case 'targetOrganizationId':
    case 'organizationIds':
    case 'orgShareIds':
    case 'organizationsList':
      return 'organization';
    case 'playlistId':
    case 'playlistIds':
    case 'fileId':
      return 'playlist';
    case 'ids':
      return p.startsWith('/api/playlist/') ? 'playlist' : null;
    case 'folderIds':
    case 'parentFolder':
    case 'parentFolderId':
      return 'playlistFolder';
    case 'folderId':
      return p.startsWith('/api/media/') ? 'mediaFolder' : null;
    case 'parentId':
      if (p.startsWith('/api/media/')) return 'mediaFolder';
      if (p.startsWith('/api/group/')) return 'group';
      return null;
    case 'slideId':
    case 'currentSlideId':
      return 'slide';
    case 'templateId':
      return 'template';
    case 'mediaId':
    case 'mediaIds':
    case 'audioMediaId':
      return 'media';
    case 'alertId':
    case 'alertIds':
      return 'alert';
    case 'integrationId':
      return 'integration';
    case 'messageId':
      return 'message';
    case 'groupIds':
      return 'group';
    case 'deviceKey':
    case 'deviceKeys':
    case 'deviceKeyList':
    case 'deviceArray':
      return 'device';
    case 'deviceId':
      return 'pairingCode';
    case 'groupId':
      return 'group';
    case 'userId':
    case 'userIds':
    case 'recipientUserIds':
      return 'user';
    case 'sessionId':
      return 'session';
    case 'activationId':
      return 'alertActivation';
    case 'invoiceId':
      return 'invoice';
    case 'paymentId':
      return 'payment';
    case 'apiTokenId':
      return 'apiToken';
    case 'requestId':
      return p.startsWith('/api/playlist/approval/') ? 'approvalRequest' : null;
    case 'webhookId':
      return 'webhook';
    case 'deliveryId':
      return 'webhookDelivery';
    case 'sha256':
    case 'hash':
      return 'hash';
    case 'id':
      if (p.startsWith('/api/organizations/impersonation/')) return 'impersonation';
      if (p.startsWith('/api/organizations/')) return 'organization';
      if (p.startsWith('/api/group/')) return 'group';
      if (p.startsWith('/api/media/')) return 'media';
      if (p.startsWith('/api/playlist/slide/')) return 'slide';
      if (p.startsWith('/api/template/')) return 'template';
      return null;
    default:
      return null;
  }
}

/** Names that look like ids; each must be mapped by `idKind` or listed in `NOT_IDS` (a coverage test checks). */
export const looksLikeId = (name: string) => /(^id$|^ids$|Id$|Ids$|Key$|Keys$|KeyList$|List$|^parent|^sha256$|^hash$|Array$)/.test(name);

/** Every field name of a schema, nested (for the coverage test). */
export function fieldNames(schema: JsonSchema | null | undefined, out = new Set<string>(), depth = 0): Set<string> {
  if (!schema || typeof schema !== 'object' || depth > 6) return out;
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    out.add(name);
    fieldNames(sub, out, depth + 1);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) for (const s of schema[key] ?? []) fieldNames(s, out, depth + 1);
  if (schema.items) fieldNames(schema.items, out, depth + 1);
  return out;
}

/** All (path, query and body) field names of an operation that name an object. */
export function idFieldsOf(op: Operation): string[] {
  const names = new Set<string>([...op.pathParams.map((p) => p.name), ...op.queryParams.map((p) => p.name)]);
  fieldNames(op.body, names);
  return [...names].filter((n) => idKind(op, n) !== null && idKind(op, n) !== 'hash');
}

/** Id-looking names neither mapped nor explained (must be empty). */
export function unmappedIdNames(op: Operation): string[] {
  const names = new Set<string>([...op.pathParams.map((p) => p.name), ...op.queryParams.map((p) => p.name)]);
  fieldNames(op.body, names);
  return [...names]
    .filter((n) => looksLikeId(n) && idKind(op, n) === null && !(n in NOT_IDS) && !(`${op.name} ${n}` in NOT_IDS))
    .map((n) => `${op.name}: ${n}`);
}

/** Values for each id kind: an existing object of organization A, or one that does not exist. */
export type IdValues = Record<IdKind, { int?: number; str?: string }>;

export const MISSING: IdValues = {
  organization: { int: 1_999_999_001 },
  playlist: { int: 1_999_999_002 },
  playlistFolder: { int: 1_999_999_003 },
  slide: { int: 1_999_999_004 },
  template: { int: 1_999_999_005 },
  media: { int: 1_999_999_006 },
  mediaFolder: { int: 1_999_999_007 },
  device: { str: 'Zz9NoSuchDeviceKey0000' },
  pairingCode: { str: '0000', int: 1_999_999_008 },
  group: { int: 1_999_999_009 },
  user: { int: 1_999_999_010 },
  session: { int: 1_999_999_011 },
  impersonation: { int: 1_999_999_012 },
  schedule: { int: 1_999_999_013 },
  alert: { int: 1_999_999_014 },
  integration: { int: 1_999_999_015 },
  message: { int: 1_999_999_016 },
  alertActivation: { int: 1_999_999_017 },
  invoice: { int: 1_999_999_018 },
  payment: { int: 1_999_999_019 },
  apiToken: { int: 1_999_999_020 },
  approvalRequest: { int: 1_999_999_030 },
  webhook: { int: 1_999_999_031 },
  webhookDelivery: { int: 1_999_999_032 },
  hash: { str: 'f'.repeat(64) },
};

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

// ---------------------------------------------------------------------------------------------------
// Organization A with one of everything, and B.

export interface World {
  t: TestApp;
  dir: string;
  keys: Record<string, string>;
  orgs: Orgs;
  userIds: Record<string, number>;
  /** Org A's objects, and org B's. */
  a: IdValues;
  b: IdValues;
  /** A paired device secret of A and of B. */
  secretA: string;
  secretB: string;
  /** A live API token (every scope) of A and of B. */
  tokenA: string;
  tokenB: string;
}

/** One of everything in an organization (through the API, as its owner would make them). */
async function populate(t: TestApp, keys: Record<string, string>, who: 'a' | 'b', organizationId: number, userId: number) {
  const k = keys[who] as string;
  const name = who.toUpperCase();
  const mediaFolder = (await ok(t, k, '/media/folder/create', { name: `${name} folder`, section: 'my' })).id as number;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: who === 'a' ? '#336699' : '#993366' } })
    .png()
    .toBuffer();
  const up = form([
    { name: 'folderId', value: String(mediaFolder) },
    { name: 'file', filename: `${who}.png`, content: png, type: 'image/png' },
  ]);
  const upRes = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...up.headers, authorization: `SessionKey ${k}` },
    payload: up.payload,
  });
  if (upRes.statusCode !== 200) throw new Error(`upload: ${upRes.body}`);
  const mediaId = json(upRes).response.id as number;
  await t.app.services.mediaQueue.idle();
  const mediaHash = createHash('sha256').update(png).digest('hex');
  const playlistFolder = (await ok(t, k, '/playlist/create', { name: `${name} pl folder`, aspect: '16:9', type: 'folder' })).id as number;
  const playlist = (await ok(t, k, '/playlist/create', { name: `${name} playlist`, aspect: '16:9', parentFolderId: playlistFolder }))
    .id as number;
  await ok(t, k, '/playlist/slide/create', { playlistId: playlist });
  await ok(t, k, '/playlist/publish', { playlistId: playlist });
  const info = await ok(t, k, '/playlist/info', { playlistId: playlist });
  const slide = info.slides[0].id as number;
  const template = (await ok(t, k, '/template/create', { name: `${name} template`, from: { playlistId: playlist, slideNumber: 0 } }))
    .id as number;
  const device = await pairedDevice(t, k, organizationId);
  const group = (await ok(t, k, '/group/create', { name: `${name} group`, deviceArray: [device.deviceKey] })).id as number;
  const scheduled = { mode: 'schedule', entry: entry(playlist) };
  await ok(t, k, '/playlist/assignToDevice', { deviceKey: device.deviceKey, playlistId: playlist, scheduleData: scheduled });
  await ok(t, k, '/playlist/assignToGroup', { groupId: group, playlistId: playlist, scheduleData: scheduled });
  // The platform asks to impersonate the organization (an impersonation id it can act on).
  const imp = await post(t.app, '/api/organizations/impersonation/request', {
    sessionKey: keys.root,
    recipientOrganizationId: organizationId,
  });
  if (imp.statusCode !== 200) throw new Error(`impersonation request: ${imp.body}`);
  // Alerts (docs/alerts.md): an alert on the screen and the group, an integration linked to it, a message.
  const targets = { deviceKeys: [device.deviceKey], groupIds: [group] };
  const alert = (
    await ok(t, k, '/alerts/create', {
      name: `${name} alert`,
      type: 'fire',
      description: 'Sweep',
      instructions: 'Sweep',
      mode: 'continuous',
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      targets,
    })
  ).id as number;
  const integration = (await ok(t, k, '/alerts/integrations/create', { name: `${name} hook`, provider: 'generic', alertIds: [alert] }))
    .integration.id as number;
  const message = (
    await ok(t, k, '/messages/create', {
      text: `${name} message`,
      style: 'ticker',
      position: 'bottom',
      backgroundColor: '#000000',
      textColor: '#FFFFFF',
      targets,
    })
  ).id as number;
  // Usage stats (docs/insight.md): a play of the screen, so the usage-stat roll-ups hold the organization's rows (stats routes are swept like any other).
  const pop = await t.app.inject({
    method: 'POST',
    url: '/api/player/proof-of-play',
    headers: { authorization: `Device ${device.deviceSecret}` },
    payload: {
      records: [
        { id: randomUUID(), playlistId: playlist, version: 1, slideId: slide, startedAt: new Date().toISOString(), durationMs: 10_000 },
      ],
    },
  });
  if (pop.statusCode !== 200) throw new Error(`proof of play: ${pop.body}`);
  await t.app.services.screens.flush();
  // An alert on air (docs/alerts.md): written to its tables directly, as the delivery tests do.
  const activation = await activate(t, await insertAlert(t, organizationId, { name: `${name} alert on air` }));
  // Invoices (docs/billing.md "Invoices"): an invoice of a card payment, issued as the payment's fulfilment does (no API writes one).
  const invoice = await t.database.db.transaction((tx) =>
    t.app.services.invoices.issue(tx, {
      organizationId,
      paymentId: organizationId * 1000 + 1,
      provider: 'test',
      providerReference: `sweep_${who}`,
      currency: 'eur',
      lines: [{ description: `${name} licence`, item: 'device_year', quantity: 1, unitAmount: 1000 }],
      paidAt: new Date(),
    }),
  );
  // Webhooks (docs/webhooks.md): a subscription and one delivery of it (a test event).
  const webhook = (await ok(t, k, '/webhooks/create', { url: `https://hooks-${who}.example.com/signage`, events: ['media.ready'] })).webhook
    .id as number;
  const webhookDelivery = (await ok(t, k, '/webhooks/test', { webhookId: webhook })).deliveryId as number;
  // Its one attempt now (the host does not resolve), then given up: nothing keeps running in the
  // background to change A's rows while the sweep compares them (and "Send again" has a failed delivery).
  await t.app.ctx.jobs.idle('webhook.deliver');
  await t.database.db.delete(jobs).where(eq(jobs.kind, 'webhook.deliver'));
  await t.database.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, webhookDelivery));
  const sessions = await ok(t, k, '/users/me/sessions');
  const session = (Array.isArray(sessions) ? sessions : sessions.sessions)[0].id as number;
  // A pending card payment (docs/billing.md), written directly: the sweep's server has no payment provider.
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      organizationId,
      userId,
      provider: 'test',
      providerReference: `test_sweep_${who}`,
      purchase: { kind: 'credits', packs: 1 },
      lines: [{ description: 'AI credits', item: 'credits_pack_100', quantity: 1, unitAmount: 1500 }],
      amount: 1500,
      currency: 'eur',
    })
    .returning({ id: payments.id });
  // An API token of the organization with every scope (docs/api-tokens.md).
  const apiToken = await ok(t, k, '/apiTokens/create', {
    name: `${name} token`,
    scopes: ['read', 'content', 'screens', 'alerts', 'users'],
    expiresInDays: 30,
  });
  // A submission waiting for approval (docs/playlists.md), written directly: the sweep's organizations do not require approval.
  const [approvalRequest] = await t.database.db
    .insert(playlistApprovalRequests)
    .values({
      organizationId,
      playlistId: playlist,
      content: { playlistId: playlist, name: `${name} playlist`, aspect: '16:9', overlay: null, slideAnimation: null, slides: [] },
      baseVersion: 1,
      submittedBy: userId,
    })
    .returning({ id: playlistApprovalRequests.id });
  const ids: IdValues = {
    organization: { int: organizationId },
    playlist: { int: playlist },
    playlistFolder: { int: playlistFolder },
    slide: { int: slide },
    template: { int: template },
    media: { int: mediaId },
    mediaFolder: { int: mediaFolder },
    device: { str: device.deviceKey },
    // An unpaired screen's code (accept takes it as `deviceId`); no organization's object.
    pairingCode: { str: (await registerPlayer(t)).pairingCode },
    group: { int: group },
    user: { int: userId },
    session: { int: session },
    impersonation: { int: json(imp).response.id as number },
    schedule: { int: 0 },
    alert: { int: alert },
    integration: { int: integration },
    message: { int: message },
    alertActivation: { int: activation.id },
    invoice: { int: invoice.id },
    payment: { int: (payment as { id: number }).id },
    apiToken: { int: apiToken.token.id as number },
    approvalRequest: { int: (approvalRequest as { id: number }).id },
    webhook: { int: webhook },
    webhookDelivery: { int: webhookDelivery },
    hash: { str: mediaHash },
  };
  return { ids, secret: device.deviceSecret, token: apiToken.secret as string };
}

export async function buildWorld(prefix: string): Promise<World> {
  const dir = tempDataDir(prefix);
  const { t, keys, orgs, userIds } = await appWithOrgs(dir, { rateLimits: false }, LOWER_ROLES);
  for (const org of [orgs.a, orgs.b])
    await t.database.db.update(licences).set({ numDevices: 20, interactiveDeviceLimit: 2 }).where(eq(licences.organizationId, org));
  await makeReseller(t, orgs.root);
  await makeReseller(t, orgs.a);
  const staffB = await addUser(t, orgs.b, 'staff');
  const a = await populate(t, keys, 'a', orgs.a, userIds.staff as number);
  const b = await populate(t, keys, 'b', orgs.b, staffB.user.id);
  return { t, dir, keys, orgs, userIds, a: a.ids, b: b.ids, secretA: a.secret, secretB: b.secret, tokenA: a.token, tokenB: b.token };
}

// ---------------------------------------------------------------------------------------------------
// Snapshot of one organization's rows.

/**
 * Tables left out of the snapshot, each with its reason. Everything else is hashed: rows with the
 * organization's `organization_id`, or (tables without one) rows pointing at its users, devices,
 * playlists, media or templates, or (global tables) the whole table.
 */
export const SNAPSHOT_EXCLUDED: Record<string, string> = {
  sessions: 'every authenticated call touches last-used times',
  audit_log: 'append-only record of calls, refusals included',
  rate_counters: 'counts every call',
  mail_outbox: 'delivery state changes asynchronously; refused calls mail nobody (other suites check mails)',
  __drizzle_migrations: 'migration bookkeeping',
};

const PARENT_COLUMNS: Record<string, string> = {
  // First: a receipt belongs to the activation's organization, whichever screen sent it.
  activation_id: 'alert_activations',
  user_id: 'users',
  device_id: 'devices',
  playlist_id: 'playlists',
  media_id: 'media',
  template_id: 'templates',
};

export async function snapshotQuery(t: TestApp, organizationId: number) {
  const cols = rowsOf<{ table_name: string; column_name: string }>(
    await t.database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
  );
  const byTable = new Map<string, string[]>();
  for (const c of cols) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const parts: string[] = [];
  const org = Number(organizationId);
  for (const [table, columns] of byTable) {
    if (table in SNAPSHOT_EXCLUDED) continue;
    let where = 'true';
    if (table === 'organizations') where = `t.id = ${org}`;
    else if (columns.includes('organization_id')) where = `t.organization_id = ${org}`;
    else {
      const parent = Object.keys(PARENT_COLUMNS).find((c) => columns.includes(c));
      if (parent) where = `t.${parent} in (select id from ${PARENT_COLUMNS[parent]} where organization_id = ${org})`;
    }
    parts.push(
      `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t where ${where}`,
    );
  }
  const text = parts.join(' union all ');
  return async () => {
    const rows = rowsOf<{ name: string; n: number; h: string }>(await t.database.db.execute(sql.raw(text)));
    return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.h}`])) as Record<string, string>;
  };
}

/** The tables whose hash differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

export function assertMin(label: string, value: number, min: number) {
  console.log(`[sweep] ${label}: ${value}`);
  expect(value, label).toBeGreaterThanOrEqual(min);
}
