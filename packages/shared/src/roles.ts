export const ROLES = ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
