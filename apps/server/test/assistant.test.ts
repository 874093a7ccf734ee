import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, post, type TestApp, tempDataDir } from './helpers.ts';
import { type FakeOpenAi, startFakeOpenAi } from './fakes/openai.ts';
import { type OrgActor, signedUpOrg } from './org-fixtures.ts';
import { call, fails, ok } from './screens-fixtures.ts';

/** The AI assistant (docs/integrations.md "AI assistant") against a local fake of the chat-completions API. */
let t: TestApp;
let dir: string;
let fake: FakeOpenAi;
let org: OrgActor;
const keys: Record<string, string> = {};

async function setCredits(organizationId: number, total: number, used = 0) {
  await t.database.db.update(licences).set({ totalCredits: total, usedCredits: used }).where(eq(licences.organizationId, organizationId));
}
async function credits(organizationId: number) {
  const [row] = await t.database.db.select().from(licences).where(eq(licences.organizationId, organizationId));
  return { total: row?.totalCredits ?? 0, used: row?.usedCredits ?? 0 };
}
/** A location licence: the package with the AI assistant. */
async function withAssistant(organizationId: number, overrides: Record<string, unknown> = {}) {
  await t.database.db
    .update(licences)
    .set({ packageName: 'LOCATION_1Y', validityExpiresAt: new Date(Date.now() + 365 * 86_400_000), overrides })
    .where(eq(licences.organizationId, organizationId));
}
const suggest = (key: string, body: Record<string, unknown>) => call(t, key, '/assistant/suggest', body);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  dir = tempDataDir('assistant-');
  t = await buildTestApp({ dataDir: dir, ai: { baseUrl: fake.url, model: 'fake-model', apiKey: 'sk-test', timeoutMs: 1500 } });
  await signedUpOrg(t, 'Platform');
  org = await signedUpOrg(t, 'Assist Ltd');
  await withAssistant(org.organizationId);
  for (const role of ['admin', 'staff', 'screen_manager', 'content_creator']) {
    const u = await addUser(t, org.organizationId, role);
    keys[role] = (await login(t, u.email)).sessionKey;
  }
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('AI assistant', () => {
  it('answers 5 options for one credit, the prompt carrying the text, model and key', async () => {
    await setCredits(org.organizationId, 10);
    expect(await ok(t, org.key, '/assistant/status')).toEqual({ configured: true, creditsLeft: 10 });
    const out = await ok(t, org.key, '/assistant/suggest', { task: 'headline', text: 'Summer sale on all bikes' });
    expect(out.options).toHaveLength(5);
    expect(out.options[0]).toBe('Option 1: Summer sale on all bikes');
    expect(out.creditsLeft).toBe(9);
    expect(await credits(org.organizationId)).toEqual({ total: 10, used: 1 });
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('fake-model');
    expect(sent?.body.messages[0]?.content).toContain('exactly 5 options');
    expect(sent?.body.messages[1]?.content).toContain('Summer sale on all bikes');
  });

  it('translates into the chosen language and needs one', async () => {
    await setCredits(org.organizationId, 5);
    await ok(t, org.key, '/assistant/suggest', { task: 'translate', text: 'Welcome', targetLocale: 'sv' });
    expect(fake.requests.at(-1)?.body.messages[1]?.content).toContain('into Swedish');
    const out = await fails(t, org.key, '/assistant/suggest', { task: 'translate', text: 'Welcome' }, 400, 'VALIDATION_FAILED');
    expect(out.fields?.targetLocale?.code).toBe('AI_TARGET_LOCALE_REQUIRED');
    expect(await credits(org.organizationId)).toEqual({ total: 5, used: 1 });
    // The activity log names the task and the language, never the text.
    const log = await ok(t, org.key, '/activity/list', { page: 1, pageSize: 20, kinds: ['organizations'] });
    const entry = log.items.find((e: { action: string }) => e.action === 'assistant.suggest');
    expect(entry?.details).toEqual({ task: 'translate', targetLocale: 'sv' });
    expect(JSON.stringify(entry)).not.toContain('Welcome');
  });

  it('reads answers in a code fence or wrapped in prose', async () => {
    await setCredits(org.organizationId, 5);
    for (const mode of ['fenced', 'prose'] as const) {
      fake.mode = mode;
      const out = await ok(t, org.key, '/assistant/suggest', { task: 'shorter', text: 'A long text' });
      expect(out.options).toHaveLength(5);
    }
    fake.mode = 'ok';
    expect(await credits(org.organizationId)).toEqual({ total: 5, used: 2 });
  });

  it('refunds the credit when the provider fails, times out or answers something unusable', async () => {
    await setCredits(org.organizationId, 2);
    for (const mode of ['down', 'notJson', 'fewer', 'slow'] as const) {
      fake.mode = mode;
      const out = await fails(t, org.key, '/assistant/suggest', { task: 'friendlier', text: 'Closed today' }, 502, 'AI_PROVIDER_FAILED');
      expect(out.message).toContain('credit was not used');
      expect(await credits(org.organizationId)).toEqual({ total: 2, used: 0 });
    }
    fake.mode = 'ok';
  });

  it('out of credits: 402 with the translated message, and the provider is not called', async () => {
    await setCredits(org.organizationId, 3, 3);
    const before = fake.requests.length;
    const res = await post(
      t.app,
      '/api/assistant/suggest',
      { sessionKey: org.key, task: 'formal', text: 'hi' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({ errorCode: 'OUT_OF_CREDITS', message: expect.stringContaining('créditos de IA') });
    expect(fake.requests.length).toBe(before);
    expect(await credits(org.organizationId)).toEqual({ total: 3, used: 3 });
  });

  it('20 concurrent suggestions with 3 credits: exactly 3 succeed, credits never below zero', async () => {
    await setCredits(org.organizationId, 3);
    fake.delayMs = 50;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => suggest(org.key, { task: 'headline', text: `Text ${i}` })));
    fake.delayMs = 0;
    const statuses = results.map(([s]) => s);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    expect(await credits(org.organizationId)).toEqual({ total: 3, used: 3 });
  });

  it('owner and admin only: the other roles get 403', async () => {
    await setCredits(org.organizationId, 5);
    await ok(t, keys.admin as string, '/assistant/suggest', { task: 'headline', text: 'Admin text' });
    for (const role of ['staff', 'screen_manager', 'content_creator']) {
      await fails(t, keys[role] as string, '/assistant/suggest', { task: 'headline', text: 'x' }, 403, 'FORBIDDEN');
      await fails(t, keys[role] as string, '/assistant/status', {}, 403, 'FORBIDDEN');
    }
    expect(await credits(org.organizationId)).toEqual({ total: 5, used: 1 });
  });

  it('the licence flag off answers 403 FEATURE_NOT_LICENSED', async () => {
    const other = await signedUpOrg(t, 'No AI Ltd');
    await setCredits(other.organizationId, 5);
    // A trial licence has no AI assistant; a location licence with the add-on turned off neither.
    await fails(t, other.key, '/assistant/suggest', { task: 'headline', text: 'x' }, 403, 'FEATURE_NOT_LICENSED');
    await withAssistant(other.organizationId, { aiAssistant: false });
    await fails(t, other.key, '/assistant/suggest', { task: 'headline', text: 'x' }, 403, 'FEATURE_NOT_LICENSED');
    await fails(t, other.key, '/assistant/status', {}, 403, 'FEATURE_NOT_LICENSED');
    expect(await credits(other.organizationId)).toEqual({ total: 5, used: 0 });
  });

  it('refuses texts over the limit and unknown tasks', async () => {
    await setCredits(org.organizationId, 5);
    await fails(t, org.key, '/assistant/suggest', { task: 'headline', text: 'x'.repeat(2001) }, 400);
    await fails(t, org.key, '/assistant/suggest', { task: 'poem', text: 'x' }, 400);
    await fails(t, org.key, '/assistant/suggest', { task: 'headline', text: '   ' }, 400);
    expect(await credits(org.organizationId)).toEqual({ total: 5, used: 0 });
  });
});

describe('AI assistant without a provider configured', () => {
  let bare: TestApp;
  let bareDir: string;
  beforeAll(async () => {
    bareDir = tempDataDir('assistant-bare-');
    bare = await buildTestApp({ dataDir: bareDir, ai: null });
  });
  afterAll(async () => {
    await bare?.close();
    rmSync(bareDir, { recursive: true, force: true });
  });

  it('says it is not configured and refuses with a clear error, spending nothing', async () => {
    await signedUpOrg(bare, 'Platform');
    const owner = await signedUpOrg(bare, 'Bare Ltd');
    await bare.database.db
      .update(licences)
      .set({ packageName: 'LOCATION_1Y', totalCredits: 4 })
      .where(eq(licences.organizationId, owner.organizationId));
    expect(await ok(bare, owner.key, '/assistant/status')).toEqual({ configured: false, creditsLeft: 4 });
    const out = await fails(bare, owner.key, '/assistant/suggest', { task: 'headline', text: 'x' }, 503, 'AI_NOT_CONFIGURED');
    expect(out.message).toContain('not set up');
  });
});
