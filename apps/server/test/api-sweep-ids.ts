import type { JsonSchema, Operation } from './api-sweep-operations.ts';

// ---------------------------------------------------------------------------------------------------
// Ids: which field names name an object, and whose.

export type IdKind =
  | 'organization'
  | 'playlist'
  | 'playlistFolder'
  | 'slide'
  | 'template'
  | 'media'
  | 'mediaFolder'
  | 'device'
  | 'pairingCode'
  | 'group'
  | 'user'
  | 'session'
  | 'impersonation'
  | 'schedule'
  | 'alert'
  | 'integration'
  | 'message'
  | 'alertActivation'
  | 'invoice'
  | 'payment'
  | 'apiToken'
  | 'approvalRequest'
  | 'webhook'
  | 'webhookDelivery'
  | 'hash';

/** Field names that look like ids but are positions, codes or credentials (not objects of a tenant). */
export const NOT_IDS: Record<string, string> = {
  sessionKey: 'the credential itself (credential sweep)',
  scheduleEntryIndex: 'a position in a schedule list',
  slideNumber: 'a position in a playlist',
  newIndex: 'a position',
  oldIndex: 'a position',
  index: 'a position',
  kind: 'theme image kind (enum)',
  file: 'font file name (fonts are public, not tenant data)',
  referenceCode: 'free text on sign-up',
  propertyList: 'names of theme properties',
  csrfToken: 'anti-forgery token',
  'GET /fonts/{id}/{file} id': 'a bundled font (public static file, no tenant)',
  'POST /api/player/proof-of-play id': "the play record's own idempotency uuid, chosen by the player",
  'POST /api/activity/list objectId': "a filter compared with the ids the organization's log names (reads no object)",
  'POST /api/media/stock/import photoId': "a photo of the stock service (Unsplash or Pexels): the service's id, no tenant data",
  'POST /api/media/canva/export designId': "a design of the caller's own Canva account (Canva's id; Canva answers 404 for another user's)",
  'POST /api/media/canva/import designId': "a design of the caller's own Canva account (Canva's id; Canva answers 404 for another user's)",
  'POST /api/media/canva/import exportId': "an export job at Canva, asked for with the caller's own token (another user's is Canva's 404)",
  'POST /api/organizations/{id}/sso/save clientId': "the identity provider's OAuth client id (text the provider issued), no object of ours",
  'POST /api/organizations/{id}/sso/save samlIdpEntityId':
    "the SAML identity provider's entity id (a URI the provider chose), no object of ours",
  'GET /api/auth/sso/saml/{id}/metadata id':
    'the organization whose SAML SP metadata this is (public: entity id and ACS address only; 404 unless it uses SAML)',
  'POST /api/auth/sso/saml/{id}/acs id':
    "the organization whose provider answers; a flow started for another organization is refused (the RelayState's row names its organization)",
  'POST /api/activity/markRead upToId': "a position in the organization's log (entries are read up to it)",
  'POST /api/auth/secondFactor/verify id':
    "a WebAuthn credential id (the authenticator's, base64url), looked up among passkeys, never an object id",
  'POST /api/auth/secondFactor/verify rawId': 'the same WebAuthn credential id, as bytes (base64url)',
  'POST /api/auth/secondFactor/verify publicKey': "the authenticator's public key in a WebAuthn answer",
  'POST /api/auth/passkey/login id':
    "a WebAuthn credential id (the authenticator's, base64url), looked up among passkeys, never an object id",
  'POST /api/auth/passkey/login rawId': 'the same WebAuthn credential id, as bytes (base64url)',
  'POST /api/auth/passkey/login publicKey': "the authenticator's public key in a WebAuthn answer",
  'POST /api/users/me/security/passkeys/add id':
    "a WebAuthn credential id (the authenticator's, base64url), looked up among passkeys, never an object id",
  'POST /api/users/me/security/passkeys/add rawId': 'the same WebAuthn credential id, as bytes (base64url)',
  'POST /api/users/me/security/passkeys/add publicKey': "the authenticator's public key in a WebAuthn answer",
  'POST /api/users/me/security/passkeys/rename id':
    "one of the caller's own passkeys (looked up with the caller's user id: anyone else's answers 404)",
  'POST /api/users/me/security/passkeys/remove id':
    "one of the caller's own passkeys (looked up with the caller's user id: anyone else's answers 404)",
};

