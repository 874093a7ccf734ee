import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the QR code widget's editor (registered under `widgets.qr_code`). */
const qrCodeSv: Widen<typeof en> = {
  name: 'QR-kod',
  description: 'En kod man skannar med mobilen: en länk, ett mejl, ett samtal, ett sms, en händelse, en kontakt eller ett wifi-nätverk.',
  kind: 'Typ av kod',
  kinds: {
    url: 'Webbplats (URL)',
    email: 'E-post',
    phone: 'Samtal',
    sms: 'Sms',
    event: 'Händelse',
    contact: 'Kontakt (vCard)',
    wifi: 'Wifi-nätverk',
  },
  fields: {
    url: 'Webbadress',
    emailAddress: 'E-postadress',
    emailSubject: 'Ämne',
    emailBody: 'Meddelande',
    phoneNumber: 'Telefonnummer',
    smsNumber: 'Telefonnummer',
    smsText: 'Meddelande',
    eventTitle: 'Rubrik',
    eventLocation: 'Plats',
    eventStart: 'Börjar',
    eventEnd: 'Slutar (valfritt)',
    contactName: 'Namn',
    contactCompany: 'Företag',
    contactEmail: 'E-postadress',
    contactPhone: 'Telefonnummer',
    contactWebsite: 'Webbplats',
    wifiSsid: 'Nätverksnamn (SSID)',
    wifiPassword: 'Lösenord',
    wifiEncryption: 'Säkerhet',
    wifiHidden: 'Dolt nätverk',
  },
  encryptions: { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'Ingen (öppet nätverk)' },
  appearance: 'Utseende',
  caption: 'Text under koden',
  themeColours: 'Använd temats färger',
  foreground: 'Kodens färg',
  background: 'Bakgrundsfärg',
  quietZone: 'Marginal runt koden (moduler)',
  characters: '{{count}} / {{max}}',
};

export default qrCodeSv;
