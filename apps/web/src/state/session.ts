/**
 * Stored user state (spec part 3 "Session / stored user state"): the key itself stays in the
 * `sessionKey` cookie; what the CMS needs to know about the user is kept in localStorage so the
 * session check can send the role (spec part 6: role is stored at login and sent with the check).
 */
import { isRole, type LicenceStatus, type Locale, type LoginResponse, type Role } from '@signage/shared';
import { useSyncExternalStore } from 'react';
import { clearSessionKey, getSessionKey, setSessionKey } from '../api/cookies.ts';
import { stopImpersonation } from './impersonation.ts';

export interface StoredUser {
  id: number;
  fullname: string;
  email: string;
  organizationId: number;
  role: Role;
  eula: boolean;
  locale: Locale;
  localeSet: boolean;
  licenseStatus: LicenceStatus;
}

const USER_KEY = 'signage.user';
const listeners = new Set<() => void>();
let cached: StoredUser | null | undefined;

function load(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof parsed.id !== 'number' || typeof parsed.organizationId !== 'number' || !isRole(parsed.role)) return null;
    return parsed as StoredUser;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getStoredUser(): StoredUser | null {
  if (cached === undefined) cached = load();
  return cached;
}

export function setStoredUser(user: StoredUser | null): void {
  cached = user;
  try {
    if (user) window.localStorage.setItem(USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_KEY);
  } catch {
    // storage unavailable: keep the in-memory copy
  }
  emit();
}

export function updateStoredUser(patch: Partial<StoredUser>): void {
  const user = getStoredUser();
  if (user) setStoredUser({ ...user, ...patch });
}

/** After a successful login: keep the key in the cookie and the user state in storage. */
export function startSession(login: LoginResponse, email: string): void {
  // A new session never inherits an impersonation from an earlier one in this browser.
  stopImpersonation();
  setSessionKey(login.sessionKey);
  setStoredUser({
    id: login.id,
    fullname: login.fullname,
    email,
    organizationId: login.organizationId,
    role: login.role,
    eula: login.eula,
    locale: login.locale,
    localeSet: login.localeSet,
    licenseStatus: login.licenseStatus,
  });
}

/** Logged-out state: no key, no user. */
export function endSession(): void {
  stopImpersonation();
  clearSessionKey();
  setStoredUser(null);
}

export function hasSessionKey(): boolean {
  return getSessionKey() !== null;
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStoredUser,
    () => null,
  );
}

window.addEventListener('storage', (event) => {
  if (event.key === USER_KEY) {
    cached = load();
    emit();
  }
});
