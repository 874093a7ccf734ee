import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the help page. */
const helpSv: Widen<typeof en> = {
  help: {
    title: 'Hjälp',
    tabsLabel: 'Hjälpavsnitt',
    tabs: {
      contact: 'Kontakt',
      support: 'Support',
      howto: 'Instruktioner',
      releasenotes: 'Versionsinformation',
      usermanual: 'Användarhandbok',
      stats: 'Användningsstatistik',
    },
    supportForm: {
      ownerSetsAddress:
        'Ingen supportadress är angiven än, så meddelanden från det här formuläret kan inte skickas. Som ägare anger du adressen som dina användare skriver till i organisationens uppgifter (E-post till kundsupport), eller så anger serverns operatör SUPPORT_EMAIL.',
      ownerSetsAddressLink: 'Öppna organisationens uppgifter',
      title: 'Skriv till supporten',
      goesTo:
        'Ditt meddelande skickas till {{address}} tillsammans med din organisation och ditt namn, din e-postadress och din roll, så att supporten kan svara dig. Du får en kopia till din egen adress.',
      phone: 'Telefon: {{phone}}, måndag till fredag kl. 8–17.',
      phoneHours: 'Telefonsupport, där din organisation erbjuder det: måndag till fredag kl. 8–17. Din administratör kan ge dig numret.',
      category: 'Vad gäller det?',
      categories: {
        question: 'En fråga',
        problem: 'Ett problem',
        licence: 'Licens och gränser',
        billing: 'Fakturering',
        other: 'Något annat',
      },
      subject: 'Ämne',
      message: 'Meddelande',
      messageHelp: '{{count}} av {{max}} tecken. Vad du gjorde, vad du förväntade dig och vad som hände i stället.',
      send: 'Skicka meddelandet',
      sending: 'Skickar…',
      sent: 'Ditt meddelande har skickats till {{to}}. En kopia har skickats till {{copy}}.',
    },
    loadFailed: 'Det gick inte att hämta hjälpinnehållet. Försök igen.',
  },
};

export default helpSv;
