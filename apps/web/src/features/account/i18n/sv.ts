import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the account page and the legal texts' frame. */
const accountSv: Widen<typeof en> = {
  account: {
    title: 'Konto',
    sectionsLabel: 'Kontoavsnitt',
    sections: {
      details: 'Uppgifter',
      password: 'Lösenord',
      security: 'Säkerhet',
      eula: 'Licensavtal',
      'privacy-policy': 'Integritetspolicy',
      language: 'Språk',
    },
    details: {
      profile: 'Profil',
      nameSaved: 'Ditt namn har sparats.',
      role: 'Roll',
      organization: 'Organisation',
      memberSince: 'Medlem sedan',
      lastLogin: 'Senaste inloggning',
      emailTitle: 'E-postadress',
      currentEmail: 'Nuvarande e-postadress',
      emailHelp: 'Vi skickar en bekräftelselänk till den nya adressen. Ändringen gäller när du har öppnat den.',
      passwordToConfirm: 'Ditt lösenord, för att bekräfta ändringen',
      changeEmail: 'Byt e-postadress',
      emailSent: 'Vi har skickat en bekräftelselänk till {{email}}. Öppna den för att slutföra ändringen.',
      pending: 'Väntar på bekräftelse av {{email}}. Till dess loggar du in med din nuvarande adress.',
      readOnly: 'Din roll och organisation hanteras av organisationens administratörer.',
      ownerNote:
        'Du äger den här organisationen: du hanterar dess användare och deras roller på sidan Användare, och dess uppgifter, supportadresser, licens och tema under Organisationer.',
    },
    password: {
      title: 'Byt lösenord',
      intro: 'Efter bytet är du fortfarande inloggad på den här enheten.',
      submit: 'Byt lösenord',
      success: 'Ditt lösenord har ändrats.',
    },
    eula: {
      accepted: 'Du godkände avtalet den {{date}}.',
      acceptedNoDate: 'Du har godkänt avtalet.',
      notAccepted: 'Läs avtalet och godkänn det för att fortsätta använda Signage.',
      accept: 'Jag godkänner avtalet',
      acceptedNow: 'Tack! Ditt godkännande har registrerats.',
    },
    language: {
      title: 'Gränssnittets språk',
      intro: 'Språket används i gränssnittet och i de e-postmeddelanden vi skickar till dig.',
      saved: 'Språket har sparats.',
    },
  },
  legal: {
    eulaTitle: 'Licensavtal för slutanvändare',
    privacyTitle: 'Integritetspolicy',
    updated: 'Senast uppdaterad: {{date}}',
  },
};

export default accountSv;
