import type { SsoText } from './en.ts';

/** Texto en español del inicio de sesión único (registrado como `sso` por ./index.ts). */
const ssoEs: SsoText = {
  login: {
    button: 'Iniciar sesión con inicio de sesión único',
    title: 'Iniciar sesión con inicio de sesión único',
    intro:
      'Introduce tu dirección de correo del trabajo o el dominio de tu organización. Te llevaremos a la página de inicio de sesión de tu organización.',
    field: 'Correo del trabajo o dominio',
    continue: 'Continuar',
    cancel: 'Cancelar',
    redirecting: 'Te estamos llevando a la página de inicio de sesión de tu organización…',
  },
  continue: { loading: 'Iniciando sesión…' },
  settings: {
    title: 'Inicio de sesión único',
    intro:
      'Permite que las personas de tu organización inicien sesión con tu propio proveedor de identidad mediante OpenID Connect, por ejemplo Microsoft Entra ID, Okta, Google Workspace o Keycloak.',
    redirectUri: 'URI de redirección que debes registrar en tu proveedor de identidad',
    issuer: 'URL del emisor',
    issuerHelp: 'Por ejemplo https://login.microsoftonline.com/id-de-tu-inquilino/v2.0',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto de cliente',
    secretKept: 'Hay un secreto de cliente guardado. Deja este campo vacío para conservarlo.',
    domains: 'Dominios de correo',
    domainsHelp: 'Separa varios dominios con comas. Las personas con estas direcciones inician sesión con tu proveedor de identidad.',
    defaultRole: 'Rol de quienes inician sesión por primera vez',
    roleClaim: 'Claim de rol (opcional)',
    roleClaimHelp: 'Un claim del token de ID que indica grupos o roles, como groups. Déjalo vacío para dar a todos el rol anterior.',
    ruleValue: 'Valor del claim',
    ruleRole: 'Rol',
    addRule: 'Añadir una regla de rol',
    removeRule: 'Quitar la regla de “{{value}}”',
    rulesTitle: 'Roles según el claim',
    enabled: 'El inicio de sesión único está activado',
    ssoOnly: 'Solo inicio de sesión único',
    ssoOnlyHelp:
      'El inicio de sesión con contraseña y el restablecimiento de contraseña se desactivan para las personas de tu organización. El propietario puede seguir usando su contraseña por si el proveedor de identidad no está disponible.',
    save: 'Guardar inicio de sesión único',
    saved: 'Se ha guardado el inicio de sesión único.',
    remove: 'Desconectar el inicio de sesión único',
    removed: 'Se ha desconectado el inicio de sesión único.',
  },
};

export default ssoEs;
