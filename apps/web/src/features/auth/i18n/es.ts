import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the public pages: sign-in, sign-up and its verification, password reset, e-mail confirmation, authflow. */
const authEs: Widen<typeof en> = {
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Hola de nuevo. Inicia sesión para gestionar tus pantallas y contenidos.',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgot: '¿Has olvidado tu contraseña?',
    noAccount: '¿Eres nuevo en Signage?',
    register: 'Crear una cuenta',
    registerTooltip: 'Empieza una prueba gratuita de 30 días',
    checkingSession: 'Comprobando tu sesión…',
  },
  google: {
    button: 'Iniciar sesión con Google',
    or: 'o',
    title: 'Completa tu registro',
    subtitle:
      'Tu cuenta de Google {{email}} está verificada. Cuéntanos sobre tu organización para empezar tu prueba gratuita de {{days}} días.',
    working: 'Iniciando sesión con Google…',
    submit: 'Empezar la prueba',
    submitting: 'Creando tu cuenta…',
    back: 'Volver al inicio de sesión',
  },
  register: {
    title: 'Crea tu cuenta',
    subtitle: 'Empieza tu prueba gratuita de {{days}} días. No necesitas tarjeta de crédito.',
    subtitleFirst:
      'Es la primera cuenta de este servidor: crea la organización de la plataforma y tú serás su propietario, sin periodo de prueba ni caducidad.',
    organization: 'Tu organización',
    account: 'Tu cuenta',
    location: 'Ubicación',
    promoConsent: 'Quiero recibir novedades y consejos del producto por correo electrónico',
    acceptTerms: 'Acepto el <eula>Acuerdo de licencia de usuario final</eula> y la <privacy>Política de privacidad</privacy>',
    submit: 'Crear cuenta',
    submitting: 'Creando tu cuenta…',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Inicia sesión',
    referenceHelp: 'Si un socio o distribuidor te ha dado un código, introdúcelo aquí.',
    csrfFailed: 'No se ha podido preparar el formulario. Recarga la página.',
  },
  verify: {
    title: 'Verifica tu correo electrónico',
    subtitle: 'Hemos enviado un código de {{digits}} dígitos a tu dirección de correo. Introdúcelo abajo para activar tu cuenta.',
    submit: 'Verificar',
    submitting: 'Verificando…',
    resend: 'Enviar un código nuevo',
    resendIn: 'Enviar un código nuevo en {{seconds}} s',
    resent: 'Te hemos enviado un código nuevo. Revisa tu bandeja de entrada y la carpeta de spam.',
    subtitleLog:
      'Este servidor no tiene configurado un servidor de correo, así que el código de {{digits}} dígitos se ha escrito en el registro del servidor (el terminal donde se ejecuta). Introdúcelo abajo para activar tu cuenta.',
    resentLog: 'Se ha escrito un código nuevo en el registro del servidor.',
    successTitle: 'Correo electrónico verificado',
    successText: 'Tu cuenta ya está activa. Inicia sesión para empezar.',
    signIn: 'Iniciar sesión',
    codeHelp: 'El código es válido durante {{minutes}} minutos.',
  },
  approveUser: {
    title: 'Aprobar a un nuevo usuario',
    working: 'Aprobando al usuario…',
    successTitle: 'Usuario aprobado',
    successText: '{{email}} ya puede iniciar sesión en tu organización.',
    failureTitle: 'No se ha podido aprobar',
    missing: 'Este enlace de aprobación está incompleto. Vuelve a abrir el enlace del correo.',
  },
  forgot: {
    title: 'Restablece tu contraseña',
    subtitle: 'Introduce la dirección de correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
    submitting: 'Enviando…',
  },
  emailSent: {
    title: 'Revisa tu bandeja de entrada',
    text: 'Si existe una cuenta para {{email}}, te hemos enviado un correo con un enlace para restablecer tu contraseña. El enlace es válido durante {{minutes}} minutos.',
    textNoEmail:
      'Si existe una cuenta con esa dirección, te hemos enviado un correo con un enlace para restablecer tu contraseña. El enlace es válido durante {{minutes}} minutos.',
    spam: '¿No te ha llegado nada? Revisa la carpeta de spam o vuelve a intentarlo dentro de unos minutos.',
  },
  newPassword: {
    title: 'Elige una contraseña nueva',
    subtitle: 'Elige una contraseña segura que no uses en ningún otro sitio.',
    submit: 'Guardar la contraseña nueva',
    submitting: 'Guardando…',
    successTitle: 'Contraseña cambiada',
    successText: 'Tu contraseña nueva está lista. Inicia sesión con ella.',
    requestNew: 'Solicitar un enlace nuevo',
  },
  confirmEmail: {
    title: 'Confirma tu dirección de correo',
    confirming: 'Confirmando tu nueva dirección de correo…',
    successTitle: 'Dirección de correo confirmada',
    successText: 'A partir de ahora usarás tu nueva dirección para iniciar sesión y recibir notificaciones.',
    failureTitle: 'No se ha podido confirmar',
    failureText: 'El enlace de confirmación ha caducado o no es válido.',
  },
  adminApproval: {
    title: 'Pendiente de aprobación',
    text: 'Tu cuenta pertenece a una organización que aprueba a sus nuevos miembros. Hemos avisado a un administrador, que debe aprobar tu cuenta antes de que puedas iniciar sesión.',
    next: 'Recibirás un correo en cuanto se apruebe tu cuenta.',
  },
  orgEntry: {
    title: 'Háblanos de tu organización',
    subtitle: 'Ya casi está. Necesitamos estos datos para terminar de configurar tu cuenta.',
    submit: 'Terminar el registro',
    submitting: 'Guardando…',
    doneSignIn: 'Tu organización está lista. Vuelve a iniciar sesión.',
  },
};

export default authEs;
