import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertMin,
  buildRequest,
  type Caller,
  changedTables,
  idFieldsOf,
  type IdKind,
  idKind,
  type IdValues,
  LOWER_ROLES,
  listOperations,
  MISSING,
  mayUse,
  type Operation,
  send,
  snapshotQuery,
  unmappedIdNames,
  type World,
  buildWorld,
} from './api-sweep-support.ts';

/**
 * Isolation sweep (security.md TEN-1/2, ROLE-1): every operation of the OpenAPI document that takes
 * an id, called by organization B's owner (B's screen for player routes) with organization A's ids,
 * answers exactly as with ids that do not exist, and so does B's API token, and every lower role of A on the operations
 * its role may not use. After each operation's calls, A's rows are unchanged.
 */

/** Operations left out, each with its reason (anything else taking an id is swept). */
const SKIPPED: Record<string, string> = {
  'GET /api/events': 'server-sent event stream (no ids; would stay open)',
  'GET /api/player/events': 'server-sent event stream (no ids; would stay open)',
};

let w: World;
let ops: Operation[];

beforeAll(async () => {
  w = await buildWorld('signage-isolation-sweep-');
  ops = listOperations(w.t.app);
}, 120_000);

afterAll(async () => {
  await w?.t.close();
  if (w) rmSync(w.dir, { recursive: true, force: true });
});

/** The answer without its request id; successes also without numbers and times (new ids, timestamps). */
const strip = (body: string) => {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    delete parsed.requestId;
    const text = JSON.stringify(parsed);
    return 'response' in parsed ? text.replace(/\d+/g, 'N') : text;
  } catch {
    return body;
  }
};

/** Which operations the sweep calls: every one naming an object. */
const swept = (all: Operation[]) => all.filter((op) => !(op.name in SKIPPED) && idFieldsOf(op).length > 0);

