import {
  RECOVERY_CODE_COUNT,
  ruleCovers,
  SECOND_FACTOR_RULES,
  type SecondFactorRule,
  strictestRule,
  type WebauthnCredential,
} from '@signage/shared';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { randomInt } from 'node:crypto';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import { orgSecondFactorRules, type User, userPasskeys, userRecoveryCodes, userTotp } from '../../../db/schema/index.ts';
import { decryptSecret, encryptSecret, sha256 } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
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
 * The second factor (docs/security.md "Second factor"), its groundwork: the organization's rule and
 * the factors themselves (authenticator codes, one-time recovery codes, passkey checks). The sign-in
 * steps build on it (second-factor-sign-in.ts), the account's own settings on those
 * (second-factor.service.ts).
 */
export class SecondFactorFactors {
  constructor(
    protected readonly ctx: AppContext,
    protected readonly tree: OrganizationTree,
    protected readonly access: OrgAccess,
    protected readonly users: UsersRepository,
  ) {}

  protected async sealKey(): Promise<string> {
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

  // ——— Authenticator app ———

  protected async startTotp(user: User) {
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
  protected async stepOf(secret: string, code: string): Promise<number | null> {
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
  protected async useTotp(userId: number, code: string): Promise<boolean> {
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

  protected async confirmPendingTotp(userId: number, code: string): Promise<boolean> {
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

  protected newRecoveryCode(): string {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  }

  /** Replaces the user's recovery codes with new ones (shown once; stored as SHA-256). */
  protected async issueRecoveryCodes(userId: number): Promise<string[]> {
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
  protected async useRecoveryCode(user: User, code: string, meta: RequestMeta): Promise<boolean> {
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
  protected async verifyPasskey(credential: WebauthnCredential, challenge: string, rp: RelyingParty, userId: number | null) {
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
}

/** The transports a stored passkey may list (as @simplewebauthn spells them). */
export type AuthenticatorTransportLike = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
