/** English text of single sign-on (registered as `sso` by ./index.ts). */
const ssoEn = {
  login: {
    button: 'Sign in with single sign-on',
    title: 'Sign in with single sign-on',
    intro: 'Enter your work e-mail address or your organization’s domain. We will send you to your organization’s sign-in page.',
    field: 'Work e-mail or domain',
    continue: 'Continue',
    cancel: 'Cancel',
    redirecting: 'Sending you to your organization’s sign-in page…',
  },
  continue: { loading: 'Signing you in…' },
  settings: {
    title: 'Single sign-on',
    intro:
      'Let the people of your organization sign in through your own identity provider with OpenID Connect, for example Microsoft Entra ID, Okta, Google Workspace or Keycloak.',
    redirectUri: 'Redirect URI to register at your identity provider',
    issuer: 'Issuer URL',
    issuerHelp: 'For example https://login.microsoftonline.com/your-tenant-id/v2.0',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    secretKept: 'A client secret is saved. Leave this empty to keep it.',
    domains: 'E-mail domains',
    domainsHelp: 'Separate several domains with commas. People with these addresses sign in through your identity provider.',
    defaultRole: 'Role of people who sign in for the first time',
    roleClaim: 'Role claim (optional)',
    roleClaimHelp: 'A claim of the ID token that names groups or roles, such as groups. Leave it empty to give everyone the role above.',
    ruleValue: 'Claim value',
    ruleRole: 'Role',
    addRule: 'Add a role rule',
    removeRule: 'Remove the rule for “{{value}}”',
    rulesTitle: 'Roles from the claim',
    enabled: 'Single sign-on is on',
    ssoOnly: 'Single sign-on only',
    ssoOnlyHelp:
      'Password sign-in and password reset are turned off for your organization’s people. The owner can still sign in with a password, in case the identity provider is unavailable.',
    save: 'Save single sign-on',
    saved: 'Single sign-on was saved.',
    remove: 'Disconnect single sign-on',
    removed: 'Single sign-on was disconnected.',
  },
};

export default ssoEn;
export type SsoText = typeof ssoEn;