describe('isolation sweep (generated from the OpenAPI document)', () => {
  it('every id-looking field of every operation is mapped to an object kind or explained', () => {
    expect(ops.length).toBeGreaterThan(150);
    expect(ops.flatMap(unmappedIdNames)).toEqual([]);
    for (const name of Object.keys(SKIPPED))
      expect(
        ops.map((o) => o.name),
        `stale skip ${name}`,
      ).toContain(name);
    // Every operation is accounted for: swept, skipped with a reason, or naming no object at all.
    const noIds = ops.filter((op) => !(op.name in SKIPPED) && idFieldsOf(op).length === 0);
    expect(swept(ops).length + Object.keys(SKIPPED).length + noIds.length).toBe(ops.length);
    console.log(`[sweep] isolation: operations in the document ${ops.length}, naming no object ${noIds.length}`);
  });

  it("another organization's ids answer exactly like missing ones and change nothing of A", async () => {
    const snapshot = await snapshotQuery(w.t, w.orgs.a);
    const failures: string[] = [];
    let cases = 0;
    let reached = 0;
    const list = swept(ops);
    for (const op of list) {
      const before = await snapshot();
      const callerB: Caller =
        op.access.auth === 'device'
          ? { kind: 'device', secret: w.secretB }
          : op.access.auth === 'public'
            ? { kind: 'none' }
            : { kind: 'session', key: w.keys.b as string };
      const callers: Array<[string, Caller]> = [['B owner', callerB]];
      // B's API token (every scope): another organization's objects are as missing to it too.
      if (op.access.auth === 'session') callers.push(['B token', { kind: 'token', token: w.tokenB }]);
      // A's lower roles on the operations their role may not use.
      if (op.access.auth === 'session')
        for (const role of LOWER_ROLES)
          if (!mayUse(role, op.access)) callers.push([`A ${role}`, { kind: 'session', key: w.keys[role] as string }]);
      for (const [who, caller] of callers) {
        const foreign = await send(w.t.app, op, buildRequest(op, w.a), caller);
        const missing = await send(w.t.app, op, buildRequest(op, MISSING), caller);
        cases += 2;
        if (foreign.statusCode !== 400) reached++;
        else if (process.env.SWEEP_DEBUG) console.log(`400 ${op.name} ${who}: ${foreign.body.slice(0, 300)}`);
        const label = `${op.name} by ${who}`;
        if (foreign.statusCode >= 500 || missing.statusCode >= 500)
          failures.push(`5xx — ${label}: ${foreign.statusCode}/${missing.statusCode}`);
        if (foreign.statusCode !== missing.statusCode || strip(foreign.body) !== strip(missing.body))
          failures.push(
            `differs — ${label}: A's ids ${foreign.statusCode} ${strip(foreign.body).slice(0, 200)} | missing ${missing.statusCode} ${strip(missing.body).slice(0, 200)}`,
          );
        if (foreign.statusCode < 300 && who !== 'B owner' && who !== 'B token') failures.push(`allowed — ${label}: ${foreign.statusCode}`);
      }
      const changed = changedTables(before, await snapshot());
      if (changed.length) failures.push(`changed A — ${op.name}: ${changed.join(', ')}`);
    }
    assertMin('isolation: operations swept', list.length, 120);
    assertMin('isolation: cases', cases, 500);
    assertMin('isolation: foreign-id calls that passed validation', reached, Math.floor(cases / 2) * 0.8);
    expect(failures).toEqual([]);
  }, 240_000);

  it("one foreign id among B's own answers exactly like one missing id (every id field, one at a time)", async () => {
    const snapshot = await snapshotQuery(w.t, w.orgs.a);
    const failures: string[] = [];
    let cases = 0;
    let opsSwept = 0;
    for (const op of swept(ops)) {
      const kinds = [...new Set(idFieldsOf(op).map((f) => idKind(op, f)))].filter(
        (k): k is IdKind => k !== null && k !== 'pairingCode' && k !== 'hash',
      );
      if (kinds.length < 2) continue;
      opsSwept++;
      const caller: Caller =
        op.access.auth === 'device'
          ? { kind: 'device', secret: w.secretB }
          : op.access.auth === 'public'
            ? { kind: 'none' }
            : { kind: 'session', key: w.keys.b as string };
      const before = await snapshot();
      for (const kind of kinds) {
        const mixed = (value: IdValues): IdValues => ({
          ...w.b,
          [kind]: value[kind],
          hash: kind === 'media' ? value.hash : w.b.hash,
          pairingCode: MISSING.pairingCode,
        });
        const foreign = await send(w.t.app, op, buildRequest(op, mixed(w.a)), caller);
        const missing = await send(w.t.app, op, buildRequest(op, mixed(MISSING)), caller);
        cases += 2;
        const label = `${op.name} with A's ${kind}`;
        if (foreign.statusCode >= 500 || missing.statusCode >= 500)
          failures.push(`5xx — ${label}: ${foreign.statusCode}/${missing.statusCode}`);
        if (foreign.statusCode !== missing.statusCode || strip(foreign.body) !== strip(missing.body))
          failures.push(
            `differs — ${label}: A's ${foreign.statusCode} ${strip(foreign.body).slice(0, 200)} | missing ${missing.statusCode} ${strip(missing.body).slice(0, 200)}`,
          );
      }
      const changed = changedTables(before, await snapshot());
      if (changed.length) failures.push(`changed A — ${op.name}: ${changed.join(', ')}`);
    }
    assertMin('isolation (one foreign id among own ids): operations', opsSwept, 25);
    assertMin('isolation (one foreign id among own ids): cases', cases, 100);
    expect(failures).toEqual([]);
  }, 240_000);

  it("another user's private (`my`) objects answer, to every other role of A that may use the operation, exactly like missing ones", async () => {
    // docs/playlists.md, docs/media.md: `my` playlists, folders, templates and media only to their creator.
    const PRIVATE: IdKind[] = ['playlist', 'playlistFolder', 'slide', 'template', 'media', 'mediaFolder'];
    const snapshot = await snapshotQuery(w.t, w.orgs.a);
    const failures: string[] = [];
    let cases = 0;
    let opsSwept = 0;
    for (const op of swept(ops)) {
      if (op.access.auth !== 'session') continue;
      const kinds = [...new Set(idFieldsOf(op).map((f) => idKind(op, f)))].filter((k): k is IdKind => k !== null && PRIVATE.includes(k));
      const roles = LOWER_ROLES.filter((role) => mayUse(role, op.access));
      if (kinds.length === 0 || roles.length === 0) continue;
      opsSwept++;
      for (const role of roles) {
        for (const kind of kinds) {
          const before = await snapshot();
          const caller: Caller = { kind: 'session', key: w.keys[role] as string };
          const own = (value: IdValues): IdValues => ({ ...w.a, [kind]: value[kind], hash: kind === 'media' ? value.hash : w.a.hash });
          const foreign = await send(w.t.app, op, buildRequest(op, own(w.a)), caller);
          const missing = await send(w.t.app, op, buildRequest(op, own(MISSING)), caller);
          cases += 2;
          const label = `${op.name} by A ${role} with the owner's private ${kind}`;
          if (foreign.statusCode >= 500 || missing.statusCode >= 500)
            failures.push(`5xx — ${label}: ${foreign.statusCode}/${missing.statusCode}`);
          if (foreign.statusCode !== missing.statusCode || strip(foreign.body) !== strip(missing.body))
            failures.push(
              `differs — ${label}: private ${foreign.statusCode} ${strip(foreign.body).slice(0, 200)} | missing ${missing.statusCode} ${strip(missing.body).slice(0, 200)}`,
            );
          if (foreign.statusCode >= 400) {
            const changed = changedTables(before, await snapshot());
            if (changed.length) failures.push(`refused but changed A — ${label}: ${changed.join(', ')}`);
          }
        }
      }
    }
    assertMin("isolation (owner's private objects, other roles of A): operations", opsSwept, 40);
    assertMin("isolation (owner's private objects, other roles of A): cases", cases, 200);
    expect(failures).toEqual([]);
  }, 240_000);

  it("the snapshot sees a change of A's rows (the sweep's check can fail)", async () => {
    const snapshot = await snapshotQuery(w.t, w.orgs.a);
    const before = await snapshot();
    const res = await send(
      w.t.app,
      ops.find((o) => o.name === 'POST /api/playlist/rename') as Operation,
      {
        method: 'POST',
        url: '/api/playlist/rename',
        body: { playlistId: w.a.playlist.int, name: 'Renamed by A' },
      },
      { kind: 'session', key: w.keys.a as string },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(changedTables(before, await snapshot())).toContain('playlists');
  });

  it("control: A's own owner reaches A's objects with the same generated requests (the ids are real)", async () => {
    const list = swept(ops).filter((op) => op.access.auth === 'session');
    // Removals last, so later calls still find their objects.
    list.sort((x, y) => Number(/remove|delete|clear/i.test(x.path)) - Number(/remove|delete|clear/i.test(y.path)));
    let found = 0;
    const notFound: string[] = [];
    for (const op of list) {
      const res = await send(w.t.app, op, buildRequest(op, w.a), { kind: 'session', key: w.keys.a as string });
      expect(res.statusCode, `${op.name} ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 404) notFound.push(`${op.name} ${res.body.slice(0, 120)}`);
      else found++;
    }
    if (process.env.SWEEP_DEBUG) console.log(notFound.join('\n'));
    assertMin("isolation control: operations where A's owner finds A's objects", found, Math.floor(list.length * 0.75));
  }, 120_000);
});
