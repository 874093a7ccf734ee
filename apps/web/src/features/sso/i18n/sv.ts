import type { SsoText } from './en.ts';

/** Svensk text för enkel inloggning (registreras som `sso` av ./index.ts). */
const ssoSv: SsoText = {
  login: {
    button: 'Logga in med enkel inloggning',
    title: 'Logga in med enkel inloggning',
    intro: 'Ange din e-postadress på jobbet eller din organisations domän. Vi skickar dig till din organisations inloggningssida.',
    field: 'E-post på jobbet eller domän',
    continue: 'Fortsätt',
    cancel: 'Avbryt',
    redirecting: 'Skickar dig till din organisations inloggningssida…',
  },
  continue: { loading: 'Loggar in dig…' },
  settings: {
    title: 'Enkel inloggning',
    intro:
      'Låt personerna i din organisation logga in via er egen identitetsleverantör med OpenID Connect, till exempel Microsoft Entra ID, Okta, Google Workspace eller Keycloak.',
    redirectUri: 'Omdirigerings-URI att registrera hos identitetsleverantören',
    issuer: 'Utfärdar-URL',
    issuerHelp: 'Till exempel https://login.microsoftonline.com/ditt-klientorganisations-id/v2.0',
    clientId: 'Klient-ID',
    clientSecret: 'Klienthemlighet',
    secretKept: 'En klienthemlighet är sparad. Lämna fältet tomt för att behålla den.',
    domains: 'E-postdomäner',
    domainsHelp: 'Skilj flera domäner åt med kommatecken. Personer med de här adresserna loggar in via er identitetsleverantör.',
    defaultRole: 'Roll för personer som loggar in första gången',
    roleClaim: 'Rollanspråk (valfritt)',
    roleClaimHelp: 'Ett anspråk i ID-token som anger grupper eller roller, till exempel groups. Lämna tomt för att ge alla rollen ovan.',
    ruleValue: 'Anspråkets värde',
    ruleRole: 'Roll',
    addRule: 'Lägg till en rollregel',
    removeRule: 'Ta bort regeln för ”{{value}}”',
    rulesTitle: 'Roller från anspråket',
    enabled: 'Enkel inloggning är på',
    ssoOnly: 'Endast enkel inloggning',
    ssoOnlyHelp:
      'Inloggning och återställning med lösenord stängs av för personerna i din organisation. Ägaren kan fortfarande logga in med lösenord ifall identitetsleverantören inte är tillgänglig.',
    save: 'Spara enkel inloggning',
    saved: 'Enkel inloggning sparades.',
    remove: 'Koppla från enkel inloggning',
    removed: 'Enkel inloggning kopplades från.',
  },
};

export default ssoSv;
