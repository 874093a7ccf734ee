import type { SsoConfig, SsoProtocol, SsoRole } from '@signage/shared';
import type { ssoApi } from './api.ts';

/** Where the SAML provider's details come from: its metadata address, pasted metadata, or by hand. */
export type SamlSource = 'url' | 'xml' | 'manual';

export interface SsoForm {
  protocol: SsoProtocol;
  issuer: string;
  clientId: string;
  clientSecret: string;
  samlSource: SamlSource;
  samlMetadataUrl: string;
  samlMetadataXml: string;
  samlEntryPoint: string;
  samlIdpEntityId: string;
  samlIdpCert: string;
  samlEmailAttribute: string;
  domains: string;
  defaultRole: SsoRole;
  roleClaim: string;
  roleMap: Array<{ value: string; role: SsoRole }>;
  ssoOnly: boolean;
  enabled: boolean;
}

export const formOf = (config: SsoConfig): SsoForm => ({
  protocol: config.protocol,
  issuer: config.issuer,
  clientId: config.clientId,
  clientSecret: '',
  // Pasted metadata is not kept: what it said shows as the sign-in URL and entity id afterwards.
  samlSource: config.protocol === 'saml' && !config.samlMetadataUrl ? 'manual' : 'url',
  samlMetadataUrl: config.samlMetadataUrl,
  samlMetadataXml: '',
  samlEntryPoint: config.samlEntryPoint,
  samlIdpEntityId: config.samlIdpEntityId,
  samlIdpCert: '',
  samlEmailAttribute: config.samlEmailAttribute,
  domains: config.domains.join(', '),
  defaultRole: config.defaultRole,
  roleClaim: config.roleClaim,
  roleMap: config.roleMap,
  ssoOnly: config.ssoOnly,
  enabled: config.configured ? config.enabled : true,
});

/** The save call's body: only the chosen protocol's (and, for SAML, the chosen source's) fields. */
export function bodyOf(f: SsoForm): Parameters<typeof ssoApi.save>[1] {
  const saml = f.protocol === 'saml';
  return {
    protocol: f.protocol,
    issuer: saml ? '' : f.issuer.trim(),
    clientId: saml ? '' : f.clientId.trim(),
    clientSecret: saml ? '' : f.clientSecret,
    samlMetadataUrl: saml && f.samlSource === 'url' ? f.samlMetadataUrl.trim() : '',
    samlMetadataXml: saml && f.samlSource === 'xml' ? f.samlMetadataXml : '',
    samlEntryPoint: saml && f.samlSource === 'manual' ? f.samlEntryPoint.trim() : '',
    samlIdpEntityId: saml && f.samlSource === 'manual' ? f.samlIdpEntityId.trim() : '',
    samlIdpCert: saml && f.samlSource === 'manual' ? f.samlIdpCert : '',
    samlEmailAttribute: saml ? f.samlEmailAttribute.trim() : '',
    domains: f.domains
      .split(/[\s,;]+/)
      .map((d) => d.trim())
      .filter(Boolean),
    defaultRole: f.defaultRole,
    roleClaim: f.roleClaim.trim(),
    roleMap: f.roleMap.filter((m) => m.value.trim()),
    ssoOnly: f.ssoOnly,
    enabled: f.enabled,
  };
}
