import {
  RECOVERY_CODE_COUNT,
  ruleCovers,
  SECOND_FACTOR_RULES,
  type SecondFactorMethod,
  type SecondFactorRule,
  type SecurityStatus,
  strictestRule,
  type WebauthnCredential,
} from '@signage/shared';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { randomInt } from 'node:crypto';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  orgSecondFactorRules,
  type SecondFactorFlowKind,
  secondFactorFlows,
  type User,
  userPasskeys,
  userRecoveryCodes,
  userTotp,
} from '../../../db/schema/index.ts';
import { decryptSecret, encryptSecret, randomKey, sha256 } from '../../../lib/crypto.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import type { OrgAccess } from '../../tenancy/org-access.ts';
import type { OrganizationTree } from '../../tenancy/organization-tree.ts';
import type { UsersRepository } from '../users.repository.ts';

/** A sign-in step lives this long; a passkey ceremony as long. */
export const FLOW_TTL_MS = 5 * 60_000;
/** Wrong codes a single sign-in step takes before it dies (the per-user limit counts across steps). */
export const FLOW_MAX_ATTEMPTS = 5;
const TOTP_PERIOD_S = 30;
/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The relying party of a WebAuthn ceremony: from PUBLIC_URL when it is set, else from the request's host. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** How the first factor was proven (the login audit says it). */
export type FirstFactor = 'password' | 'google';

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The second factor (docs/security.md "Second factor"): authenticator apps (TOTP), one-time recovery
 * codes, passkeys (WebAuthn), and the organization's rule. No session exists before the factor is
 * passed: the password step answers a short-lived, single-purpose step (`second_factor_flows`).
 */
export class SecondFactorService {
  constructor(
    private readonly ctx: AppContext,
    private readonly tree: OrganizationTree,
    private readonly access: OrgAccess,
    private readonly users: UsersRepository,
  ) {}

  private async sealKey(): Promise<string> {
    return this.ctx.config.secretsKey ?? (await this.ctx.secret('secrets-key'));
  }

  // ——— The rule ———

  /** The strictest rule on the path from the organization to the root (itself included). */
  async effectiveRule(organizationId: number): Promise<SecondFactorRule> {
    const path = await this.tree.pathToRoot(organizationId);
    return this.strictestOf(path.map((p) => p.id));
  }

  private async strictestOf(ids: number[]): Promise<SecondFactorRule> {
    if (ids.length === 0) return 'none';
    const rows = await this.ctx.db.select().from(orgSecondFactorRules).where(inArray(orgSecondFactorRules.organizationId, ids));
    return strictestRule(rows.map((r) => r.rule));
  }

  /** POST /organizations/secondFactor: the organization's own rule and the floor its parents set. */
  async ruleOf(auth: AuthContext, organizationId?: number) {
    const org = await this.access.readable(auth, organizationId);
    const path = await this.tree.pathToRoot(org.id);
    const [own] = await this.ctx.db.select().from(orgSecondFactorRules).where(eq(orgSecondFactorRules.organizationId, org.id));
    const inherited = await this.strictestOf(path.filter((p) => p.id !== org.id).map((p) => p.id));
    const editable = org.depth === 0 ? this.access.isAdmin(auth) : this.access.managesDepth(auth, org.depth);
    return { rule: strictestRule([own?.rule ?? 'none', inherited]), inherited, editable };
  }

  /** POST /organizations/secondFactor/update: owner/admin (or a managing ancestor); never looser than the parents'. */
  async setRule(auth: AuthContext, organizationId: number | undefined, rule: SecondFactorRule, meta: RequestMeta) {
    const org = await this.access.editable(auth, organizationId ?? auth.organization.id);
    const before = await this.ruleOf(auth, org.id);
    if (SECOND_FACTOR_RULES.indexOf(rule) < SECOND_FACTOR_RULES.indexOf(before.inherited)) {
      throw new AppError(400, 'SECOND_FACTOR_RULE_TOO_LOOSE', undefined, { rule: 'SECOND_FACTOR_RULE_TOO_LOOSE' });
    }
    const now = this.ctx.now();
    await this.ctx.db
      .insert(orgSecondFactorRules)
      .values({ organizationId: org.id, rule, updatedAt: now })
      .onConflictDoUpdate({ target: orgSecondFactorRules.organizationId, set: { rule, updatedAt: now } });
    if (before.rule !== rule) {
      await this.ctx.audit.byCaller(auth, {
        organizationId: org.id,
        action: 'organization.second_factor_rule',
        objectType: 'organization',
        objectId: org.id,
        details: { from: before.rule, to: rule },
        ip: meta.ip,
      });
    }
    return { rule, inherited: before.inherited, editable: true };
  }

