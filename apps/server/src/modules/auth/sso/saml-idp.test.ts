import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeCert, parseIdpMetadata } from './saml-idp.ts';

/** Reading an identity provider's SAML metadata (docs/sso.md): the shapes Entra ID, Okta and Keycloak publish. */
const pem = readFileSync(new URL('../../../../test/saml-idp-keys/idp.cert.pem', import.meta.url), 'utf8');
const other = readFileSync(new URL('../../../../test/saml-idp-keys/other.cert.pem', import.meta.url), 'utf8');
const bare = (p: string) => p.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

const key = (cert: string, use?: string) =>
  `<KeyDescriptor${use ? ` use="${use}"` : ''}><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${bare(cert)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>`;
const entity = (inner: string, id = 'https://idp.example/entity') =>
  `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${id}">${inner}</EntityDescriptor>`;
const idp = (keys: string, bindings = [POST, REDIRECT]) =>
  `<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}${bindings
    .map((b, i) => `<SingleSignOnService Binding="${b}" Location="https://idp.example/sso/${i}"/>`)
    .join('')}</IDPSSODescriptor>`;

describe('SAML identity provider metadata', () => {
  it('reads the entity id, the HTTP-Redirect address and every signing certificate (default namespace, Entra ID style)', () => {
    const xml = entity(`<RoleDescriptor/>${idp(key(pem, 'signing') + key(other) + key(pem, 'signing'))}`);
    expect(parseIdpMetadata(xml)).toEqual({
      entityId: 'https://idp.example/entity',
      entryPoint: 'https://idp.example/sso/1',
      certs: [bare(pem), bare(other)],
    });
  });

  it('reads prefixed metadata inside an EntitiesDescriptor (Keycloak style), skipping encryption-only keys', () => {
    const xml = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><md:EntityDescriptor entityID="https://kc.example/realms/r"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${bare(other)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${bare(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:SingleSignOnService Binding="${REDIRECT}" Location="https://kc.example/realms/r/protocol/saml"/></md:IDPSSODescriptor></md:EntityDescriptor></md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(xml)).toEqual({
      entityId: 'https://kc.example/realms/r',
      entryPoint: 'https://kc.example/realms/r/protocol/saml',
      certs: [bare(pem)],
    });
  });

  it('refuses metadata without an HTTP-Redirect sign-in, without a signing certificate, of a service provider, or not XML', () => {
    expect(parseIdpMetadata(entity(idp(key(pem), [POST])))).toBeNull();
    expect(parseIdpMetadata(entity(idp(key(other, 'encryption'))))).toBeNull();
    expect(
      parseIdpMetadata(
        entity(
          idp('<KeyDescriptor><KeyInfo><X509Data><X509Certificate>bm90IGEgY2VydA==</X509Certificate></X509Data></KeyInfo></KeyDescriptor>'),
        ),
      ),
    ).toBeNull();
    expect(parseIdpMetadata(entity(`<SPSSODescriptor>${key(pem)}</SPSSODescriptor>`))).toBeNull();
    expect(parseIdpMetadata('<<<')).toBeNull();
    expect(parseIdpMetadata('')).toBeNull();
  });

  it('takes a certificate as PEM or bare base64, and nothing else', () => {
    expect(normalizeCert(pem)).toBe(bare(pem));
    expect(normalizeCert(`  ${bare(pem)}\n`)).toBe(bare(pem));
    expect(normalizeCert('hello')).toBeNull();
    expect(normalizeCert('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toBeNull();
    expect(normalizeCert('')).toBeNull();
  });
});
