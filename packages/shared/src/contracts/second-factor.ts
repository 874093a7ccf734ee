import { z } from 'zod';
import { anyPassword, freeText, recordId, requiredText, sessionKey } from './common.ts';
import { loginResponse } from './auth.ts';

/*
 * The second factor and passkeys (docs/security.md "Second factor", docs/decisions.md). A password
 * (or Google) sign-in of a user with a factor answers 401 `SECOND_FACTOR_REQUIRED` with a short-lived
 * `challenge` and the `methods` available — no session; a user the organization's rule covers and who
 * has no factor answers 401 `SECOND_FACTOR_ENROLMENT_REQUIRED` with a `challenge` that can only enrol.
 */

export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
/** An organization's rule: nobody, its owners and admins, or everyone must have a second factor. */
export const SECOND_FACTOR_RULES = ['none', 'admins', 'everyone'] as const;
export type SecondFactorRule = (typeof SECOND_FACTOR_RULES)[number];
/** Recovery codes issued at once. */
export const RECOVERY_CODE_COUNT = 10;

/** The extra fields of the 401 that asks for the second factor (or its enrolment). */
export const secondFactorChallenge = z.object({
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});

const handle = freeText('FIELD_REQUIRED').min(1, { error: 'FIELD_REQUIRED' }).max(200);
const code = freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(40);
const b64 = (max: number) =>
  z
    .string({ error: 'FIELD_INVALID' })
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: 'FIELD_INVALID' });

/** A WebAuthn answer as @simplewebauthn/browser gives it (registration or authentication). */
export const webauthnCredential = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  response: z.object({
    clientDataJSON: b64(20_000),
    authenticatorData: b64(20_000).optional(),
    signature: b64(20_000).optional(),
    userHandle: b64(1400).optional(),
    attestationObject: b64(60_000).optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64(20_000).optional(),
  }),
});
export type WebauthnCredential = z.infer<typeof webauthnCredential>;
/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
const webauthnOptions = z.record(z.string(), z.unknown());

// Sign-in steps (no session yet).
export const secondFactorVerifyBody = z.strictObject({
  challenge: handle,
  method: z.enum(SECOND_FACTOR_METHODS, { error: 'FIELD_INVALID' }),
  code: code.optional(),
  credential: webauthnCredential.optional(),
});
export const secondFactorPasskeyOptionsBody = z.strictObject({ challenge: handle });
export const passkeyOptionsResponse = z.object({ options: webauthnOptions });
export const totpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const secondFactorEnrolStartBody = z.strictObject({ challenge: handle });
export const secondFactorEnrolConfirmBody = z.strictObject({ challenge: handle, code });
export const secondFactorEnrolResponse = loginResponse.extend({ recoveryCodes: z.array(z.string()) });
export const passkeyLoginOptionsBody = z.strictObject({});
export const passkeyFlowOptionsResponse = z.object({ flow: z.string(), options: webauthnOptions });
export const passkeyLoginBody = z.strictObject({ flow: handle, credential: webauthnCredential });

// The account's Security section (signed in).
export const passkeyInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfo>;
export const securityBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const securityResponse = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeyInfo),
  /** The organization's effective rule covers this user: the last factor cannot be removed. */
  required: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityResponse>;
export const totpConfirmBody = z.strictObject({ sessionKey: sessionKey.optional(), code });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const passkeyAddBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  flow: handle,
  name: requiredText(60),
  credential: webauthnCredential,
});
export const passkeyRenameBody = z.strictObject({ sessionKey: sessionKey.optional(), id: recordId, name: requiredText(60) });
/**
 * Removing a factor, or new recovery codes, needs a fresh proof besides the session (docs/decisions.md
 * "Removing a second factor"): a current authenticator code when the account has an app, else the
 * account password.
 */
const freshProof = { code: code.optional(), password: anyPassword.optional() };
export const totpRemoveBody = z.strictObject({ sessionKey: sessionKey.optional(), ...freshProof });
export const recoveryCodesRegenerateBody = z.strictObject({ sessionKey: sessionKey.optional(), ...freshProof });
export const passkeyRemoveBody = z.strictObject({ sessionKey: sessionKey.optional(), id: recordId, ...freshProof });

// The organization's rule and an admin's reset.
export const orgSecondFactorBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId.optional() });
export const orgSecondFactorResponse = z.object({
  rule: z.enum(SECOND_FACTOR_RULES),
  /** The strictest rule of the parent organizations: the floor of `rule`. */
  inherited: z.enum(SECOND_FACTOR_RULES),
  editable: z.boolean(),
});
export const orgSecondFactorUpdateBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: recordId.optional(),
  rule: z.enum(SECOND_FACTOR_RULES, { error: 'FIELD_INVALID' }),
});
export const resetSecondFactorBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  userId: recordId,
  organizationId: recordId.optional(),
});

/** The strictest of rules (the effective rule of an organization is the strictest on its path to the root). */
export function strictestRule(rules: readonly SecondFactorRule[]): SecondFactorRule {
  return rules.reduce<SecondFactorRule>((a, b) => (SECOND_FACTOR_RULES.indexOf(b) > SECOND_FACTOR_RULES.indexOf(a) ? b : a), 'none');
}

/** Whether a rule covers a user of this role. */
export function ruleCovers(rule: SecondFactorRule, role: string): boolean {
  return rule === 'everyone' || (rule === 'admins' && (role === 'owner' || role === 'admin'));
}
