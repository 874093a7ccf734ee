import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertMin,
  type BuiltRequest,
  buildRequest,
  buildWorld,
  envelopeProblem,
  idKind,
  type JsonSchema,
  listOperations,
  MISSING,
  type Operation,
  sample,
  type World,
} from './api-sweep-support.ts';
import { login, someAddress } from './helpers.ts';

/**
 * Malformed-input sweep (security.md IN-1..IN-9): every JSON operation of the OpenAPI document, called
 * as someone allowed to (A's owner; A's screen on player routes), with wrong types, missing and unknown
 * fields, huge strings, deep nesting, prototype keys, out-of-range numbers, invalid JSON, the wrong
 * content type and an empty body; every operation with path parameters with garbage, huge and negative
 * ones. Never 5xx; every error is our envelope {errorCode, message, requestId}.
 */

/** Operations left out, each with its reason. */
const SKIPPED: Record<string, string> = {
  'GET /api/events': 'server-sent event stream: an authorized call stays open (its auth is swept by the credential sweep)',
  'GET /api/player/events': 'server-sent event stream: an authorized call stays open (credential sweep covers it)',
};

let w: World;
let ops: Operation[];
let ownerEmail: string;

beforeAll(async () => {
  w = await buildWorld('signage-bad-body-sweep-');
  ops = listOperations(w.t.app);
  const { users } = await import('../src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [owner] = await w.t.database.db
    .select()
    .from(users)
    .where(eq(users.id, w.userIds.a as number));
  ownerEmail = owner?.email as string;
}, 120_000);

afterAll(async () => {
  await w?.t.close();
  if (w) rmSync(w.dir, { recursive: true, force: true });
});

/** The JSON types a schema accepts at its top. */
function typesOf(schema: JsonSchema): Set<string> {
  const out = new Set<string>();
  const add = (s: JsonSchema) => {
    if (s.type) for (const t of [s.type].flat()) out.add(t === 'integer' ? 'number' : t);
    else if (s.enum) for (const v of s.enum) out.add(typeof v);
    else if (s.properties) out.add('object');
    for (const v of s.oneOf ?? s.anyOf ?? []) add(v);
    if (s.nullable) out.add('null');
  };
  add(schema);
  return out;
}

/** A value of a type the schema does not accept, or undefined when it accepts anything. */
function wrongValue(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.size === 0) return undefined;
  const candidates: Array<[string, unknown]> = [
    ['number', 12345],
    ['string', 'sweep-wrong-type'],
    ['boolean', true],
    ['object', { wrong: 1 }],
    ['array', [{ wrong: 1 }]],
  ];
  return candidates.find(([t]) => !types.has(t))?.[1];
}

/** Numeric fields of a schema (top level). */
function numericFields(schema: JsonSchema | null): string[] {
  return Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>)
    .filter(([, s]) => typesOf(s).has('number'))
    .map(([k]) => k);
}

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

interface Case {
  label: string;
  /** May a 2xx answer (lenient contracts: extra fields, numbers in range for the contract's own rules)? */
  mayPass: boolean;
  payload?: string | Buffer;
  contentType?: string;
  url?: string;
}