/** The kind of object `field` names in `op`, or null when it is no id (`NOT_IDS`) or unknown. */
export function idKind(op: Operation, field: string): IdKind | null {
  const p = op.path;
  switch (field) {
    case 'organizationId':
    case 'parentOrganizationId':
    case 'recipientOrganizationId':
    case 'targetOrganizationId':
    case 'organizationIds':
    case 'orgShareIds':
    case 'organizationsList':
      return 'organization';
    case 'playlistId':
    case 'playlistIds':
    case 'fileId':
      return 'playlist';
    case 'ids':
      return p.startsWith('/api/playlist/') ? 'playlist' : null;
    case 'folderIds':
    case 'parentFolder':
    case 'parentFolderId':
      return 'playlistFolder';
    case 'folderId':
      return p.startsWith('/api/media/') ? 'mediaFolder' : null;
    case 'parentId':
      if (p.startsWith('/api/media/')) return 'mediaFolder';
      if (p.startsWith('/api/group/')) return 'group';
      return null;
    case 'slideId':
    case 'currentSlideId':
      return 'slide';
    case 'templateId':
      return 'template';
    case 'mediaId':
    case 'mediaIds':
    case 'audioMediaId':
      return 'media';
    case 'alertId':
    case 'alertIds':
      return 'alert';
    case 'integrationId':
      return 'integration';
    case 'messageId':
      return 'message';
    case 'groupIds':
      return 'group';
    case 'deviceKey':
    case 'deviceKeys':
    case 'deviceKeyList':
    case 'deviceArray':
      return 'device';
    case 'deviceId':
      return 'pairingCode';
    case 'groupId':
      return 'group';
    case 'userId':
    case 'userIds':
    case 'recipientUserIds':
      return 'user';
    case 'sessionId':
      return 'session';
    case 'activationId':
      return 'alertActivation';
    case 'invoiceId':
      return 'invoice';
    case 'paymentId':
      return 'payment';
    case 'apiTokenId':
      return 'apiToken';
    case 'requestId':
      return p.startsWith('/api/playlist/approval/') ? 'approvalRequest' : null;
    case 'webhookId':
      return 'webhook';
    case 'deliveryId':
      return 'webhookDelivery';
    case 'sha256':
    case 'hash':
      return 'hash';
    case 'id':
      if (p.startsWith('/api/organizations/impersonation/')) return 'impersonation';
      if (p.startsWith('/api/organizations/')) return 'organization';
      if (p.startsWith('/api/group/')) return 'group';
      if (p.startsWith('/api/media/')) return 'media';
      if (p.startsWith('/api/playlist/slide/')) return 'slide';
      if (p.startsWith('/api/template/')) return 'template';
      return null;
    default:
      return null;
  }
}

/** Names that look like ids; each must be mapped by `idKind` or listed in `NOT_IDS` (a coverage test checks). */
export const looksLikeId = (name: string) => /(^id$|^ids$|Id$|Ids$|Key$|Keys$|KeyList$|List$|^parent|^sha256$|^hash$|Array$)/.test(name);

/** Every field name of a schema, nested (for the coverage test). */
export function fieldNames(schema: JsonSchema | null | undefined, out = new Set<string>(), depth = 0): Set<string> {
  if (!schema || typeof schema !== 'object' || depth > 6) return out;
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    out.add(name);
    fieldNames(sub, out, depth + 1);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) for (const s of schema[key] ?? []) fieldNames(s, out, depth + 1);
  if (schema.items) fieldNames(schema.items, out, depth + 1);
  return out;
}

/** All (path, query and body) field names of an operation that name an object. */
export function idFieldsOf(op: Operation): string[] {
  const names = new Set<string>([...op.pathParams.map((p) => p.name), ...op.queryParams.map((p) => p.name)]);
  fieldNames(op.body, names);
  return [...names].filter((n) => idKind(op, n) !== null && idKind(op, n) !== 'hash');
}

/** Id-looking names neither mapped nor explained (must be empty). */
export function unmappedIdNames(op: Operation): string[] {
  const names = new Set<string>([...op.pathParams.map((p) => p.name), ...op.queryParams.map((p) => p.name)]);
  fieldNames(op.body, names);
  return [...names]
    .filter((n) => looksLikeId(n) && idKind(op, n) === null && !(n in NOT_IDS) && !(`${op.name} ${n}` in NOT_IDS))
    .map((n) => `${op.name}: ${n}`);
}

/** Values for each id kind: an existing object of organization A, or one that does not exist. */
export type IdValues = Record<IdKind, { int?: number; str?: string }>;

export const MISSING: IdValues = {
  organization: { int: 1_999_999_001 },
  playlist: { int: 1_999_999_002 },
  playlistFolder: { int: 1_999_999_003 },
  slide: { int: 1_999_999_004 },
  template: { int: 1_999_999_005 },
  media: { int: 1_999_999_006 },
  mediaFolder: { int: 1_999_999_007 },
  device: { str: 'Zz9NoSuchDeviceKey0000' },
  pairingCode: { str: '0000', int: 1_999_999_008 },
  group: { int: 1_999_999_009 },
  user: { int: 1_999_999_010 },
  session: { int: 1_999_999_011 },
  impersonation: { int: 1_999_999_012 },
  schedule: { int: 1_999_999_013 },
  alert: { int: 1_999_999_014 },
  integration: { int: 1_999_999_015 },
  message: { int: 1_999_999_016 },
  alertActivation: { int: 1_999_999_017 },
  invoice: { int: 1_999_999_018 },
  payment: { int: 1_999_999_019 },
  apiToken: { int: 1_999_999_020 },
  approvalRequest: { int: 1_999_999_030 },
  webhook: { int: 1_999_999_031 },
  webhookDelivery: { int: 1_999_999_032 },
  hash: { str: 'f'.repeat(64) },
};
