import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the QR code widget's editor (registered under `widgets.qr_code`). */
const qrCodeEs: Widen<typeof en> = {
  name: 'Código QR',
  description:
    'Un código que se escanea con el móvil: un enlace, un correo, una llamada, un mensaje, un evento, un contacto o una red wifi.',
  kind: 'Tipo de código',
  kinds: {
    url: 'Sitio web (URL)',
    email: 'Correo electrónico',
    phone: 'Llamada',
    sms: 'Mensaje de texto (SMS)',
    event: 'Evento',
    contact: 'Contacto (vCard)',
    wifi: 'Red wifi',
  },
  fields: {
    url: 'Dirección web',
    emailAddress: 'Dirección de correo',
    emailSubject: 'Asunto',
    emailBody: 'Mensaje',
    phoneNumber: 'Número de teléfono',
    smsNumber: 'Número de teléfono',
    smsText: 'Mensaje',
    eventTitle: 'Título',
    eventLocation: 'Lugar',
    eventStart: 'Empieza',
    eventEnd: 'Termina (opcional)',
    contactName: 'Nombre',
    contactCompany: 'Empresa',
    contactEmail: 'Dirección de correo',
    contactPhone: 'Número de teléfono',
    contactWebsite: 'Sitio web',
    wifiSsid: 'Nombre de la red (SSID)',
    wifiPassword: 'Contraseña',
    wifiEncryption: 'Seguridad',
    wifiHidden: 'Red oculta',
  },
  encryptions: { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'Ninguna (red abierta)' },
  appearance: 'Aspecto',
  caption: 'Texto bajo el código',
  themeColours: 'Usar los colores del tema',
  foreground: 'Color del código',
  background: 'Color de fondo',
  quietZone: 'Margen alrededor del código (módulos)',
  characters: '{{count}} / {{max}}',
};

export default qrCodeEs;
