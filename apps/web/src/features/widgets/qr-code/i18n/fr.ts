import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the QR code widget's editor (registered under `widgets.qr_code`). */
const qrCodeFr: Widen<typeof en> = {
  name: 'Code QR',
  description: 'Un code à scanner avec un téléphone : un lien, un e-mail, un appel, un SMS, un événement, un contact ou un réseau Wi-Fi.',
  kind: 'Type de code',
  kinds: {
    url: 'Site web (URL)',
    email: 'E-mail',
    phone: 'Appel téléphonique',
    sms: 'SMS',
    event: 'Événement',
    contact: 'Contact (vCard)',
    wifi: 'Réseau Wi-Fi',
  },
  fields: {
    url: 'Adresse web',
    emailAddress: 'Adresse e-mail',
    emailSubject: 'Objet',
    emailBody: 'Message',
    phoneNumber: 'Numéro de téléphone',
    smsNumber: 'Numéro de téléphone',
    smsText: 'Message',
    eventTitle: 'Titre',
    eventLocation: 'Lieu',
    eventStart: 'Début',
    eventEnd: 'Fin (facultative)',
    contactName: 'Nom',
    contactCompany: 'Entreprise',
    contactEmail: 'Adresse e-mail',
    contactPhone: 'Numéro de téléphone',
    contactWebsite: 'Site web',
    wifiSsid: 'Nom du réseau (SSID)',
    wifiPassword: 'Mot de passe',
    wifiEncryption: 'Sécurité',
    wifiHidden: 'Réseau masqué',
  },
  encryptions: { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'Aucune (réseau ouvert)' },
  appearance: 'Apparence',
  caption: 'Légende sous le code',
  themeColours: 'Utiliser les couleurs du thème',
  foreground: 'Couleur du code',
  background: 'Couleur du fond',
  quietZone: 'Marge autour du code (modules)',
  characters: '{{count}} / {{max}}',
};

export default qrCodeFr;
