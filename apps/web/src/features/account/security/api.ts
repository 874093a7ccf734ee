/** The second factor's calls (contracts/second-factor.ts): the account's Security section, the sign-in steps, the organization's rule. */
import type {
  loginResponse,
  orgSecondFactorBody,
  orgSecondFactorResponse,
  orgSecondFactorUpdateBody,
  passkeyAddBody,
  passkeyFlowOptionsResponse,
  passkeyInfo,
  passkeyLoginBody,
  passkeyLoginOptionsBody,
  passkeyOptionsResponse,
  passkeyRemoveBody,
  passkeyRenameBody,
  recoveryCodesResponse,
  resetSecondFactorBody,
  secondFactorEnrolConfirmBody,
  secondFactorEnrolResponse,
  secondFactorEnrolStartBody,
  secondFactorPasskeyOptionsBody,
  secondFactorVerifyBody,
  securityBody,
  totpRemoveBody,
  recoveryCodesRegenerateBody,
  securityResponse,
  totpConfirmBody,
  totpSetupResponse,
} from '@signage/shared';
import { endpoint } from '../../../api/client.ts';

/** Calls made before there is a session. */
const open = { auth: false } as const;

export const securityApi = {
  status: endpoint<typeof securityBody, typeof securityResponse>('/users/me/security'),
  totpStart: endpoint<typeof securityBody, typeof totpSetupResponse>('/users/me/security/totp/start'),
  totpConfirm: endpoint<typeof totpConfirmBody, typeof recoveryCodesResponse>('/users/me/security/totp/confirm'),
  totpRemove: endpoint<typeof totpRemoveBody>('/users/me/security/totp/remove'),
  regenerateRecoveryCodes: endpoint<typeof recoveryCodesRegenerateBody, typeof recoveryCodesResponse>('/users/me/security/recoveryCodes'),
  passkeyOptions: endpoint<typeof securityBody, typeof passkeyFlowOptionsResponse>('/users/me/security/passkeys/options'),
  passkeyAdd: endpoint<typeof passkeyAddBody, typeof passkeyInfo>('/users/me/security/passkeys/add'),
  passkeyRename: endpoint<typeof passkeyRenameBody, typeof passkeyInfo>('/users/me/security/passkeys/rename'),
  passkeyRemove: endpoint<typeof passkeyRemoveBody>('/users/me/security/passkeys/remove'),
  orgRule: endpoint<typeof orgSecondFactorBody, typeof orgSecondFactorResponse>('/organizations/secondFactor'),
  setOrgRule: endpoint<typeof orgSecondFactorUpdateBody, typeof orgSecondFactorResponse>('/organizations/secondFactor/update'),
  resetUser: endpoint<typeof resetSecondFactorBody>('/users/secondFactor/reset'),
};

/** The sign-in steps (no session yet). */
export const secondFactorApi = {
  verify: endpoint<typeof secondFactorVerifyBody, typeof loginResponse>('/auth/secondFactor/verify', open),
  passkeyOptions: endpoint<typeof secondFactorPasskeyOptionsBody, typeof passkeyOptionsResponse>('/auth/secondFactor/passkeyOptions', open),
  enrolStart: endpoint<typeof secondFactorEnrolStartBody, typeof totpSetupResponse>('/auth/secondFactor/enrol/start', open),
  enrolConfirm: endpoint<typeof secondFactorEnrolConfirmBody, typeof secondFactorEnrolResponse>('/auth/secondFactor/enrol/confirm', open),
  passkeyLoginOptions: endpoint<typeof passkeyLoginOptionsBody, typeof passkeyFlowOptionsResponse>('/auth/passkey/options', open),
  passkeyLogin: endpoint<typeof passkeyLoginBody, typeof loginResponse>('/auth/passkey/login', open),
};

export const securityKeys = {
  all: ['security'] as const,
  status: () => [...securityKeys.all, 'status'] as const,
  orgRule: (organizationId: number) => [...securityKeys.all, 'orgRule', organizationId] as const,
};
