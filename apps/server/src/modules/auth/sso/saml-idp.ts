import { X509Certificate } from 'node:crypto';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { XMLParser } from 'fast-xml-parser';
import type { SsoConnection } from '../../../db/schema/index.ts';
import type { Egress } from '../../../lib/egress.ts';
import { fieldError } from '../../../lib/errors.ts';
import { SSO_FLOW_TTL_MS, type VerifiedIdentity } from './sso-accounts.ts';

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** A provider's clock may be this far from ours (NotBefore / NotOnOrAfter). */
export const SAML_CLOCK_SKEW_MS = 2 * 60_000;
const METADATA_MAX_BYTES = 1024 * 1024;

/** The parts of an identity provider we keep: all public (no secret of the provider exists in SAML). */
export interface SamlIdp {
  entityId: string;
  entryPoint: string;
  certs: string[];
}

/** Our side, per organization: what the provider's administrator enters (docs/sso.md). */
export const spOf = (publicUrl: string, organizationId: number) => {
  const base = `${publicUrl}/api/auth/sso/saml/${organizationId}`;
  return { entityId: `${base}/metadata`, metadataUrl: `${base}/metadata`, acsUrl: `${base}/acs` };
};

/** A certificate as node-saml wants it (base64 body, no armour), or null when it is not an X.509 certificate. */
export function normalizeCert(input: string): string | null {
  const body = input
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (!body || !/^[A-Za-z0-9+/=]+$/.test(body)) return null;
  try {
    new X509Certificate(`-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`);
    return body;
  } catch {
    return null;
  }
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity expansion (metadata comes from an address an organization chose).
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  maxNestedTags: 64,
  isArray: (name) => ['EntityDescriptor', 'IDPSSODescriptor', 'SingleSignOnService', 'KeyDescriptor', 'X509Certificate'].includes(name),
});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value ? String((value as Node)['#text'] ?? '') : '';

/** The provider's entity id, HTTP-Redirect sign-in address and signing certificates from its metadata, or null. */
export function parseIdpMetadata(xml: string): SamlIdp | null {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  const root = (doc.EntitiesDescriptor as Node | undefined) ?? doc;
  for (const entity of list(root.EntityDescriptor)) {
    for (const idp of list(entity.IDPSSODescriptor)) {
      const sso = list(idp.SingleSignOnService).find((s) => s['@Binding'] === REDIRECT_BINDING);
      const certs = list(idp.KeyDescriptor)
        .filter((k) => k['@use'] === undefined || k['@use'] === 'signing')
        .flatMap((k) =>
          list(list((list((k.KeyInfo as Node | undefined) ?? {})[0]?.X509Data as Node | undefined) ?? {})[0]?.X509Certificate),
        )
        .map((c) => normalizeCert(text(c)))
        .filter((c): c is string => c !== null);
      const entityId = String(entity['@entityID'] ?? '');
      const entryPoint = String(sso?.['@Location'] ?? '');
      if (entityId && entryPoint.startsWith('http') && certs.length > 0) return { entityId, entryPoint, certs: [...new Set(certs)] };
    }
  }
  return null;
}

/** Reads a provider's metadata from its address (an address an organization chose: the egress rules apply). */
export async function fetchIdpMetadata(egress: Egress, url: string): Promise<SamlIdp> {
  let body: string;
  try {
    const res = await egress.request(url, {
      maxBytes: METADATA_MAX_BYTES,
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    body = res.body.toString('utf8');
  } catch {
    throw fieldError('samlMetadataUrl', 'SSO_SAML_METADATA_UNREACHABLE');
  }
  const idp = parseIdpMetadata(body);
  if (!idp) throw fieldError('samlMetadataUrl', 'SSO_SAML_METADATA_INVALID');
  return idp;
}

/**
 * node-saml's request-id store on our flow rows: an AuthnRequest id is saved at the start (10 minutes)
 * and taken (deleted) at the first look, so a response answering it is accepted once. node-saml looks
 * twice within one validation (Response and SubjectConfirmationData): the taken id is remembered by
 * this instance, made per validation.
 */
export class OneUseRequestIds implements CacheProvider {
  private readonly taken = new Map<string, string>();
  constructor(
    private readonly organizationId: number,
    private readonly flows: {
      put(handle: string, kind: 'saml_request', data: Record<string, string | number>): Promise<void>;
      take(handle: string, kind: 'saml_request'): Promise<Record<string, string | number> | null>;
    },
  ) {}

  async saveAsync(key: string, value: string) {
    await this.flows.put(key, 'saml_request', { organizationId: this.organizationId, createdAt: value });
    return { value, createdAt: Date.parse(value) };
  }

  async getAsync(key: string) {
    const known = this.taken.get(key);
    if (known) return known;
    const row = await this.flows.take(key, 'saml_request');
    if (!row || Number(row.organizationId) !== this.organizationId) return null;
    this.taken.set(key, String(row.createdAt));
    return String(row.createdAt);
  }

  async removeAsync(key: string | null) {
    return key;
  }
}

/** node-saml for one organization's provider: signed assertions required, audience, issuer, InResponseTo always, bounded skew. */
export function samlClient(publicUrl: string, connection: SsoConnection, requestIds: CacheProvider): SAML {
  const sp = spOf(publicUrl, connection.organizationId);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: connection.samlEntryPoint,
    idpIssuer: connection.samlIdpEntityId || undefined,
    idpCert: connection.samlIdpCerts,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_FLOW_TTL_MS,
    cacheProvider: requestIds,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    // An assertion older than this is refused even when the provider allows longer.
    maxAssertionAgeMs: SSO_FLOW_TTL_MS,
    identifierFormat: connection.samlEmailAttribute ? null : EMAIL_FORMAT,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/** Our SP metadata (entity id, ACS with the POST binding; signed assertions wanted). */
export function spMetadata(publicUrl: string, connection: SsoConnection): string {
  return samlClient(publicUrl, connection, {
    saveAsync: async () => null,
    getAsync: async () => null,
    removeAsync: async () => null,
  }).generateServiceProviderMetadata(null, null);
}

const first = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '');

/** The person a verified assertion names: the e-mail from the configured attribute, else the NameID of format emailAddress. */
export function identityOf(profile: Profile, emailAttribute: string): VerifiedIdentity | null {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email = emailAttribute ? first(attributes[emailAttribute]) : profile.nameIDFormat === EMAIL_FORMAT ? profile.nameID : '';
  if (!email?.includes('@')) return null;
  const name =
    first(attributes.displayName) ||
    first(attributes['http://schemas.microsoft.com/identity/claims/displayname']) ||
    [first(attributes.givenName), first(attributes.sn ?? attributes.surname)].filter(Boolean).join(' ');
  return { email, name, claims: attributes };
}