/** The object schema of a property (its first object variant), or null. */
function objectSchema(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  return ((schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[]).find((v) => v.properties) ?? null;
}

/**
 * Every field as a path of at most two levels, with a body setting it to `value` (nested objects
 * are taken from the base body or generated).
 */
function fieldPaths(op: Operation, base: Record<string, unknown>) {
  const out: Array<{ path: string; schema: JsonSchema; with: (value: unknown) => Record<string, unknown> }> = [];
  for (const [field, schema] of Object.entries((op.body?.properties ?? {}) as Record<string, JsonSchema>)) {
    if (field === 'sessionKey') continue;
    out.push({ path: field, schema, with: (value) => ({ ...base, [field]: value }) });
    const inner = objectSchema(schema);
    if (!inner) continue;
    const current = base[field];
    const obj = (
      current && typeof current === 'object' && !Array.isArray(current) ? current : sample(op, inner, MISSING, field, 1)
    ) as Record<string, unknown>;
    for (const [sub, subSchema] of Object.entries((inner.properties ?? {}) as Record<string, JsonSchema>))
      out.push({ path: `${field}.${sub}`, schema: subSchema, with: (value) => ({ ...base, [field]: { ...obj, [sub]: value } }) });
  }
  return out;
}

function bodyCases(op: Operation, req: BuiltRequest, key: string | null, reqA: BuiltRequest): Case[] {
  const withKey = (b: BuiltRequest) => ({ ...(key && op.body?.properties?.sessionKey ? { sessionKey: key } : {}), ...(b.body ?? {}) });
  const base = withKey(req);
  const text = (b: unknown) => JSON.stringify(b);
  const props = (op.body?.properties ?? {}) as Record<string, JsonSchema>;
  const cases: Case[] = [];
  for (const f of fieldPaths(op, base)) {
    const wrong = wrongValue(f.schema);
    if (wrong !== undefined) cases.push({ label: `wrong type ${f.path}`, mayPass: false, payload: text(f.with(wrong)) });
    if (typesOf(f.schema).has('string'))
      cases.push({ label: `lone surrogate in ${f.path}`, mayPass: true, payload: text(f.with('a\ud800b')) });
  }
  // NUL characters with A's real ids, so the text reaches as deep as it can (the database refuses NUL in text).
  for (const f of fieldPaths(op, withKey(reqA))) {
    const types = typesOf(f.schema);
    if (types.has('string')) cases.push({ label: `NUL in ${f.path}`, mayPass: true, payload: text(f.with('sweep\u0000nul')) });
    // Inside free-form documents (slide data, overlays, schedule entries): values and keys.
    if (types.has('object') && !objectSchema(f.schema)?.properties)
      for (const [what, doc] of [
        ['NUL', { sweep: 'a\u0000b' }],
        ['lone surrogate', { sweep: 'a\ud800b' }],
        ['NUL key', { 'a\u0000b': 1 }],
        ['lone surrogate key', { 'a\udc00b': 1 }],
      ] as const)
        cases.push({ label: `${what} inside ${f.path}`, mayPass: true, payload: text(f.with(doc)) });
  }
  for (const f of fieldPaths(op, base).filter((x) => x.path.includes('.') && typesOf(x.schema).has('number')))
    for (const n of [2 ** 31, -1, 1e308]) cases.push({ label: `${f.path}=${n}`, mayPass: true, payload: text(f.with(n)) });
  for (const field of (op.body?.required ?? []) as string[]) {
    if (field === 'sessionKey') continue;
    const { [field]: _gone, ...rest } = base as Record<string, unknown>;
    cases.push({ label: `missing ${field}`, mayPass: false, payload: text(rest) });
  }
  cases.push({ label: 'unknown field', mayPass: true, payload: text({ ...base, sweepUnknownField: 1 }) });
  const firstString = Object.entries(props).find(([k, s]) => k !== 'sessionKey' && typesOf(s).has('string'))?.[0] ?? 'sweepHuge';
  cases.push({
    label: `1 MB string in ${firstString}`,
    mayPass: false,
    payload: text({ ...base, [firstString]: 'y'.repeat(1024 * 1024) }),
  });
  const firstField = Object.keys(props).find((k) => k !== 'sessionKey') ?? 'sweepDeep';
  cases.push({
    label: `10,000-deep ${firstField}`,
    mayPass: false,
    payload: `{${key && props.sessionKey ? `"sessionKey":${JSON.stringify(key)},` : ''}"${firstField}":${deepJson(10_000)}}`,
  });
  const inner = text(base).slice(1);
  cases.push({ label: '__proto__ key', mayPass: true, payload: `{"__proto__":{"sweepPolluted":1},${inner}` });
  cases.push({ label: 'constructor.prototype key', mayPass: true, payload: `{"constructor":{"prototype":{"sweepPolluted":1}},${inner}` });
  for (const field of numericFields(op.body)) {
    for (const n of [2 ** 31, -1, 1e308]) cases.push({ label: `${field}=${n}`, mayPass: true, payload: text({ ...base, [field]: n }) });
  }
  cases.push({ label: 'invalid JSON', mayPass: false, payload: `${text(base).slice(0, -1)},"x":` });
  cases.push({ label: 'JSON array', mayPass: false, payload: '[1,2]' });
  cases.push({ label: 'JSON null', mayPass: false, payload: 'null' });
  cases.push({ label: 'text/plain', mayPass: false, payload: text(base), contentType: 'text/plain' });
  // The other content type a cross-site form can send without a preflight.
  cases.push({ label: 'urlencoded form', mayPass: false, payload: 'sessionKey=x&a=1', contentType: 'application/x-www-form-urlencoded' });
  cases.push({
    label: 'JSON in UTF-16',
    mayPass: true,
    payload: Buffer.from(text(base), 'utf16le'),
    contentType: 'application/json; charset=utf-16',
  });
  cases.push({
    label: 'number 1e400',
    mayPass: true,
    payload: `{${inner.slice(0, -1)}${inner.length > 1 ? ',' : ''}"${firstField}":1e400}`,
  });
  cases.push({
    label: 'multipart',
    mayPass: false,
    payload: `--b\r\nContent-Disposition: form-data; name="sessionKey"\r\n\r\n${key ?? ''}\r\n--b--\r\n`,
    contentType: 'multipart/form-data; boundary=b',
  });
  cases.push({ label: 'empty body', mayPass: false, payload: '' });
  return cases;
}

function multipartCases(key: string | null): Case[] {
  const body = JSON.stringify(key ? { sessionKey: key } : {});
  return [
    { label: 'JSON instead of multipart', mayPass: false, payload: body },
    { label: 'text/plain', mayPass: false, payload: 'hello', contentType: 'text/plain' },
    { label: 'empty multipart', mayPass: false, payload: '', contentType: 'multipart/form-data; boundary=b' },
    {
      label: 'truncated multipart',
      mayPass: false,
      payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nabc`,
      contentType: 'multipart/form-data; boundary=b',
    },
    { label: 'multipart without boundary', mayPass: false, payload: 'x', contentType: 'multipart/form-data' },
  ];
}

const GARBAGE_PARAMS = ['abc', '9'.repeat(40), '2147483648', '-1', '0', '1.5', '%00', '%27%20or%201%3D1', '%F0%9F%92%A9'];

function pathCases(op: Operation, req: BuiltRequest, key: string | null): Case[] {
  const cases: Case[] = [];
  const body = req.body !== undefined && key && op.body?.properties?.sessionKey ? { sessionKey: key, ...req.body } : req.body;
  const payload = body !== undefined ? JSON.stringify(body) : op.bodyKind === 'multipart' ? '' : undefined;
  for (const p of op.pathParams) {
    for (const g of GARBAGE_PARAMS) {
      const built = buildRequest(op, MISSING, { path: { [p.name]: '__SWEEP__' } });
      const url = built.url.replace('__SWEEP__', g);
      cases.push({ label: `${p.name}=${g}`, mayPass: idKind(op, p.name) === null, url, payload });
    }
  }
  const path = req.url.split('?')[0] as string;
  for (const q of op.queryParams)
    for (const g of ['%00', 'a'.repeat(5000), '%F0%9F%92%A9', '%ED%A0%80', '9'.repeat(40), `x&${q.name}=y`])
      cases.push({ label: `?${q.name}=${g.slice(0, 20)}`, mayPass: true, url: `${path}?${q.name}=${g}`, payload });
  return cases;
}

describe('malformed-input sweep (generated from the OpenAPI document)', () => {
  it('answers 4xx in our envelope, never 5xx', async () => {
    const failures: string[] = [];
    const accepted: string[] = [];
    let cases = 0;
    let swept = 0;
    let key = w.keys.a as string;
    for (const op of ops) {
      if (op.name in SKIPPED) continue;
      if (op.bodyKind === null && op.pathParams.length === 0) continue;
      swept++;
      const session = op.access.auth === 'session' || op.access.auth === 'orgentry';
      const headers: Record<string, string> = session
        ? { authorization: `SessionKey ${key}` }
        : op.access.auth === 'device'
          ? { authorization: `Device ${w.secretA}` }
          : {};
      const req = buildRequest(op, MISSING);
      const list: Case[] = [
        ...(op.bodyKind === 'json' ? bodyCases(op, req, session ? key : null, buildRequest(op, w.a)) : []),
        ...(op.bodyKind === 'multipart' ? multipartCases(session ? key : null) : []),
        ...pathCases(op, req, session ? key : null),
      ];
      for (const c of list) {
        cases++;
        const res: LightMyRequestResponse = await w.t.app.inject({
          method: op.method,
          url: c.url ?? req.url,
          headers: {
            ...headers,
            ...(c.payload !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
          },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
          remoteAddress: someAddress(),
        });
        const label = `${op.name} [${c.label}]: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (({} as Record<string, unknown>).sweepPolluted !== undefined) failures.push(`prototype polluted — ${label}`);
        if (res.statusCode >= 500) failures.push(`5xx — ${label}`);
        else if (res.statusCode >= 400) {
          const problem = envelopeProblem(res);
          if (problem) failures.push(`envelope — ${label}: ${problem}`);
        } else if (!c.mayPass) failures.push(`accepted — ${label}`);
        else accepted.push(`${op.name} [${c.label}] ${res.statusCode}`);
      }
      // A case that ended the session (logout, end sessions) must not blind the rest of the sweep.
      if (session) {
        const me = await w.t.app.inject({ method: 'POST', url: '/api/users/me', payload: { sessionKey: key } });
        if (me.statusCode !== 200) key = (await login(w.t, ownerEmail)).sessionKey;
      }
    }
    if (process.env.SWEEP_DEBUG) console.log(accepted.join('\n'));
    assertMin('bad input: operations swept', swept, 150);
    assertMin('bad input: cases', cases, 2500);
    console.log(`[sweep] bad input: lenient 2xx answers (unknown fields, numbers the contract allows): ${accepted.length}`);
    expect(failures).toEqual([]);
  }, 240_000);

  it('every operation is swept or skipped with a reason', () => {
    const left = ops.filter((op) => !(op.name in SKIPPED) && op.bodyKind === null && op.pathParams.length === 0);
    // Operations with neither body nor path parameters have no input to break; they are listed here.
    for (const op of left) expect(op.method, op.name).not.toBe('DELETE');
    for (const name of Object.keys(SKIPPED))
      expect(
        ops.map((o) => o.name),
        `stale skip ${name}`,
      ).toContain(name);
    console.log(`[sweep] bad input: operations without input (nothing to malform): ${left.length}`);
  });
});
