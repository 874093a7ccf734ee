import type { HelpContent } from './types.ts';

const contact: HelpContent['contact'] = {
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
        'För det som din administratör inte kan lösa skriver du till installationens support-e-post, som din administratör kan visa dig. Där telefonsupport erbjuds är den öppen måndag till fredag kl. 8–17; din administratör kan ge dig numret.',
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

const support: HelpContent['support'] = {
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

const howto: HelpContent['howto'] = {
  title: 'Guider',
  intro: 'Steg-för-steg-guider för den här versionen, följda av korta förhandstittar på funktioner i kommande versioner.',
  sections: [
    {
      heading: 'Skapa ditt konto',
      paragraphs: [],
      bullets: [
        "Öppna adressen till din Signage och välj 'Registrera'.",
        'Ange organisationens namn, ditt fullständiga namn, din e-postadress och ett lösenord.',
        'Ange ort, delstat, län eller provins samt land (obligatoriskt).',
        'Godkänn villkoren och skicka formuläret. Det första kontot i en ny installation blir plattformens ägare; senare registreringar får en organisation med 30 dagars provperiod.',
      ],
    },
    {
      heading: 'Verifiera din e-post',
      paragraphs: [],
      bullets: [
        'Ange den sexsiffriga koden från e-postmeddelandet på verifieringssidan inom 10 minuter.',
        'Inget e-postmeddelande? Titta i skräpposten och använd sedan knappen för att skicka igen.',
        'Logga sedan in med din e-postadress och ditt lösenord.',
      ],
    },
    {
      heading: 'Logga in',
      paragraphs: [
        "Ange din e-postadress och ditt lösenord på startsidan. Översikten öppnas med kom-igång-stegen. Glömt lösenordet? Välj 'Glömt lösenord', ange din e-postadress, öppna länken inom 60 minuter och välj ett nytt lösenord.",
      ],
    },
    {
      heading: 'Byta språk',
      paragraphs: ['Använd språkmenyn i det övre fältet, Inställningar eller sidan Konto. Engelska, spanska, franska och svenska finns.'],
    },
    {
      heading: 'Byta lösenord',
      paragraphs: [
        "Öppna 'Konto', ange ditt nuvarande lösenord och sedan det nya två gånger, och spara. Ditt namn ändrar du på samma sida.",
      ],
    },
    {
      heading: 'Byta e-postadress',
      paragraphs: [
        "Öppna 'Konto', ange den nya adressen och spara. Öppna bekräftelselänken som skickas till den nya adressen inom 24 timmar; 'OK' på bekräftelsesidan tar dig tillbaka till Konto.",
      ],
    },
    {
      heading: 'Logga ut andra sessioner',
      paragraphs: [
        "Öppna 'Inställningar'. Under aktiva sessioner visas varje webbläsare där du är inloggad; logga ut dem du inte känner igen, eller alla andra. 'Logga ut' i det övre fältet loggar ut den webbläsare du använder.",
      ],
    },
    {
      heading: 'Kommer snart: ladda upp media',
      paragraphs: ["Öppna 'Media', välj en typ och ladda upp en fil i taget till Mina media; dela den sedan vid behov."],
    },
    {
      heading: 'Kommer snart: skapa och publicera en spellista',
      paragraphs: ["Öppna 'Spellistor', skapa en med namn och bildformat, lägg till slides i redigeraren, förhandsgranska och publicera."],
    },
    {
      heading: 'Kommer snart: para ihop en skärm',
      paragraphs: [
        "Öppna /player/ på din installation i skärmens webbläsare; en fyrsiffrig kod visas. Under 'Skärmar' lägger du till en skärm och skriver in koden inom 10 minuter. Tilldela sedan en publicerad spellista: den visas inom 30 sekunder.",
      ],
    },
    {
      heading: 'Kommer snart: schemalägga innehåll',
      paragraphs: ['Öppna en skärm eller grupp och lägg till en schemapost med en spellista, en start, ett slut och eventuell upprepning.'],
    },
    {
      heading: 'Kommer snart: sända ett larm',
      paragraphs: [
        "Ägare och administratörer: öppna 'Larm', skapa ett larm, välj skärmar eller grupper och sänd det; inaktivera det efteråt.",
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Versionsinformation',
  intro: "Version 0.1.0, 'Foundation' (Grund): den första versionen av Signage, som lägger grunden för alla kommande funktioner.",
  sections: [
    {
      heading: 'Nytt i 0.1.0',
      paragraphs: [],
      bullets: [
        'Registrering med verifieringskod via e-post (giltig i 10 minuter, kan skickas igen).',
        'In- och utloggning samt återställning av lösenord via länk i e-post (giltig i 60 minuter).',
        'Konto: namn, byte av e-postadress som bekräftas via länk, byte av lösenord, licensavtal (EULA), integritetspolicy och språk.',
        'Inställningar: språk och aktiva sessioner.',
        'Översikt med kom-igång-steg, samt Hjälp.',
        'Engelska, spanska, franska och svenska.',
        'Det första kontot i en ny installation blir plattformens ägare; senare registreringar får en organisation med 30 dagars provperiod.',
      ],
    },
    {
      heading: 'För dig som driftar själv',
      paragraphs: [],
      bullets: [
        'Inbyggd databas i DATA_DIR som standard; DATABASE_URL för PostgreSQL. Migreringar körs vid start.',
        'E-post via SMTP_URL och MAIL_FROM, annars till serverloggen och en utkorg. PUBLIC_URL anger adressen i länkar som skickas via e-post.',
      ],
    },
    {
      heading: 'Kommer härnäst',
      paragraphs: [
        'Mediebibliotek; spellistor och slide-redigeraren; skärmar, uppspelningsappen och scheman; hantering av organisationer, licenser och användare; larm; användningsstatistik. Till dess hänvisar kom-igång-stegen till funktioner som ännu inte finns.',
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: 'Användarhandbok',
  intro:
    "Idéerna bakom Signage och hur delarna hänger ihop. Version 0.1.0 innehåller konton, inloggning, inställningar och hjälp; avsnitt märkta 'kommer snart' beskriver funktioner i kommande versioner.",
  sections: [
    {
      heading: 'Vad Signage gör',
      paragraphs: [
        'Signage är en plattform för digital skyltning med öppen källkod som du kan drifta själv. Organisationer skapar spellistor med slides i en webbredigerare, hanterar ett mediebibliotek, parar ihop skärmar, schemalägger och publicerar innehåll, sänder nödlarm och hanterar underorganisationer, användare, licenser och varumärkesprofil.',
      ],
    },
    {
      heading: 'Organisationer och underorganisationer',
      paragraphs: [
        'Varje användare tillhör en organisation, och organisationerna bildar ett träd. Plattformsorganisationen högst upp skapas av det första kontot i en ny installation; organisationer som registrerar sig senare blir dess underorganisationer, och varje organisation kan ha egna, till exempel ett huvudkontor och dess filialer. Sökvägen överst visar vägen från toppen ner till där du befinner dig.',
        'Kommer snart: när licensen tillåter det kan en överordnad organisation lägga till, redigera, flytta och ta bort underorganisationer, hantera deras varumärkesprofil (logotyp, bakgrund, färger, webbplatsens titel) och överföra deras innehåll, antingen för sina direkta underorganisationer eller för alla nivåer under. En organisation med underorganisationer kan inte tas bort; borttagningen bekräftas genom att skriva delete, och dess data flyttas till den överordnade organisationen eller raderas. En överordnad organisation kan också begära delegerad åtkomst till en direkt underorganisation; underorganisationens ägare godkänner eller avböjer via e-post, och en banderoll visas så länge åtkomsten är aktiv.',
      ],
    },
    {
      heading: 'Roller',
      paragraphs: [
        'Varje användare har en av fem roller; alla kan använda översikten, hjälpen och sitt eget konto.',
        'Ägaren har full kontroll över användare, innehåll och skärmar och är den enda som kan lägga till administratörer.',
        'En administratör hanterar innehåll och skärmar, ser användare, organisationer, larm och användningsstatistik, och lägger till eller tar bort personal, skärmansvariga och innehållsskapare, men kan inte lägga till eller ta bort andra administratörer.',
        'Personal ändrar innehåll och skärmar men hanterar inte användare. En skärmansvarig (enhetsansvarig) hanterar skärmar och grupper och tilldelar endast delade spellistor. En innehållsskapare hanterar endast innehåll: media, spellistor och mallar.',
        'Ägaren och du själv kan inte tas bort; en borttagen användares data överförs till ägaren eller raderas. Meddelanden, larm, användningsstatistik och AI-assistenten visas bara om licensen omfattar dem.',
      ],
    },
    {
      heading: 'Licenser och provperioder',
      paragraphs: [
        'Varje organisation har en licens: ett paket med ett antal skärmar och användare, en giltighetstid, en gräns för interaktiva skärmar och tillägg som widgetar, AI-assistenten, meddelanden och larm. Det finns paketen provperiod, full åtkomst, anpassat samt enstaka enhet eller plats för 1, 3 eller 5 år; gränserna kan vara obegränsade. Delar som licensen inte omfattar döljs.',
        'Organisationer som registrerar sig får 30 dagars provperiod, som standard för 2 skärmar och 3 användare, som kan förlängas en gång med 30 dagar. En licens är i provperiod, demo, aktiv, går snart ut eller har gått ut. När licensen har gått ut kan organisationen bara visas: administratörer får se hur den förnyas, andra ombeds kontakta sin administratör. Licenshantering kommer snart.',
      ],
    },
    {
      heading: 'Mediebibliotek (kommer snart)',
      paragraphs: [
        'Biblioteket rymmer bilder (JPG, PNG, SVG), GIF- och PDF-filer på upp till 100 MB, videor (MP4, WebM) på upp till 250 MB, ljud (MP3, WAV) på upp till 25 MB samt mallar. Filer laddas upp en i taget och ordnas i mappar.',
        'Varje typ har tre avsnitt. Mina: endast skaparen kan öppna media som inte delas. Delade: tillgängliga för hela din organisation. Stock: erbjuds av en överordnad organisation till utvalda underorganisationer eller till hela plattformen, inklusive framtida underorganisationer; skaparen kan ta bort dem för alla. Media kan låsas eller göras ej redigerbara när de delas. Där de är konfigurerade kan tjänster för stockfoton och en designtjänst användas.',
      ],
    },
    {
      heading: 'Spellistor, slides och publicering (kommer snart)',
      paragraphs: [
        'En spellista är en ordnad serie slides som var och en visas under sin egen tid, i ett bildformat: liggande 16:9, 16:10 eller 4:3, stående 9:16, 10:16 eller 3:4, eller anpassat. Redigeraren placerar text, bilder, videor, former, webbplatser och widgetar (väder, RSS 2.0-nyheter, sociala flöden, kalkylbladsdata, QR-koder, menyer) i lager, med animationer, mallar, förhandsgranskning samt ångra och gör om. På interaktiva skärmar reagerar aktiva hörn och hopp till en viss slide på beröring.',
        'Spellistor finns under Mina, Delade och Stock, med mappar och favoriter. En delad spellista redigeras av en person i taget; medan den är låst visar den vem som redigerar.',
        'En spellista måste publiceras innan den kan tilldelas. Varje ändring av slides, visningstider, animationer eller format avpublicerar den tills du publicerar igen; skärmarna fortsätter att visa den senast publicerade versionen. Tilldela den till en skärm eller grupp för att spela nu (den upprepas tills du stoppar den) eller enligt schema. Den visas på skärmen inom 30 sekunder.',
      ],
    },
    {
      heading: 'Skärmar och ihopparning (kommer snart)',
      paragraphs: [
        "En skärm kör uppspelningsappen på /player/ i din installation, i valfri webbläsare som kan visa helskärm: en kioskwebbläsare på en Raspberry Pi, en Android WebView eller en smart-tv:s webbläsare. Appen visar en fyrsiffrig parningskod som gäller i 10 minuter; ange den under Skärmar. Nya skärmar heter 'Screen' följt av ett nummer tills du byter namn på dem.",
        'Appen fortsätter spela även utan nätverk. En skärm är aktiv, uppdateras, offline eller inaktiv; översikten och livevisningen uppdateras var 10:e sekund. Skärmar kan ordnas i nästlade grupper och göras interaktiva inom licensens gräns.',
      ],
    },
    {
      heading: 'Scheman (kommer snart)',
      paragraphs: [
        'Schemaposter hör till en skärm eller en grupp. Varje post har en spellista, en start och ett slut (eller hela dagen) och kan upprepas med ett visst antal dagars, veckors (på valda veckodagar), månaders eller års mellanrum: för alltid, till ett datum eller ett visst antal gånger. Starten måste ligga före slutet. Tiderna följer skärmens tidszon.',
      ],
    },
    {
      heading: 'Vad en skärm spelar',
      paragraphs: ['En skärm spelar det första i listan som gäller:'],
      bullets: [
        'ett aktivt larm som riktas till den, direkt eller via en grupp;',
        'dess egen spellista som spelas nu;',
        'dess egen schemapost som är aktiv just då;',
        'närmaste grupps spellista som spelas nu, sedan den gruppens schema, och därefter samma sak för varje grupp längre upp;',
        'annars en viloskärm med din organisations varumärkesprofil.',
        'Om poster på samma nivå överlappar vinner den som började senast.',
      ],
    },
    {
      heading: 'Larm (kommer snart)',
      paragraphs: [
        'Larm tar över skärmarna för att visa brådskande information. Ägare och administratörer vars licens omfattar larm skapar dem med ett namn, en typ (miljö, brand, hälsa, infrastruktur, personsäkerhet, säkerhet, väder eller anpassad), en beskrivning, instruktioner, en varaktighet, valfritt ljud i MP3 eller WAV, färger samt målskärmar eller målgrupper. Larm är engångssändningar eller kontinuerliga, förblir aktiva tills de inaktiveras och kan bara tas bort när de är inaktiverade. Integrationer låter andra system utlösa och inaktivera larm via egna URL:er och JSON.',
      ],
    },
    {
      heading: 'Användare och statistik (kommer snart)',
      paragraphs: [
        'Ägare och administratörer kommer att kunna lägga till användare inom licensens gräns, skicka inbjudningar igen och godkänna nya användare vars e-postdomän matchar organisationens. Användningsstatistiken omfattar de senaste 7 dagarna, de senaste 30 dagarna eller ett valfritt intervall.',
      ],
    },
    {
      heading: 'Ditt konto',
      paragraphs: [
        'På sidan Konto ändrar du ditt namn, din e-postadress (bekräftas via en länk som skickas till den nya adressen) och ditt lösenord, läser licensavtalet (EULA) och integritetspolicyn samt väljer språk. Under Inställningar finns ditt språk och dina aktiva sessioner, där du kan logga ut andra webbläsare. Signage kontrollerar din session var 10:e sekund; om den har avslutats kommer du tillbaka till inloggningssidan.',
        'Översikten är din startsida. Den visar kom-igång-steg för att lägga till en skärm och skapa innehåll; en livevy av dina skärmar kommer i en kommande version.',
      ],
    },
    {
      heading: 'Språk',
      paragraphs: [
        'Signage finns på engelska, spanska, franska och svenska. Till en början följer det webbläsarens språk om det stöds, annars engelska. Byt språk i det övre fältet, under Inställningar eller Konto; valet sparas med ditt konto.',
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual };

export default content;
