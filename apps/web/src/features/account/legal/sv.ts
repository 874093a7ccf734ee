import type { LegalTexts } from './types.ts';

const sv: LegalTexts = {
  eula: {
    updated: '2026-11-22',
    intro:
      'Detta licensavtal för slutanvändare (”Avtalet”) gäller din användning av Signage, en plattform för digital skyltning med öppen källkod, så som den tillhandahålls av den organisation som driver den här installationen (”Operatören”). Genom att godkänna avtalet bekräftar du att du har läst och förstått det.',
    sections: [
      {
        heading: '1. Programvaran och dess licens',
        paragraphs: [
          'Signage är fri programvara. Källkoden publiceras under GNU Affero General Public License, version 3 eller senare (AGPL-3.0-or-later). Ingenting i detta Avtal begränsar de rättigheter som den licensen ger dig till källkoden.',
          'Avtalet gäller din användning av just den här installationen: ditt konto, innehållet du laddar upp och skärmarna du hanterar via den.',
        ],
      },
      {
        heading: '2. Ditt konto',
        paragraphs: [
          'Du ansvarar för att hålla ditt lösenord hemligt och för allt som görs med ditt konto. Meddela din administratör eller Operatören direkt om du misstänker att någon annan har använt det.',
          'Din organisation bestämmer vem som får använda installationen och med vilken roll. En ägare eller administratör i din organisation kan ändra din roll eller ta bort ditt konto.',
        ],
      },
      {
        heading: '3. Godtagbar användning',
        paragraphs: ['Du åtar dig att inte använda installationen för att:'],
        bullets: [
          'visa, lagra eller sprida innehåll som är olagligt, gör intrång i andras rättigheter eller som du inte har rätt att publicera;',
          'försöka komma åt organisationer, skärmar eller data som du inte har fått tillgång till;',
          'störa tjänsten, leta efter sårbarheter utan Operatörens tillstånd eller avsiktligt överbelasta den;',
          'skicka oönskade meddelanden eller använda plattformen för att sprida skadlig kod.',
        ],
      },
      {
        heading: '4. Ditt innehåll',
        paragraphs: [
          'Du behåller alla rättigheter till media, spellistor och annat innehåll som du laddar upp. Du ger Operatören endast de behörigheter som krävs för att lagra, bearbeta, säkerhetskopiera och visa innehållet på de skärmar du väljer.',
          'Innehåll som du delar med andra organisationer eller kopierar till arkivet förblir tillgängligt för dem enligt de delningsinställningar du väljer, tills du drar tillbaka det.',
        ],
      },
      {
        heading: '5. Licenser, provperioder och tillgänglighet',
        paragraphs: [
          'Antalet skärmar och användare, tillgängliga funktioner och användningsperioden beror på det licenspaket som din organisation har tilldelats. När en licens går ut syns innehållet fortfarande, men det blir skrivskyddat tills licensen förnyas.',
          'Operatören strävar efter att hålla installationen tillgänglig men lovar inte en oavbruten tjänst. Planerat underhåll meddelas i förväg när det är möjligt.',
        ],
      },
      {
        heading: '6. Ingen garanti och ansvarsbegränsning',
        paragraphs: [
          'Programvaran tillhandahålls ”i befintligt skick”, utan garantier av något slag, enligt AGPL. I den utsträckning lagen tillåter ansvarar varken upphovspersonerna bakom Signage eller Operatören för indirekta skador eller följdskador av användningen av installationen.',
          'Ingenting i Avtalet begränsar ett ansvar som inte kan begränsas enligt den lag som gäller för dig.',
        ],
      },
      {
        heading: '7. Ändringar och uppsägning',
        paragraphs: [
          'Operatören kan uppdatera Avtalet. Vid väsentliga ändringar ombeds du godkänna den nya versionen innan du fortsätter.',
          'Du kan när som helst sluta använda installationen. Din organisations ägare kan be Operatören att radera organisationen och dess innehåll.',
        ],
      },
    ],
  },
  privacy: {
    updated: '2026-11-22',
    intro:
      'Signage drivs på egen server: den organisation som driver den här installationen (”Operatören”) är personuppgiftsansvarig för de personuppgifter som finns i den. Den här policyn förklarar vad programvaran sparar, varför och vilka val du har.',
    sections: [
      {
        heading: 'Vad vi sparar',
        paragraphs: ['Installationen sparar bara det som behövs för att tjänsten ska fungera:'],
        bullets: [
          'Kontouppgifter: ditt namn, din e-postadress, roll, organisation, ditt föredragna språk och ett säkert hashat lösenord (argon2id). Själva lösenordet sparas aldrig.',
          'Sessionsuppgifter: när du loggade in, när sessionen senast var aktiv, webbläsarens beskrivning (user agent) och IP-adressen, så att du kan granska och avsluta dina sessioner.',
          'Innehåll du skapar: media, spellistor, scheman och skärminställningar i din organisation.',
          'Skärmdata: statusrapporter, versioner och uppspelningsloggar som skickas av din organisations skärmar.',
          'Säkerhets- och granskningsloggar: inloggningsförsök och viktiga ändringar, som sparas för att skydda ditt konto och utreda missbruk.',
        ],
      },
      {
        heading: 'Varför vi använder uppgifterna',
        paragraphs: [
          'Dina uppgifter används för att leverera tjänsten du har bett om: logga in dig, visa ditt innehåll på dina skärmar, skicka de e-postmeddelanden som tjänsten behöver (verifieringskoder, lösenordsåterställning, godkännanden) och hålla installationen säker. Om du har samtyckt till produktnyheter används din e-postadress även till det, och du kan när som helst återkalla samtycket.',
          'Programvaran innehåller ingen reklam, inga spårningspixlar och ingen analys från tredje part. Typsnitt och skript levereras av installationen själv.',
        ],
      },
      {
        heading: 'Kakor och lokal lagring',
        paragraphs: [
          'En kaka, sessionKey, håller dig inloggad. Webbläsarens lokala lagring kommer ihåg ditt språk, om du föredrar ljust eller mörkt utseende och grundläggande uppgifter om det inloggade kontot. Inga kakor används för spårning.',
        ],
      },
      {
        heading: 'Vem som kan se dina uppgifter',
        paragraphs: [
          'Medlemmar i din organisation ser ditt namn och din roll. Ägare och administratörer i din organisation, och i dess överordnade organisationer när de har rätt att hantera den, kan se och hantera konton och innehåll. Operatörens administratörer kan komma åt uppgifterna för att driva och supporta installationen. Uppgifterna säljs inte och delas inte med någon annan, om inte lagen kräver det.',
        ],
      },
      {
        heading: 'Hur länge vi sparar uppgifterna',
        paragraphs: [
          'Kontouppgifter och innehåll sparas så länge ditt konto finns. Sessioner avslutas efter en tids inaktivitet och tas därefter bort. Loggar sparas under en begränsad tid som Operatören bestämmer. När ett konto eller en organisation raderas tas dess uppgifter bort, utom när lagen kräver att de sparas.',
        ],
      },
      {
        heading: 'Dina rättigheter',
        paragraphs: [
          'Beroende på var du bor kan du ha rätt att få tillgång till, rätta, exportera eller radera dina personuppgifter, och att invända mot eller begränsa behandlingen. Du kan själv ändra namn, e-postadress, lösenord och språk under ditt konto. För allt annat, kontakta din organisations administratör eller Operatören av den här installationen.',
        ],
      },
      {
        heading: 'Säkerhet',
        paragraphs: [
          'Installationen använder krypterade anslutningar när den är konfigurerad med HTTPS, hashar lösenord, begränsar upprepade inloggningsförsök och kontrollerar varje begäran mot din organisation och roll. Inget system är helt säkert; rapportera gärna eventuella farhågor till Operatören.',
        ],
      },
    ],
  },
};

export default sv;