  /** Whether the organization's rule covers this user (then the last factor cannot be removed). */
  async covers(user: Pick<User, 'organizationId' | 'role'>): Promise<boolean> {
    return ruleCovers(await this.effectiveRule(user.organizationId), user.role);
  }

  // ——— The sign-in step ———

  /** The methods a user can pass the second factor with (empty: no factor). */
  async methodsOf(userId: number, db: DbOrTx = this.ctx.db): Promise<SecondFactorMethod[]> {
    const [totp] = await db
      .select({ userId: userTotp.userId })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
    const [passkeys] = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
    const [codes] = await db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
    const methods: SecondFactorMethod[] = [];
    if (totp) methods.push('totp');
    if (Number(codes?.n ?? 0) > 0 && (totp || Number(passkeys?.n ?? 0) > 0)) methods.push('recovery');
    if (Number(passkeys?.n ?? 0) > 0) methods.push('passkey');
    return methods;
  }

  /**
   * Called once the first factor is proven and before any session exists: a user with a factor gets
   * 401 SECOND_FACTOR_REQUIRED, a user the rule covers without one 401 SECOND_FACTOR_ENROLMENT_REQUIRED,
   * each with a single-purpose step; anyone else passes (the login result codes stay as they are).
   */
  async gate(user: User, firstFactor: FirstFactor): Promise<void> {
    const methods = await this.methodsOf(user.id);
    if (methods.length > 0) {
      const challenge = await this.newFlow('login', user.id, firstFactor);
      throw new AppError(401, 'SECOND_FACTOR_REQUIRED', undefined, undefined, { challenge, methods });
    }
    if (await this.covers(user)) {
      const challenge = await this.newFlow('enrol', user.id, firstFactor);
      throw new AppError(401, 'SECOND_FACTOR_ENROLMENT_REQUIRED', undefined, undefined, { challenge, methods: ['totp'] });
    }
  }

  private async newFlow(kind: SecondFactorFlowKind, userId: number | null, method: string, challenge?: string): Promise<string> {
    const handle = randomKey(32);
    const now = this.ctx.now();
    await this.ctx.db.delete(secondFactorFlows).where(lt(secondFactorFlows.expiresAt, now));
    await this.ctx.db.insert(secondFactorFlows).values({
      handleHash: sha256(handle),
      kind,
      userId,
      method,
      challenge: challenge ?? null,
      expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
    });
    return handle;
  }

  /** A live step of this kind (and user, when given), or 401 SECOND_FACTOR_EXPIRED. */
  private async liveFlow(handle: string, kind: SecondFactorFlowKind, userId?: number) {
    const [row] = await this.ctx.db
      .select()
      .from(secondFactorFlows)
      .where(
        and(
          eq(secondFactorFlows.handleHash, sha256(handle)),
          eq(secondFactorFlows.kind, kind),
          gt(secondFactorFlows.expiresAt, this.ctx.now()),
          lt(secondFactorFlows.attempts, FLOW_MAX_ATTEMPTS),
          userId === undefined ? undefined : eq(secondFactorFlows.userId, userId),
        ),
      );
    if (!row) throw new AppError(401, 'SECOND_FACTOR_EXPIRED');
    return row;
  }

  /** Takes the step (once: a parallel use of the same step finds nothing). */
  private async takeFlow(handle: string): Promise<boolean> {
    const taken = await this.ctx.db
      .delete(secondFactorFlows)
      .where(eq(secondFactorFlows.handleHash, sha256(handle)))
      .returning({ h: secondFactorFlows.handleHash });
    return taken.length === 1;
  }

  private async flowUser(userId: number | null): Promise<User> {
    const user = userId === null ? undefined : await this.users.findById(userId);
    if (!user) throw new AppError(401, 'SECOND_FACTOR_EXPIRED');
    return user;
  }

