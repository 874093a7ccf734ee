import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { SignedXml } from 'xml-crypto';

/**
 * A small SAML 2.0 identity provider for single sign-on tests, on 127.0.0.1 with a random port: it
 * publishes its metadata, reads our AuthnRequest from the HTTP-Redirect binding, and answers like a real
 * provider with an auto-posting HTML form holding a Response it built and signed with xml-crypto (a
 * test-only key pair in ./saml-idp-keys). `next` says who signs in and how the response is made
 * (unsigned, signed with another key, another audience, expired …) to test our refusals. Nothing of
 * our own SAML client is mocked.
 */
const keys = (name: string) => ({
  key: readFileSync(new URL(`./saml-idp-keys/${name}.key.pem`, import.meta.url), 'utf8'),
  cert: readFileSync(new URL(`./saml-idp-keys/${name}.cert.pem`, import.meta.url), 'utf8'),
});
const IDP = keys('idp');
const OTHER = keys('other');
export const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlLogin {
  nameId: string;
  nameIdFormat?: string;
  attributes?: Record<string, string | string[]>;
  /** What is signed: the assertion (default, as Entra ID does), the response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Sign with a key whose certificate the organization never saved. */
  wrongKey?: boolean;
  audience?: string;
  /** Seconds from now the assertion stops being valid (negative: expired). */
  validForSeconds?: number;
  /** Seconds added to IssueInstant / NotBefore (negative: in the past). */
  issuedSecondsAgo?: number;
  inResponseTo?: string;
}

export interface SamlTestIdp {
  url: string;
  entityId: string;
  metadataUrl: string;
  certPem: string;
  /** Who signs in at the next request (the provider's own login is not what we test). */
  next: SamlLogin | null;
  /** The AuthnRequests received (their ID, Issuer, ACS address). */
  requests: Array<{ id: string; issuer: string; acs: string }>;
  metadataXml(): string;
  /**
   * A certificate rollover: from now on the provider signs with its other key and its metadata lists
   * only that certificate (`certPem` follows); `wrongKey` then means the old key.
   */
  rollCertificate(): void;
  /** When set, what the metadata address answers instead of the real metadata (broken or foreign metadata). */
  metadataOverride: string | null;
  close(): Promise<void>;
}

const bare = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '@' });

function sign(xml: string, which: 'Assertion' | 'Response', key: string, cert: string): string {
  const sig = new SignedXml({ privateKey: key, publicCert: cert });
  sig.addReference({
    xpath: `//*[local-name(.)='${which}']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  sig.canonicalizationAlgorithm = 'http://www.w3.org/2001/10/xml-exc-c14n#';
  sig.signatureAlgorithm = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
  sig.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${which}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

export async function startSamlTestIdp(): Promise<SamlTestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/idp`;
  const idp: SamlTestIdp = {
    url,
    entityId,
    metadataUrl: `${url}/metadata`,
    certPem: IDP.cert,
    next: null,
    requests: [],
    metadataOverride: null,
    rollCertificate: () => {
      idp.certPem = idp.certPem === IDP.cert ? OTHER.cert : IDP.cert;
    },
    metadataXml: () =>
      `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">` +
      `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
      `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${bare(idp.certPem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
      `<md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${url}/sso-post"/>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${url}/sso"/>` +
      `</md:IDPSSODescriptor></md:EntityDescriptor>`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  server.on('request', (req, res) => {
    const at = new URL(req.url ?? '/', url);
    if (at.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadataOverride ?? idp.metadataXml());
      return;
    }
    if (at.pathname !== '/sso') {
      res.writeHead(404).end();
      return;
    }
    const request = inflateRawSync(Buffer.from(at.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const authn = parser.parse(request).AuthnRequest as Record<string, unknown>;
    const issuer = authn.Issuer as string | { '#text': string };
    const received = {
      id: String(authn['@ID']),
      issuer: typeof issuer === 'string' ? issuer : issuer['#text'],
      acs: String(authn['@AssertionConsumerServiceURL']),
    };
    idp.requests.push(received);
    const login = idp.next;
    if (!login) {
      res.writeHead(403).end('nobody signs in');
      return;
    }
    const xml = responseXml(entityId, received, login);
    const signed = signAs(xml, login, idp.certPem === IDP.cert ? [IDP, OTHER] : [OTHER, IDP]);
    const html =
      `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${esc(received.acs)}">` +
      `<input type="hidden" name="SAMLResponse" value="${esc(Buffer.from(signed).toString('base64'))}">` +
      `<input type="hidden" name="RelayState" value="${esc(at.searchParams.get('RelayState') ?? '')}">` +
      `<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return idp;
}

/** `pair`: the provider's current key first, the one it does not publish second. */
function signAs(xml: string, login: SamlLogin, pair: [typeof IDP, typeof IDP]): string {
  const { key, cert } = login.wrongKey ? pair[1] : pair[0];
  const how = login.sign ?? 'assertion';
  let out = xml;
  if (how === 'assertion' || how === 'both') out = sign(out, 'Assertion', key, cert);
  if (how === 'response' || how === 'both') out = sign(out, 'Response', key, cert);
  return out;
}

function responseXml(entityId: string, request: { id: string; issuer: string; acs: string }, login: SamlLogin): string {
  const now = Date.now() - (login.issuedSecondsAgo ?? 0) * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const until = iso(Date.now() + (login.validForSeconds ?? 300) * 1000);
  const inResponseTo = login.inResponseTo ?? request.id;
  const audience = login.audience ?? request.issuer;
  const attributes = Object.entries(login.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${esc(name)}">${(Array.isArray(value) ? value : [value])
          .map(
            (v) =>
              `<saml:AttributeValue xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string">${esc(v)}</saml:AttributeValue>`,
          )
          .join('')}</saml:Attribute>`,
    )
    .join('');
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`;
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${esc(request.acs)}" InResponseTo="${esc(inResponseTo)}">` +
    `<saml:Issuer>${esc(entityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${esc(entityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${esc(login.nameIdFormat ?? EMAIL_FORMAT)}">${esc(login.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${esc(inResponseTo)}" NotOnOrAfter="${until}" Recipient="${esc(request.acs)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(now - 5000)}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${esc(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`
  );
}
