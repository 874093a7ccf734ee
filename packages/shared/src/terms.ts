/**
 * When the current licence agreement (EULA) took effect. Accepting it is asked once — at sign-up, or on
 * the account page for an account that never did — and again only for an acceptance older than this
 * date (change it together with the agreement's text in apps/web/src/features/account/legal).
 */
export const TERMS_EFFECTIVE_AT = '2026-01-01T00:00:00.000Z';

/** Whether a user has accepted the agreement now in force (an acceptance without a date counts: older data). */
export function acceptedCurrentTerms(user: { eula: boolean; eulaAcceptedAt: Date | null }): boolean {
  if (!user.eula) return false;
  return user.eulaAcceptedAt === null || user.eulaAcceptedAt.getTime() >= Date.parse(TERMS_EFFECTIVE_AT);
}