  /** A wrong answer: counted on the step (it dies after 5), audited. */
  private async refuse(handle: string, user: User, method: SecondFactorMethod, meta: RequestMeta): Promise<never> {
    await this.ctx.db
      .update(secondFactorFlows)
      .set({ attempts: sql`${secondFactorFlows.attempts} + 1` })
      .where(eq(secondFactorFlows.handleHash, sha256(handle)));
    await this.ctx.audit.record({
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.second_factor_failed',
      objectType: 'user',
      objectId: user.id,
      details: { method },
      ip: meta.ip,
    });
    throw new AppError(401, 'SECOND_FACTOR_INVALID', undefined, { code: 'SECOND_FACTOR_INVALID' });
  }

  /**
   * POST /auth/secondFactor/verify: the step and a code (authenticator app or recovery code) or a
   * passkey's answer. Counted before it is checked (per user and per address, like passwords); a
   * right answer is given back. Returns the user to open the session for.
   */
  async verifyStep(
    body: { challenge: string; method: SecondFactorMethod; code?: string; credential?: WebauthnCredential },
    rp: RelyingParty,
    meta: RequestMeta,
  ): Promise<{ user: User; firstFactor: FirstFactor; secondFactor: SecondFactorMethod }> {
    const flow = await this.liveFlow(body.challenge, 'login');
    const user = await this.flowUser(flow.userId);
    const attempt = await this.ctx.rate.admit(limit('second-factor:user', user.id), limit('login:ip', meta.ip));
    let passed = false;
    if (body.method === 'totp' && body.code) passed = await this.useTotp(user.id, body.code);
    else if (body.method === 'recovery' && body.code) passed = await this.useRecoveryCode(user, body.code, meta);
    else if (body.method === 'passkey' && body.credential && flow.challenge) {
      passed = (await this.verifyPasskey(body.credential, flow.challenge, rp, user.id)) !== null;
    }
    if (!passed) return this.refuse(body.challenge, user, body.method, meta);
    if (!(await this.takeFlow(body.challenge))) throw new AppError(401, 'SECOND_FACTOR_EXPIRED');
    await attempt.refund();
    return { user, firstFactor: flow.method === 'google' ? 'google' : 'password', secondFactor: body.method };
  }

