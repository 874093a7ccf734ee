import type { HelpContent } from '../types.ts';

export const support: HelpContent['support'] = {
  title: 'Felsökning',
  intro: 'Lösningar på de vanligaste problemen. Om inget hjälper, se Kontakt.',
  sections: [
    {
      heading: 'Jag kan inte logga in',
      paragraphs: [
        "'Kontrollera att din e-postadress och ditt lösenord är korrekta.' betyder att adressen eller lösenordet inte stämmer med något konto.",
      ],
      bullets: [
        'Kontrollera att adressen är rätt stavad och att Caps Lock är av: lösenord skiljer på stora och små bokstäver.',
        "Glömt lösenordet? Välj 'Glömt lösenord' på inloggningssidan.",
        'Får du frågan om en verifieringskod? Din adress är inte verifierad än: ange koden från e-postmeddelandet.',
        'Får du frågan om organisationsuppgifter? Din registrering är inte klar: fyll i formuläret.',
        'Står det att ditt konto väntar på godkännande? En administratör i din organisation måste först godkänna dig.',
        'Efter många misslyckade försök pausas inloggningen en kort stund: vänta några minuter.',
      ],
    },
    {
      heading: 'Jag har inte fått verifieringskoden',
      paragraphs: [],
      bullets: [
        'Titta i skräpposten och kontrollera adressen du angav.',
        'Koder går ut efter 10 minuter och slutar fungera efter fem felaktiga försök: använd knappen för att skicka igen och få en ny.',
        'Om du har begärt flera koder, använd den senaste.',
      ],
    },
    {
      heading: 'Återställning av lösenord och lösenordsregler',
      paragraphs: [
        "Återställningslänkar går ut efter 60 minuter. Om sidan säger att länken har gått ut eller är ogiltig, begär en ny via 'Glömt lösenord'.",
        'Ett lösenord måste ha minst 8 tecken med små och stora bokstäver, siffror och symboler; mycket vanliga lösenord nekas och upprepningen måste stämma.',
      ],
    },
    {
      heading: 'Min e-postadress har inte ändrats',
      paragraphs: [
        "Den nya adressen gäller först när du öppnar bekräftelselänken som skickas till den, inom 24 timmar. Till dess loggar du in med din gamla adress. 'E-postadressen används redan' betyder att ett annat konto har den.",
      ],
    },
    {
      heading: 'Allt är skrivskyddat',
      paragraphs: [
        'Din organisations licens har gått ut, så Signage kan bara visas. Administratörer får se hur licensen förnyas; andra användare bör kontakta sin administratör. En provperiod på 30 dagar kan förlängas en gång med 30 dagar.',
      ],
    },
    {
      heading: 'Fel språk eller oväntad utloggning',
      paragraphs: [
        'Välj språk i det övre fältet, under Inställningar eller på sidan Konto; valet sparas med ditt konto. Om du blev utloggad har din session avslutats, kanske från en annan webbläsare: logga in igen. Misstänker du missbruk, byt lösenord och logga ut andra sessioner under Inställningar.',
      ],
    },
    {
      heading: 'För dig som driftar själv',
      paragraphs: [],
      bullets: [
        'Utan SMTP_URL skickas ingen e-post: koder och länkar skrivs till serverloggen och sparas i en utkorg, så att registreringen ändå kan slutföras. Ange SMTP_URL och MAIL_FROM för att skicka riktig e-post.',
        'Ange PUBLIC_URL till adressen som användarna öppnar, annars pekar länkarna i e-postmeddelandena på localhost.',
        'Det första kontot som registreras i en ny installation blir plattformens ägare.',
        'Servern vägrar att starta två gånger på samma DATA_DIR.',
      ],
    },
  ],
};
