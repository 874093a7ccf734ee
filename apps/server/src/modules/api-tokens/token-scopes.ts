import type { ApiTokenScope, Permission } from '@signage/shared';
import type { RouteAccess } from '../../core/context.ts';

/**
 * Which scope an API token needs for a route (docs/api-tokens.md "Scopes"), from the route's declared
 * access (plugins/route-access.ts) and the permission matrix (packages/shared permissions.ts):
 * - `null`: no token may call it (token management, sign-in and the account, licences and payments,
 *   organization settings and sub-organizations, impersonation, support, the AI assistant, the live event stream);
 * - `read`: a GET, or a POST that only reads (list, info, search…);
 * - otherwise the scope of the permission the route needs (content, screens, alerts, users), or of its path.
 * The creator's current role is checked after this, as for a session (`access.permission`).
 */

/** Path prefixes (under /api) no token may call, whatever the method. */
const NOT_FOR_TOKENS = [
  '/api/apiTokens',
  '/api/auth',
  '/api/register',
  '/api/users/me',
  '/api/users/update/locale',
  '/api/users/update/eula',
  '/api/users/setName',
  '/api/license',
  '/api/licence',
  '/api/payments',
  '/api/invoices',
  '/api/organization',
  '/api/impersonation',
  '/api/support',
  '/api/assistant',
  '/api/events',
  '/api/activity/markRead',
  '/api/canva',
  '/api/media/canva',
  '/api/widget/social',
  '/api/totp',
  '/api/sso',
  '/api/webhooks',
  // Resetting someone's second factor is an account-security action for a person, never a script.
  '/api/users/secondFactor',
  // Approval is a person's review: a script may submit (publish) but never approve, reject or switch it off.
  '/api/playlist/approval/approve',
  '/api/playlist/approval/reject',
  '/api/playlist/approval/updateSetting',
];

/** Permissions whose calls are never open to tokens (beyond the prefixes above). */
const PERMISSIONS_NOT_FOR_TOKENS: ReadonlySet<Permission> = new Set<Permission>([
  'apiTokens.manage',
  'licence.manage',
  'organizations.manage',
  'account.manage',
  'support.send',
  'ai.use',
]);

const PERMISSION_SCOPES: Partial<Record<Permission, ApiTokenScope>> = {
  'content.manage': 'content',
  'stock.unshareAll': 'content',
  'devices.manage': 'screens',
  'playlists.assignShared': 'screens',
  'screens.health': 'screens',
  'alerts.manage': 'alerts',
  'messages.view': 'alerts',
  'users.manage': 'users',
  'users.addAdmin': 'users',
  'users.addStandard': 'users',
  'users.manageOwner': 'users',
};

/** Path prefixes (under /api) and their scope, for changes whose route names no permission. */
const PATH_SCOPES: Array<[string, ApiTokenScope]> = [
  ['/api/playlist', 'content'],
  ['/api/template', 'content'],
  ['/api/media', 'content'],
  ['/api/widget', 'content'],
  ['/api/device', 'screens'],
  ['/api/group', 'screens'],
  ['/api/schedule', 'screens'],
  ['/api/screen', 'screens'],
  ['/api/alerts', 'alerts'],
  ['/api/messages', 'alerts'],
  ['/api/users', 'users'],
];

/** The last path segment of a POST that only reads (the spec reads with POST bodies). */
const READ_SEGMENT =
  /^(list\w*|\w*List|info|get\w*|search\w*|options|usage|storage|status|people|lockStatus|metadata|details|timeline|activeThumbnail|catalogue|data|locations|sources|\w*Count|export|check\w*|stats)$/i;

const startsWithPath = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(prefix);

/** The scope a token needs for `method url` (the route's pattern, e.g. /api/playlist/info), or null when no token may call it. */
export function tokenScopeFor(method: string, url: string, access: RouteAccess): ApiTokenScope | null {
  if (access.auth !== 'session') return null;
  if (access.noImpersonation) return null;
  if (NOT_FOR_TOKENS.some((p) => startsWithPath(url, p))) return null;
  if (access.permission && PERMISSIONS_NOT_FOR_TOKENS.has(access.permission)) return null;
  const segment = url.split('/').filter(Boolean).at(-1) ?? '';
  const reads = method === 'GET' || method === 'HEAD' || (!access.write && READ_SEGMENT.test(segment));
  if (reads) return 'read';
  const byPermission = access.permission ? PERMISSION_SCOPES[access.permission] : undefined;
  if (byPermission) return byPermission;
  for (const [prefix, scope] of PATH_SCOPES) if (startsWithPath(url, prefix)) return scope;
  return null;
}