  /** POST /auth/secondFactor/passkeyOptions: the WebAuthn request for the user's passkeys, bound to the step. */
  async stepPasskeyOptions(handle: string, rp: RelyingParty) {
    const flow = await this.liveFlow(handle, 'login');
    const keys = await this.ctx.db
      .select()
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, flow.userId ?? -1));
    if (keys.length === 0) throw new AppError(400, 'PASSKEY_FAILED');
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportLike[] })),
      userVerification: 'preferred',
    });
    await this.ctx.db
      .update(secondFactorFlows)
      .set({ challenge: options.challenge })
      .where(eq(secondFactorFlows.handleHash, sha256(handle)));
    return { options: options as unknown as Record<string, unknown> };
  }

  // ——— Enrolment demanded by the rule (no session yet) ———

  /** POST /auth/secondFactor/enrol/start: a new authenticator-app secret for the step's user. */
  async enrolStart(handle: string) {
    const flow = await this.liveFlow(handle, 'enrol');
    const user = await this.flowUser(flow.userId);
    return this.startTotp(user);
  }

  /** POST /auth/secondFactor/enrol/confirm: the first code confirms the app; recovery codes are issued once. */
  async enrolConfirm(handle: string, code: string, meta: RequestMeta) {
    const flow = await this.liveFlow(handle, 'enrol');
    const user = await this.flowUser(flow.userId);
    const attempt = await this.ctx.rate.admit(limit('second-factor:user', user.id), limit('login:ip', meta.ip));
    if (!(await this.confirmPendingTotp(user.id, code))) return this.refuse(handle, user, 'totp', meta);
    if (!(await this.takeFlow(handle))) throw new AppError(401, 'SECOND_FACTOR_EXPIRED');
    await attempt.refund();
    const recoveryCodes = await this.issueRecoveryCodes(user.id);
    await this.ctx.audit.record({
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.totp_enrolled',
      objectType: 'user',
      objectId: user.id,
      ip: meta.ip,
    });
    return { user, firstFactor: (flow.method === 'google' ? 'google' : 'password') as FirstFactor, recoveryCodes };
  }

  // ——— Authenticator app ———

  private async startTotp(user: User) {
    const [existing] = await this.ctx.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    if (existing?.confirmedAt) throw new AppError(409, 'VALIDATION_FAILED');
    const secret = generateSecret();
    const sealed = encryptSecret(await this.sealKey(), secret);
    await this.ctx.db
      .insert(userTotp)
      .values({ userId: user.id, secretSealed: sealed, createdAt: this.ctx.now() })
      .onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed: sealed, confirmedAt: null, lastUsedStep: null } });
    const issuer = 'Signage';
    return { secret, otpauthUrl: generateURI({ issuer, label: user.email, secret }) };
  }

  /** The time step of a right code for this secret (±1 step of clock drift), or null. */
  private async stepOf(secret: string, code: string): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const epoch = Math.floor(this.ctx.now().getTime() / 1000);
    const result = await verifyTotp({ secret, token, epoch, epochTolerance: TOTP_PERIOD_S });
    if (!result.valid) return null;
    return 'timeStep' in result ? result.timeStep : Math.floor(epoch / TOTP_PERIOD_S) + result.delta;
  }

  /**
   * A code of the user's confirmed app: right, and of a later time step than the last one accepted —
   * the step advances in one conditional UPDATE, so a code (or an older one) works once, also in parallel.
   */
  private async useTotp(userId: number, code: string): Promise<boolean> {
    const [row] = await this.ctx.db
      .select()
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
    if (!row) return false;
    const step = await this.stepOf(decryptSecret(await this.sealKey(), row.secretSealed), code);
    if (step === null) return false;
    const advanced = await this.ctx.db
      .update(userTotp)
      .set({ lastUsedStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
      .returning({ userId: userTotp.userId });
    return advanced.length === 1;
  }

  private async confirmPendingTotp(userId: number, code: string): Promise<boolean> {
    const [row] = await this.ctx.db
      .select()
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)));
    if (!row) return false;
    const step = await this.stepOf(decryptSecret(await this.sealKey(), row.secretSealed), code);
    if (step === null) return false;
    const confirmed = await this.ctx.db
      .update(userTotp)
      .set({ confirmedAt: this.ctx.now(), lastUsedStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    return confirmed.length === 1;
  }

  // ——— Recovery codes ———

  private newRecoveryCode(): string {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  }

  /** Replaces the user's recovery codes with new ones (shown once; stored as SHA-256). */
  private async issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => this.newRecoveryCode());
    await this.ctx.db.transaction(async (tx) => {
      await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      await tx
        .insert(userRecoveryCodes)
        .values(codes.map((c) => ({ userId, codeHash: sha256(normaliseRecovery(c)), createdAt: this.ctx.now() })));
    });
    return codes;
  }

  /** A recovery code, used once (marked used in one conditional UPDATE). */
  private async useRecoveryCode(user: User, code: string, meta: RequestMeta): Promise<boolean> {
    const used = await this.ctx.db
      .update(userRecoveryCodes)
      .set({ usedAt: this.ctx.now() })
      .where(
        and(
          eq(userRecoveryCodes.userId, user.id),
          eq(userRecoveryCodes.codeHash, sha256(normaliseRecovery(code))),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    if (used.length !== 1) return false;
    await this.ctx.audit.record({
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.recovery_code_used',
      objectType: 'user',
      objectId: user.id,
      ip: meta.ip,
    });
    return true;
  }

  // ——— Passkeys ———

  /**
   * Checks a passkey's answer against the challenge issued; `userId` limits it to that user's passkeys
   * (the second-factor step), null takes any (the password-less sign-in). The signature counter moves on.
   */
  private async verifyPasskey(credential: WebauthnCredential, challenge: string, rp: RelyingParty, userId: number | null) {
    const [key] = await this.ctx.db
      .select()
      .from(userPasskeys)
      .where(and(eq(userPasskeys.credentialId, credential.id), userId === null ? undefined : eq(userPasskeys.userId, userId)));
    if (!key) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response: credential as never,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: userId === null,
        credential: {
          id: key.credentialId,
          publicKey: Buffer.from(key.publicKey, 'base64url'),
          counter: key.counter,
          transports: key.transports as AuthenticatorTransportLike[],
        },
      });
      if (!result.verified) return null;
      await this.ctx.db
        .update(userPasskeys)
        .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: this.ctx.now() })
        .where(eq(userPasskeys.id, key.id));
      return key;
    } catch {
      return null;
    }
  }

  /** POST /auth/passkey/options: a password-less sign-in's request (any passkey of this site). */
  async loginOptions(rp: RelyingParty, meta: RequestMeta) {
    await this.ctx.rate.admit(limit('login:ip', meta.ip));
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
    const flow = await this.newFlow('passkey-login', null, 'passkey', options.challenge);
    return { flow, options: options as unknown as Record<string, unknown> };
  }

  /** POST /auth/passkey/login: the passkey (with user verification) is both factors. Counted per address. */
  async login(handle: string, credential: WebauthnCredential, rp: RelyingParty, meta: RequestMeta): Promise<User> {
    const flow = await this.liveFlow(handle, 'passkey-login');
    const attempt = await this.ctx.rate.admit(limit('login:ip', meta.ip));
    const key = flow.challenge ? await this.verifyPasskey(credential, flow.challenge, rp, null) : null;
    if (!key || !(await this.takeFlow(handle))) {
      await this.ctx.db
        .update(secondFactorFlows)
        .set({ attempts: sql`${secondFactorFlows.attempts} + 1` })
        .where(eq(secondFactorFlows.handleHash, sha256(handle)));
      throw new AppError(401, 'PASSKEY_FAILED');
    }
    await attempt.refund();
    const user = await this.users.findById(key.userId);
    if (!user) throw new AppError(401, 'PASSKEY_FAILED');
    return user;
  }

  // ——— The account's Security section ———

  async status(auth: AuthContext): Promise<SecurityStatus> {
    const userId = auth.user.id;
    const [totp] = await this.ctx.db
      .select()
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
    const [codes] = await this.ctx.db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
    const keys = await this.ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.id));
    return {
      totp: Boolean(totp),
      recoveryCodesLeft: Number(codes?.n ?? 0),
      passkeys: keys.map((k) => ({
        id: k.id,
        name: k.name,
        createdAt: k.createdAt.toISOString(),
        lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      })),
      required: await this.covers(auth.user),
    };
  }

  async totpStart(auth: AuthContext) {
    return this.startTotp(auth.user);
  }

  /** The first code confirms the app; recovery codes are issued when the user has none left. */
  async totpConfirm(auth: AuthContext, code: string, meta: RequestMeta) {
    const attempt = await this.ctx.rate.admit(limit('second-factor:user', auth.user.id));
    if (!(await this.confirmPendingTotp(auth.user.id, code))) {
      throw new AppError(400, 'SECOND_FACTOR_INVALID', undefined, { code: 'SECOND_FACTOR_INVALID' });
    }
    await attempt.refund();
    const status = await this.status(auth);
    const recoveryCodes = status.recoveryCodesLeft === 0 ? await this.issueRecoveryCodes(auth.user.id) : [];
    await this.ctx.audit.byCaller(auth, {
      organizationId: auth.user.organizationId,
      action: 'auth.totp_enrolled',
      objectType: 'user',
      objectId: auth.user.id,
      ip: meta.ip,
    });
    return { recoveryCodes };
  }

  /** Refuses to remove the last factor of a user the rule covers. */
  private async keepOneIfRequired(auth: AuthContext, leaving: 'totp' | 'passkey') {
    if (!(await this.covers(auth.user))) return;
    const status = await this.status(auth);
    const left = leaving === 'totp' ? status.passkeys.length : (status.totp ? 1 : 0) + status.passkeys.length - 1;
    if (left < 1) throw new AppError(400, 'SECOND_FACTOR_KEPT_BY_RULE');
  }

  async totpRemove(auth: AuthContext, meta: RequestMeta) {
    await this.keepOneIfRequired(auth, 'totp');
    const removed = await this.ctx.db.delete(userTotp).where(eq(userTotp.userId, auth.user.id)).returning({ c: userTotp.confirmedAt });
    if (removed.length === 0) throw notFound();
    if (removed[0]?.c) {
      if ((await this.methodsOf(auth.user.id)).length === 0) {
        await this.ctx.db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, auth.user.id));
      }
      await this.ctx.audit.byCaller(auth, {
        organizationId: auth.user.organizationId,
        action: 'auth.totp_removed',
        objectType: 'user',
        objectId: auth.user.id,
        ip: meta.ip,
      });
    }
    return { removed: true as const };
  }

  /** New recovery codes (the old ones stop working); only with a factor they recover. */
  async regenerateRecoveryCodes(auth: AuthContext, meta: RequestMeta) {
    const status = await this.status(auth);
    if (!status.totp && status.passkeys.length === 0) throw new AppError(400, 'VALIDATION_FAILED');
    const recoveryCodes = await this.issueRecoveryCodes(auth.user.id);
    await this.ctx.audit.byCaller(auth, {
      organizationId: auth.user.organizationId,
      action: 'auth.recovery_codes_regenerated',
      objectType: 'user',
      objectId: auth.user.id,
      ip: meta.ip,
    });
    return { recoveryCodes };
  }

  async passkeyRegisterOptions(auth: AuthContext, rp: RelyingParty) {
    const keys = await this.ctx.db.select().from(userPasskeys).where(eq(userPasskeys.userId, auth.user.id));
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: auth.user.email,
      userDisplayName: auth.user.fullname,
      userID: new TextEncoder().encode(`user-${auth.user.id}`),
      attestationType: 'none',
      excludeCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportLike[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const flow = await this.newFlow('passkey-register', auth.user.id, 'session', options.challenge);
    return { flow, options: options as unknown as Record<string, unknown> };
  }

  async passkeyAdd(
    auth: AuthContext,
    body: { flow: string; name: string; credential: WebauthnCredential },
    rp: RelyingParty,
    meta: RequestMeta,
  ) {
    const flow = await this.liveFlow(body.flow, 'passkey-register', auth.user.id);
    let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
    try {
      const result = await verifyRegistrationResponse({
        response: body.credential as never,
        expectedChallenge: flow.challenge ?? '',
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      info = result.verified ? result.registrationInfo : undefined;
    } catch {
      info = undefined;
    }
    if (!info || !(await this.takeFlow(body.flow))) throw new AppError(400, 'PASSKEY_FAILED');
    const [row] = await this.ctx.db
      .insert(userPasskeys)
      .values({
        userId: auth.user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        name: body.name,
        createdAt: this.ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(400, 'PASSKEY_FAILED');
    await this.ctx.audit.byCaller(auth, {
      organizationId: auth.user.organizationId,
      action: 'auth.passkey_added',
      objectType: 'user',
      objectId: auth.user.id,
      details: { name: row.name },
      ip: meta.ip,
    });
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
  }

  async passkeyRename(auth: AuthContext, id: number, name: string) {
    const [row] = await this.ctx.db
      .update(userPasskeys)
      .set({ name })
      .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, auth.user.id)))
      .returning();
    if (!row) throw notFound();
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
  }

  async passkeyRemove(auth: AuthContext, id: number, meta: RequestMeta) {
    const [key] = await this.ctx.db
      .select()
      .from(userPasskeys)
      .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, auth.user.id)));
    if (!key) throw notFound();
    await this.keepOneIfRequired(auth, 'passkey');
    await this.ctx.db.delete(userPasskeys).where(eq(userPasskeys.id, key.id));
    if ((await this.methodsOf(auth.user.id)).length === 0) {
      await this.ctx.db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, auth.user.id));
    }
    await this.ctx.audit.byCaller(auth, {
      organizationId: auth.user.organizationId,
      action: 'auth.passkey_removed',
      objectType: 'user',
      objectId: auth.user.id,
      details: { name: key.name },
      ip: meta.ip,
    });
    return { removed: true as const };
  }

  // ——— An admin's reset ———

  /**
   * POST /users/secondFactor/reset: an owner or admin of the user's organization, or of a managing
   * ancestor (the user-management rules: another organization answers 404). An admin does not reset
   * the owner of their own organization (403). The user signs in with the password next, and enrols
   * again where the rule asks for it.
   */
  async reset(auth: AuthContext, userId: number, organizationId: number | undefined, meta: RequestMeta) {
    const found = await this.users.findById(userId);
    if (!found) throw notFound();
    const org = await this.access.editable(auth, organizationId ?? found.organizationId);
    if (found.organizationId !== org.id) throw notFound();
    if (org.depth === 0 && org.ownerUserId === found.id && auth.role !== 'owner') throw forbidden();
    await this.ctx.db.transaction(async (tx) => {
      await tx.delete(userTotp).where(eq(userTotp.userId, found.id));
      await tx.delete(userPasskeys).where(eq(userPasskeys.userId, found.id));
      await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, found.id));
      await tx.delete(secondFactorFlows).where(eq(secondFactorFlows.userId, found.id));
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: org.id,
          action: 'user.second_factor_reset',
          objectType: 'user',
          objectId: found.id,
          ip: meta.ip,
        },
        tx,
      );
    });
    return { reset: true as const };
  }
}

type AuthenticatorTransportLike = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
