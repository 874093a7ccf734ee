import { getStoredUser } from '../../state/session.ts';

/**
 * Where a failed session check sends the user (spec part 4 "Session checks"): sign-up incomplete
 * goes to /authflow/orgentry, approval required to /authflow/adminapproval.
 */
export function authflowTarget(code: string | number): string | null {
  if (code === 3 || code === 'SIGNUP_INCOMPLETE') return '/authflow/orgentry';
  if (code === 2 || code === 'APPROVAL_REQUIRED') return '/authflow/adminapproval';
  return null;
}

/** The body of a session check (POST /auth/check) of `path` with the stored role, if any. */
export function checkOf(path: string): { role?: string; path: string } {
  const role = getStoredUser()?.role;
  return role ? { role, path } : { path };
}
