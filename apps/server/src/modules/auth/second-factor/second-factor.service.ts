import type { SecurityStatus, WebauthnCredential } from '@signage/shared';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../../core/context.ts';
import { secondFactorFlows, userPasskeys, userRecoveryCodes, userTotp } from '../../../db/schema/index.ts';
import { verifyPassword } from '../../../lib/crypto.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import type { AuthenticatorTransportLike, RelyingParty } from './second-factor-factors.ts';
import { SecondFactorSignIn } from './second-factor-sign-in.ts';

/** What proves the caller afresh before a factor is removed or new recovery codes are issued. */
export interface FreshProof {
  code?: string;
  password?: string;
}

export { FLOW_MAX_ATTEMPTS, FLOW_TTL_MS, type FirstFactor, type RelyingParty } from './second-factor-factors.ts';

/**
 * The second factor (docs/security.md "Second factor"): authenticator apps (TOTP), one-time recovery
 * codes, passkeys (WebAuthn), and the organization's rule. This class adds the account's Security
 * section and an admin's reset to the sign-in steps (second-factor-sign-in.ts) and the factors
 * (second-factor-factors.ts).
 */
export class SecondFactorService extends SecondFactorSignIn {
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

  /**
   * A fresh proof before a factor goes or new recovery codes are issued (docs/decisions.md "Removing a
   * second factor"): a session alone (a borrowed computer, a stolen cookie) must not strip the account's
   * second factor, nor mint recovery codes that pass it. With an
   * authenticator app, a current code from it (once: the step advances); without one, the password.
   * Wrong proofs count against the same per-user limit as wrong codes at sign-in.
   */
  private async proveFresh(auth: AuthContext, proof: FreshProof) {
    const attempt = await this.ctx.rate.admit(limit('second-factor:user', auth.user.id));
    if ((await this.methodsOf(auth.user.id)).includes('totp')) {
      if (!proof.code || !(await this.useTotp(auth.user.id, proof.code)))
        throw new AppError(400, 'SECOND_FACTOR_INVALID', undefined, { code: 'SECOND_FACTOR_INVALID' });
    } else if (!auth.user.passwordHash) {
      // Signed up with Google and only passkeys: no code and no password to prove with.
      throw new AppError(400, 'SECOND_FACTOR_PASSWORD_NEEDED', undefined, { password: 'SECOND_FACTOR_PASSWORD_NEEDED' });
    } else if (!(await verifyPassword(auth.user.passwordHash, proof.password ?? ''))) {
      throw new AppError(400, 'PASSWORD_INCORRECT', undefined, { password: 'PASSWORD_INCORRECT' });
    }
    await attempt.refund();
  }

  async totpRemove(auth: AuthContext, proof: FreshProof, meta: RequestMeta) {
    await this.keepOneIfRequired(auth, 'totp');
    if (!(await this.methodsOf(auth.user.id)).includes('totp')) {
      // Only an unconfirmed app (set-up started, never finished): nothing to protect, no proof asked.
      const removed = await this.ctx.db.delete(userTotp).where(eq(userTotp.userId, auth.user.id)).returning({ c: userTotp.confirmedAt });
      if (removed.length === 0) throw notFound();
      return { removed: true as const };
    }
    await this.proveFresh(auth, proof);
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

  /** New recovery codes (the old ones stop working); only with a factor they recover, and a fresh proof. */
  async regenerateRecoveryCodes(auth: AuthContext, proof: FreshProof, meta: RequestMeta) {
    const status = await this.status(auth);
    if (!status.totp && status.passkeys.length === 0) throw new AppError(400, 'VALIDATION_FAILED');
    await this.proveFresh(auth, proof);
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

  async passkeyRemove(auth: AuthContext, id: number, proof: FreshProof, meta: RequestMeta) {
    const [key] = await this.ctx.db
      .select()
      .from(userPasskeys)
      .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, auth.user.id)));
    if (!key) throw notFound();
    await this.keepOneIfRequired(auth, 'passkey');
    await this.proveFresh(auth, proof);
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
