/**
 * Impersonation (spec parts 4, 6, 7.1, 9): while a parent organization's owner or admin works inside
 * a direct sub-organization, the target's id is kept in a second cookie and every API call carries
 * it in the `Impersonation-Target-Organization-Id` header (the server checks the consent on every
 * request). The target's name is kept beside it in sessionStorage for the banner.
 */
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from '../api/cookies.ts';

/** Cookie holding the impersonated organization's id (spec part 9: "a second cookie"). */
export const IMPERSONATION_COOKIE = 'impersonationTarget';
export { IMPERSONATION_HEADER } from '@signage/shared';
const NAME_KEY = 'signage.impersonation.name';

export interface ImpersonationTarget {
  organizationId: number;
  name: string;
}

const listeners = new Set<() => void>();
let cached: ImpersonationTarget | null | undefined;

function load(): ImpersonationTarget | null {
  const raw = readCookie(IMPERSONATION_COOKIE);
  const id = raw ? Number(raw) : Number.NaN;
  if (!Number.isInteger(id) || id <= 0) return null;
  let name = '';
  try {
    name = window.sessionStorage.getItem(NAME_KEY) ?? window.localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    name = '';
  }
  return { organizationId: id, name };
}

function emit() {
  for (const listener of listeners) listener();
}

/** The organization being impersonated, or null. */
export function getImpersonation(): ImpersonationTarget | null {
  if (cached === undefined) cached = load();
  // The cookie may have been removed elsewhere (logout in another tab): re-read it cheaply.
  if (cached && readCookie(IMPERSONATION_COOKIE) !== String(cached.organizationId)) cached = load();
  return cached;
}

/** The value of the impersonation header for the next call, if any. */
export function impersonationHeader(): string | null {
  const target = getImpersonation();
  return target ? String(target.organizationId) : null;
}

export function startImpersonation(target: ImpersonationTarget): void {
  writeCookie(IMPERSONATION_COOKIE, String(target.organizationId));
  try {
    window.localStorage.setItem(NAME_KEY, target.name);
  } catch {
    // storage unavailable: the banner shows the id only
  }
  cached = target;
  emit();
}

export function stopImpersonation(): void {
  deleteCookie(IMPERSONATION_COOKIE);
  try {
    window.localStorage.removeItem(NAME_KEY);
    window.sessionStorage.removeItem(NAME_KEY);
  } catch {
    // ignore
  }
  cached = null;
  emit();
}

export function useImpersonation(): ImpersonationTarget | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getImpersonation,
    () => null,
  );
}

/** The organization the CMS works in: the impersonated one, else the user's own. */
export function effectiveOrganizationId(ownOrganizationId: number | undefined): number | undefined {
  return getImpersonation()?.organizationId ?? ownOrganizationId;
}

window.addEventListener('storage', (event) => {
  if (event.key === NAME_KEY) {
    cached = load();
    emit();
  }
});

/** React form of effectiveOrganizationId: re-renders when impersonation starts or ends. */
export function useEffectiveOrganizationId(ownOrganizationId: number | undefined): number | undefined {
  return useImpersonation()?.organizationId ?? ownOrganizationId;
}
