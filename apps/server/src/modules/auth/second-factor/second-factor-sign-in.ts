import type { SecondFactorMethod, WebauthnCredential } from '@signage/shared';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  type SecondFactorFlowKind,
  secondFactorFlows,
  type User,
  userPasskeys,
  userRecoveryCodes,
  userTotp,
} from '../../../db/schema/index.ts';
import { randomKey, sha256 } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import {
  type AuthenticatorTransportLike,
  FLOW_MAX_ATTEMPTS,
  FLOW_TTL_MS,
  type FirstFactor,
  type RelyingParty,
  SecondFactorFactors,
} from './second-factor-factors.ts';

/**
 * The second factor at sign-in (docs/security.md "Second factor"): no session exists before the factor
 * is passed; the password step answers a short-lived, single-purpose step (`second_factor_flows`),
 * and a passkey alone signs in (both factors).
 */
export class SecondFactorSignIn extends SecondFactorFactors {
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

  protected async newFlow(kind: SecondFactorFlowKind, userId: number | null, method: string, challenge?: string): Promise<string> {
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
  protected async liveFlow(handle: string, kind: SecondFactorFlowKind, userId?: number) {
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
  protected async takeFlow(handle: string): Promise<boolean> {
    const taken = await this.ctx.db
      .delete(secondFactorFlows)
      .where(eq(secondFactorFlows.handleHash, sha256(handle)))
      .returning({ h: secondFactorFlows.handleHash });
    return taken.length === 1;
  }

  protected async flowUser(userId: number | null): Promise<User> {
    const user = userId === null ? undefined : await this.users.findById(userId);
    if (!user) throw new AppError(401, 'SECOND_FACTOR_EXPIRED');
    return user;
  }

  /** A wrong answer: counted on the step (it dies after 5), audited. */
  protected async refuse(handle: string, user: User, method: SecondFactorMethod, meta: RequestMeta): Promise<never> {
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
}
