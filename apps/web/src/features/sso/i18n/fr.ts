import type { SsoText } from './en.ts';

/** Texte français de l’authentification unique (enregistré comme `sso` par ./index.ts). */
const ssoFr: SsoText = {
  login: {
    button: 'Se connecter par authentification unique',
    title: 'Se connecter par authentification unique',
    intro:
      'Saisissez votre adresse e-mail professionnelle ou le domaine de votre organisation. Nous vous redirigerons vers la page de connexion de votre organisation.',
    field: 'E-mail professionnel ou domaine',
    continue: 'Continuer',
    cancel: 'Annuler',
    redirecting: 'Redirection vers la page de connexion de votre organisation…',
  },
  continue: { loading: 'Connexion en cours…' },
  settings: {
    title: 'Authentification unique',
    intro:
      'Permettez aux membres de votre organisation de se connecter via votre propre fournisseur d’identité avec OpenID Connect ou SAML 2.0, par exemple Microsoft Entra ID, Okta, Google Workspace ou Keycloak.',
    redirectUri: 'URI de redirection à enregistrer auprès de votre fournisseur d’identité',
    issuer: 'URL de l’émetteur',
    issuerHelp: 'Par exemple https://login.microsoftonline.com/id-de-votre-locataire/v2.0',
    clientId: 'ID client',
    clientSecret: 'Secret client',
    secretKept: 'Un secret client est enregistré. Laissez ce champ vide pour le conserver.',
    domains: 'Domaines de messagerie',
    domainsHelp:
      'Séparez plusieurs domaines par des virgules. Les personnes ayant ces adresses se connectent via votre fournisseur d’identité.',
    defaultRole: 'Rôle des personnes qui se connectent pour la première fois',
    roleClaim: 'Claim de rôle (facultatif)',
    roleClaimHelp:
      'Un claim du jeton d’identité qui nomme des groupes ou des rôles, comme groups. Laissez-le vide pour donner à tous le rôle ci-dessus.',
    ruleValue: 'Valeur du claim',
    ruleRole: 'Rôle',
    addRule: 'Ajouter une règle de rôle',
    removeRule: 'Supprimer la règle pour « {{value}} »',
    rulesTitle: 'Rôles selon le claim',
    enabled: 'L’authentification unique est activée',
    ssoOnly: 'Authentification unique uniquement',
    ssoOnlyHelp:
      'La connexion par mot de passe et la réinitialisation du mot de passe sont désactivées pour les membres de votre organisation. Le propriétaire peut toujours se connecter avec un mot de passe, au cas où le fournisseur d’identité serait indisponible.',
    protocol: 'Protocole',
    protocolOidc: 'OpenID Connect',
    protocolSaml: 'SAML 2.0',
    copyRedirectUri: 'Copier l’URI de redirection',
    samlSpTitle: 'Informations à saisir chez votre fournisseur d’identité',
    samlSpEntityId: 'ID d’entité (audience) de ce service',
    samlAcsUrl: 'URL du service consommateur d’assertions (ACS), HTTP-POST',
    samlSpMetadataUrl: 'URL des métadonnées de ce service',
    copySpEntityId: 'Copier l’ID d’entité',
    copyAcsUrl: 'Copier l’URL ACS',
    copySpMetadataUrl: 'Copier l’URL des métadonnées',
    samlSpHelp:
      'Créez une application SAML chez votre fournisseur d’identité avec ces informations. Les réponses et les assertions doivent être signées ; le NameID (format emailAddress) ou un attribut doit contenir l’adresse e-mail.',
    samlSource: 'Comment fournir les informations de votre fournisseur d’identité',
    samlSourceUrl: 'URL des métadonnées',
    samlSourceXml: 'Coller les métadonnées',
    samlSourceManual: 'URL de connexion et certificat',
    samlMetadataUrl: 'URL des métadonnées de votre fournisseur d’identité',
    samlMetadataUrlHelp:
      'Nous la lisons à l’enregistrement, puis chaque jour : un nouveau certificat de signature est pris en compte automatiquement.',
    samlRefreshedAt: 'Nous lisons cette adresse chaque jour. Dernière lecture : {{date}}.',
    samlNeverRefreshed: 'Nous lisons cette adresse chaque jour. Elle n’a pas encore été relue depuis l’enregistrement.',
    samlRefreshFailed: 'La dernière tentative, le {{date}}, a échoué : les certificats de signature enregistrés restent utilisés.',
    samlRefreshNow: 'Actualiser maintenant',
    samlRefreshing: 'Lecture des métadonnées…',
    samlMetadataXml: 'XML des métadonnées de votre fournisseur d’identité',
    samlEntryPoint: 'URL de connexion de votre fournisseur d’identité (HTTP-Redirect)',
    samlIdpEntityId: 'ID d’entité de votre fournisseur d’identité (facultatif)',
    samlIdpEntityIdHelp: 'S’il est indiqué, les réponses de tout autre émetteur sont refusées.',
    samlIdpCert: 'Certificat de signature (X.509, PEM)',
    samlCertKept: 'Un certificat de signature est enregistré. Laissez ce champ vide pour le conserver.',
    samlEmailAttribute: 'Attribut de l’adresse e-mail (facultatif)',
    samlEmailAttributeHelp:
      'Laissez-le vide si le NameID est l’adresse e-mail. Pour Entra ID, par exemple : http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
    roleAttribute: 'Attribut de rôle (facultatif)',
    roleAttributeHelp:
      'Un attribut de l’assertion qui nomme des groupes ou des rôles, comme groups. Laissez-le vide pour donner à tous le rôle ci-dessus.',
    ruleValueSaml: 'Valeur de l’attribut',
    rulesTitleSaml: 'Rôles selon l’attribut',
    save: 'Enregistrer l’authentification unique',
    saved: 'L’authentification unique a été enregistrée.',
    remove: 'Déconnecter l’authentification unique',
    removed: 'L’authentification unique a été déconnectée.',
  },
};

export default ssoFr;
