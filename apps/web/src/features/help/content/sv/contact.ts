import type { HelpContent } from '../types.ts';

export const contact: HelpContent['contact'] = {
  title: 'Kontakt',
  intro: 'Signage drivs av din organisation eller av den som är värd för den här installationen. Här ser du vem du ska vända dig till.',
  sections: [
    {
      heading: 'Börja med din administratör',
      paragraphs: [
        'Vänd dig först till din organisations administratör, en användare med rollen ägare eller administratör. Administratörer hanterar användare och roller, känner till er licens och kan svara på de flesta frågor. Om du inte vet vem det är kan du fråga kollegan som bjöd in dig.',
      ],
    },
    {
      heading: 'Support via e-post och telefon',
      paragraphs: [
        'För det som din administratör inte kan lösa använder du formuläret högst upp på den här sidan: det skickar ditt meddelande, tillsammans med din organisation och ditt namn, din e-postadress och din roll, till supportadressen för din organisation (eller för den här installationen), och du får en kopia. Du kan skicka upp till 5 meddelanden i timmen. Där telefonsupport erbjuds är den öppen måndag till fredag kl. 8–17; din administratör kan ge dig numret.',
      ],
    },
    {
      heading: 'Vad du ska ta med',
      paragraphs: [],
      bullets: [
        'Ditt namn, din organisation och e-postadressen du loggar in med.',
        'Vad du gjorde, vad du förväntade dig och vad som hände i stället.',
        'Det exakta felmeddelandet, när det hände och vilken webbläsare du använder.',
        'Skicka aldrig ditt lösenord: ingen kommer någonsin att be om det.',
      ],
    },
    {
      heading: 'Om du driftar Signage själv',
      paragraphs: [
        'Signage är öppen källkod. Rapportera problem och ställ frågor i projektets ärendehantering, efter att ha sökt bland befintliga ärenden. Ange versionen (se versionsinformationen), hur du kör servern (inbyggd databas eller PostgreSQL, e-post konfigurerad eller inte) och relevanta rader ur serverloggen, utan lösenord, nycklar och personuppgifter.',
      ],
    },
  ],
};
