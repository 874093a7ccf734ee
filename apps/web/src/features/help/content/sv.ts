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
  intro: 'Steg-för-steg-guider för de vanligaste uppgifterna.',
  sections: [
    {
      heading: 'Skapa ditt konto',
      paragraphs: [],
      bullets: [
        "Öppna adressen till din Signage och välj 'Registrera'.",
        'Ange organisationens namn, ditt fullständiga namn, din e-postadress och ett lösenord.',
        'Ange ort, delstat, län eller provins samt land (obligatoriskt; landet i webbläsarens språkinställningar är redan valt, ändra det vid behov).',
        'Godkänn villkoren och skicka formuläret. Det första kontot i en ny installation blir plattformens ägare; senare registreringar får en organisation med 30 dagars provperiod.',
      ],
    },
    {
      heading: 'Verifiera din e-post',
      paragraphs: [],
      bullets: [
        'Ange den sexsiffriga koden från e-postmeddelandet på verifieringssidan inom 10 minuter.',
        'Inget e-postmeddelande? Titta i skräpposten och använd sedan knappen för att skicka igen.',
        'Koden loggar in dig: översikten öppnas med kom-igång-stegen.',
      ],
    },
    {
      heading: 'Logga in',
      paragraphs: [
        "Ange din e-postadress och ditt lösenord på startsidan. Översikten öppnas med kom-igång-stegen. Glömt lösenordet? Välj 'Glömt lösenord', ange din e-postadress, öppna länken inom 60 minuter och välj ett nytt lösenord.",
        "Logga in med Google: om din installation erbjuder det visar inloggnings- och registreringssidorna knappen 'Logga in med Google'. Välj den och välj ditt Google-konto. Finns ett konto med den e-postadressen loggas du in; annars fyller du i organisationens uppgifter, godkänner villkoren och din provperiod på 30 dagar startar, utan lösenord eller kod (vill du ha ett lösenord väljer du 'Glömt lösenordet' senare). 'Inloggningen med Google misslyckades' betyder att inloggningen avbröts, tog mer än 10 minuter eller att din Google-adress inte är verifierad: försök igen eller logga in med ditt lösenord.",
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
      heading: 'Ladda upp media',
      paragraphs: [
        "Öppna 'Media' och ladda upp bilder, GIF:ar, videor, PDF:er eller ljudfiler; en förloppsindikator visar varje uppladdning och låter dig avbryta den. Ordna filerna i mappar och med taggar, hitta dem med sökningen och dela en fil med din organisation när kollegor behöver den.",
        'Gratis foton: i Mina media väljer du Stockfoton, sedan Unsplash eller Pexels, söker och klickar på Importera. Fotot hamnar i mappen du tittar på med sin fotografangivelse, ”Foto av … på Unsplash”, som detaljerna behåller; visa den där tjänsten ber om det. Knappen visas bara om serverns administratör har lagt in en nyckel för minst en tjänst.',
        'Canva: i Mina media väljer du Canva och ansluter ditt eget Canva-konto (Canva öppnas i en ny flik; tillåt åtkomst där). Dina designer visas med miniatyrer; Importera som bild hämtar första sidan och Importera som PDF alla sidor, till mappen du tittar på. Koppla från Canva drar tillbaka åtkomsten. Visas när servern har Canva och din licens omfattar det. I bildredigeraren har bildväljaren också flikarna Stockfoton och Canva: Infoga importerar bilden och lägger den på bilden i presentationen.',
      ],
    },
    {
      heading: 'Skapa och publicera en spellista',
      paragraphs: [
        "Öppna 'Spellistor' och skapa en med ett namn och ett bildformat, eller utgå från en mall. Lägg till bilder i redigeraren med text, bilder, videor, former och webbplatser; ändringar sparas automatiskt. Förhandsgranska den, publicera den och tilldela den till skärmar eller grupper. På översikten öppnar 'Skapa en spellista' formuläret direkt; en ny text på en bild är redo att skriva i. Pilarna i båda ändarna av redigerarens verktygsfält fäller undan bildlistan och egenskaperna så att bilden får mer plats; webbläsaren kommer ihåg valet.",
      ],
    },
    {
      heading: 'Visa en logotyp, en klocka eller en rullande text på varje bild',
      paragraphs: [
        "Välj 'Överlägg' ovanför bilderna i spellisteredigeraren. Lägg till en logotyp, en klocka, en rullande text eller något annat med de vanliga verktygen; den aktuella bilden visas tonad under så att du kan placera dem. Välj en bild för att gå tillbaka till den: överlägget visas då tonat ovanpå. Publicera, så visar varje skärm överlägget ovanpå varje bild. En spellista behöver minst två bilder för att ha ett överlägg.",
      ],
    },
    {
      heading: 'Koppla en skärm',
      paragraphs: [
        "Öppna /player/ på din installation i skärmens webbläsare; den visar en fyrsiffrig kod. Under 'Skärmar', lägg till en skärm och skriv in koden inom 10 minuter, och tilldela sedan en publicerad spellista: skärmen tar emot den direkt och fortsätter spela utan uppkoppling.",
      ],
    },
    {
      heading: 'Schemalägg innehåll',
      paragraphs: [
        'Öppna en skärm eller en grupp och lägg till en schemapost med en spellista, en start, ett slut (eller hela dagen) och en valfri upprepning. Kalendern visar vad som spelas när, och varför.',
      ],
    },
    {
      heading: 'Tagga skärmar och använd dynamiska grupper',
      paragraphs: [
        'Ge skärmar taggar som #entre eller #ost: på en skärms sida under ”Taggar”, eller för flera skärmar samtidigt genom att markera dem i listan ”Skärmar” och välja ”Lägg till taggar” eller ”Ta bort taggar”. Filtrera listan på en tagg för att se skärmarna som har den.',
        'I ”Skärmar” → ”Grupper” väljer du ”Ny dynamisk grupp” och ger den ett namn och en regel: skärmar med alla valda taggar, eller med någon av dem. Gruppens sida visar dess medlemmar just nu och uppdateras när skärmar taggas.',
        'Tilldela en spellista, schemalägg innehåll eller rikta larm och meddelanden till en dynamisk grupp precis som till vilken grupp som helst. När en skärm får en tagg som matchar går den med direkt och börjar få gruppens innehåll; när taggen tas bort lämnar den gruppen direkt. En dynamisk grupp innehåller bara skärmar i sin egen organisation.',
      ],
    },
    {
      heading: 'Skapa en videovägg',
      paragraphs: [
        "En videovägg är flera skärmar som hänger tillsammans och visar en enda stor bild. Lägg skärmarna i en grupp, öppna gruppens sida och välj 'Gör den här gruppen till en videovägg'. Ange hur många skärmar bred (kolumner) och hög (rader) väggen är, storleken på en skärms bild i pixlar (1920 × 1080 för en vanlig Full HD-skärm, 1080 × 1920 om den hänger på högkant) och ramen.",
        'Ramen är avståndet mellan bilderna på två skärmar bredvid varandra – båda kanterna tillsammans – i skärmens pixlar. Mät den med en linjal och dela med storleken på en pixel: på en 55" Full HD-skärm är en pixel ungefär 0,63 mm, så ett avstånd på 5 mm är 8 pixlar. Bakom ramarna visas inget av bilden, så linjer och text fortsätter raka över hela väggen.',
        'Placera sedan varje skärm: dra dess namn till dess plats på väggen eller välj kolumn och rad. Om en skärm hänger upp och ner eller på sidan väljer du dess rotation. Spara väggen.',
        'Skapa en spellista i den storlek som väggens sida anger (till exempel 3840x2160 för fyra Full HD-skärmar utan ramar) och tilldela den till gruppen. Varje skärm visar sin del av varje bild. När du redigerar spellistan visar redigeraren var skärmarna och ramarna finns, så att du kan hålla text borta från ramarna.',
        "En videovägg spelar alltid i takt: när en grupp görs till en vägg slås 'Skärmarna i den här gruppen spelar i takt' på, så att alla dess skärmar byter bild i samma ögonblick.",
      ],
    },
    {
      heading: 'Avstängningstider: stäng av skärmar på natten och helgerna',
      paragraphs: [
        "Öppna en skärm eller en grupp och leta upp 'Avstängningstider'. Slå på dem och ange när bilden ska vara avstängd, till exempel måndag till fredag från 22:00 till 06:00. En period som slutar tidigare än den börjar går över midnatt; samma tid två gånger betyder hela dagen, och så ställer du in helger.",
        "Lägg till undantag för datum som avviker: 'På hela dagen' för en öppen söndag, 'Avstängd hela dagen' för en helgdag. Tiderna följer varje skärms egen tidszon.",
        "En grupps avstängningstider gäller alla dess skärmar, utom de som har egna. När skärmen är avstängd är den svart, spelar inget och räknar inga visningar, även utan nätverk. Ett larm slår ändå på den. Skärmlistan visar den som 'Avstängd', inte 'Offline', och inget offline-mejl skickas för planerad avstängning. En skärm som installerats med kioskinstallationen stänger också av och slår på tv:n via HDMI.",
      ],
    },
    {
      heading: 'Spela upp en grupp i takt',
      paragraphs: [
        'Skärmar bredvid varandra, till exempel en rad menytavlor eller skärmarna i ett skyltfönster, kan byta bild samtidigt. Öppna gruppen under ”Skärmar” → ”Grupper” och slå på ”Skärmarna i den här gruppen spelar i takt”. Dess skärmar, och skärmarna i dess undergrupper, visar då samma bild, startar videor och kör övergångar i samma ögonblick, efter serverns klocka.',
        'Ge gruppen en enda spellista: skärmarna följer samma pågående tidslinje, så en skärm som slås på senare, eller startas om, hoppar in där de andra är i stället för att börja om från första bilden. Utan anslutning håller skärmen takten på egen hand; när den är tillbaka justerar den sig mjukt, utan hopp. Bilderna byts i tid även om en skärm inte har hunnit läsa in nästa, så håll media i synkroniserade spellistor lätta nog för den långsammaste skärmen.',
      ],
    },
    {
      heading: 'Bjud in en användare',
      paragraphs: [
        "Ägare och administratörer: öppna 'Användare', välj 'Lägg till användare', ange e-postadressen och välj en roll. Personen får ett e-postmeddelande med en länk för att välja lösenord; inbjudan kan skickas igen från samma sida.",
      ],
    },
    {
      heading: 'Se vad som ändrats och vem som ändrade det',
      paragraphs: [
        'Välj klockan i översta fältet: siffran räknar händelser som är nya för dig (vad andra har gjort sedan du senast markerade allt som läst). Aktivitetsloggen visar vem som gjorde vad, senaste först: uppladdningar, ändringar, publiceringar, tilldelningar, schemaändringar, parkopplingar, borttagningar samt ändringar av användare och roller. Namn på det som fortfarande finns är länkar.',
        "Begränsa listan med filtren: vad som hände, en person, en typ av objekt eller datum; trattknappen på en händelse visar bara händelserna om det objektet. Längst ned väljer du hur många händelser en sida visar. 'Markera allt som läst' tar bort markeringen och klockans siffra.",
      ],
    },
    {
      heading: 'Låt kollegor gå med via e-postdomänen',
      paragraphs: [
        "Ägare och administratörer: öppna 'Organisationer' och sedan fliken Info för din organisation. Under Anslutning via domän anger du organisationens e-postdomän (din eller ägarens), slår på anslutningen och väljer om nya användare ska vänta på godkännande. De som sedan registrerar sig med en adress i den domänen går med i din organisation som innehållsskapare. Godkänn eller avvisa de som väntar på sidan Användare; dess kolumn Typ visar vilka som gått med på det sättet.",
      ],
    },
    {
      heading: 'Överför en underorganisations innehåll',
      paragraphs: [
        "Öppna 'Organisationer', öppna underorganisationen och dess flik 'Flytta och överför'. Under Överför innehåll behåller du den överordnade organisationen eller väljer en annan och bekräftar: media, mappar, spellistor, mallar, skärmar och grupper flyttas dit, och själva underorganisationen finns kvar.",
      ],
    },
    {
      heading: 'Lägg till en widget',
      paragraphs: [],
      bullets: [
        "Välj 'Widgetar' i bildredigeraren och sedan en typ: väder, nyheter, QR-kod, klocka, nedräkning, kalkylark, Facebook, Instagram, video via länk (och 'Menytavla' för en prislista). Typer som din licens inte omfattar visas gråade med skälet.",
        "För ett kalkylark klistrar du in en offentlig Google Sheets-länk och en cell eller ett område (E8, E2:E10) och väljer 'Synkronisera', eller laddar upp en CSV- eller Excel-fil.",
        "För Facebook eller Instagram väljer du 'Anslut en sida' och loggar in på Facebook i den nya fliken: en sida bekräftar anslutningen, välj sedan vilken sida som ska visas. Din driftleverantör måste ha satt upp en Meta-app för dessa två.",
        "Ställ in den till höger: en plats för vädret (sök på namn), adressen till ett RSS 2.0-flöde för nyheter ('Kontrollera' visar direkt om flödet går att använda), innehållet i en QR-kod, datumet för en nedräkning.",
        'Välj tema, textstorlek och vilket språk dess ord skrivs på på skärmen. Under visar panelen när datan senast uppdaterades, eller varför en uppdatering misslyckades.',
        'Publicera: skärmarna visar widgeten med samma data; utan anslutning behåller de den senaste datan, märkt med tiden då den hämtades.',
      ],
    },
    {
      heading: 'Sänd ett larm',
      paragraphs: [],
      bullets: [
        "Ägare och administratörer: öppna 'Larm' och välj 'Skapa larm'. Ge det ett namn, en typ (miljö, brand, hälsa, infrastruktur, säkerhet, skydd, väder eller eget), en beskrivning och instruktioner; förhandsvisningen visar larmet som skärmarna kommer att visa det, liggande och stående.",
        'Välj utsändning med en varaktighet (larmet slutar av sig självt) eller fortlöpande (det ligger kvar tills du inaktiverar det), ett valfritt ljud (en MP3- eller WAV-fil från dina media), färger och skärmar: alla skärmar, eller valda skärmar och grupper (en grupp omfattar sina undergrupper).',
        "Välj 'Sänd nu': alla valda skärmar visar larmet i helskärm direkt, även en skärm som förlorar anslutningen efteråt. 'Inaktivera' avslutar det och skärmarna återgår till sitt schema.",
        'Larmets sida visar vem som startade och avslutade det och när, och för varje skärm om den har bekräftat att larmet visas, är offline eller inte har svarat än. Ett larm kan tas bort när det är inaktiverat.',
      ],
    },
    {
      heading: 'Utlös ett larm från ett annat system',
      paragraphs: [],
      bullets: [
        "Ägare och administratörer: öppna 'Larm', sedan 'Integrationer', och skapa en: ett namn, typen (allmän, eller CAP för offentliga varningsflöden) och de larm den startar.",
        'Kopiera nyckeln och adresserna för utlösning, inaktivering och JSON som visas när du sparar: de visas bara en gång. Ett annat system anropar utlösningsadressen (till exempel curl -X POST <utlösningsadress>) för att sända de kopplade larmen, och inaktiveringsadressen för att avsluta dem.',
        'En CAP-integration tar emot meddelanden enligt Common Alerting Protocol 1.2: vart och ett blir ett larm på integrationens skärmar, och ett Cancel-meddelande avslutar det.',
        "Tappat bort nyckeln? 'Skapa ny nyckel' gör en ny och den gamla slutar fungera direkt. Stäng av en integration för att avvisa dess anrop; den kan tas bort när den är avstängd.",
      ],
    },
    {
      heading: 'Visa ett meddelande på skärmarna',
      paragraphs: [
        "Öppna 'Meddelanden' och skapa ett: texten, en rullande textremsa eller en stillastående banderoll, överst eller nederst, hastighet och färger, när det börjar och slutar (eller tills du stoppar det), och skärmar eller grupper. Det visas ovanpå innehållet som spelas; ett larm täcker fortfarande allt.",
      ],
    },
    {
      heading: 'Läs användningsstatistiken och ladda ner en rapport',
      paragraphs: [],
      bullets: [
        'Öppna Användningsstatistik i sidomenyn (ägare och administratörer, när er licens omfattar användningsstatistik).',
        'Kryssa i de användningstyper du vill se (minst en), välj de senaste 7 dagarna, de senaste 30 dagarna eller en egen period, och begränsa den till vissa skärmar, grupper eller spellistor om du vill.',
        'Kopiera sidans adress för att dela eller bokmärka samma rapport; välj Ladda ner CSV eller Ladda ner PDF för hela rapporten.',
      ],
    },
    {
      heading: 'Få ett e-postmeddelande när en skärm går offline',
      paragraphs: [],
      bullets: [
        "Ägare och administratörer: öppna 'Skärmar' och fliken 'Aviseringar' (skärmkortet på översikten leder också dit). Slå på 'Skicka aviseringar om skärmar offline', välj efter hur lång tid (15 minuter till 48 timmar), kryssa i vem som får veta (ägare, administratörer och skärmansvariga i organisationen) och om de också ska få veta när skärmen är tillbaka, och spara.",
        'Varje person får ett meddelande per skärm som går offline, med en länk till skärmen; när många skärmar försvinner samtidigt listar ett enda meddelande alla. Skärmansvariga och personal kan läsa inställningarna men inte ändra dem.',
        "På en skärms sida visar 'Skärmen nu' den senaste skärmbilden och när den togs; 'Ta en skärmbild nu' ber skärmen om en ny (en skärm som är offline kan inte svara).",
      ],
    },
    {
      heading: 'Skriv texter med AI-assistenten',
      paragraphs: [],
      bullets: [
        "Ägare och administratörer vars licens innehåller AI-assistenten: markera ett textelement i bildredigeraren och välj 'Föreslå' överst bland dess egenskaper.",
        "Samma 'Föreslå' finns under en varnings beskrivning och instruktioner och under ett meddelandes text: det valda alternativet ersätter det fältet.",
        "Välj vad som ska göras: rubriker för texten, göra den kortare, vänligare eller mer formell, översätta den till engelska, spanska, franska eller svenska, eller skriva text till en bild utifrån en kort idé. Välj sedan 'Föreslå (1 kredit)'.",
        'En kredit ger 5 alternativ; välj ett för att ersätta elementets text (ångra tar tillbaka den gamla texten). Om assistenten inte kan svara används inte din kredit.',
        'Slut på AI-krediter? Meddelandet länkar till organisationens licenssida, där dina krediter visas. Om servern saknar en konfigurerad AI-leverantör säger redigeraren det i stället för att visa knappen.',
        'Texten du skickar går bara till den AI-leverantör som är konfigurerad för den här servern.',
      ],
    },
    {
      heading: 'Köp förlängning, tillägg, skärmar eller AI-krediter',
      paragraphs: [],
      bullets: [
        "Ägare och administratörer: öppna 'Organisationer', din organisation och sedan 'Licens'. Avsnittet 'Köp' visar vad den här servern säljer, med priserna i er prislista.",
        "Välj en förlängning på 1, 3 eller 5 år (pris per skärm i licensen), ett tillägg, extra skärmar eller användare eller ett paket med 100 AI-krediter, och sedan 'Köp'. Du betalar på betalningsleverantörens sida.",
        'Resultatsidan kontrollerar betalningen och visar vad som lades till. Om betalningen misslyckades har inget dragits och inget lagts till. Om den säger att betalningen gick igenom men inget lades till, kontakta supporten: adressen visas.',
        "Varje betalning får en faktura: den skickas som PDF till organisationens ägare och listas under 'Fakturor' på samma sida, där den kan laddas ner igen.",
        "Om servern saknar betalningsinställningar säger köpknapparna det. En server i testläge märks 'Testbetalningar – inga riktiga pengar'.",
      ],
    },
    {
      heading: 'Godkännande före publicering',
      paragraphs: [
        'Ägare och administratörer kan kräva att ändringar i spellistor godkänns innan de når skärmarna: öppna Organisationer, välj din organisation och slå på ”Kräv godkännande före publicering” på fliken Info. När en överordnad organisation kräver det gäller det även alla organisationer under den, och de kan inte stänga av det.',
        'Innehållsskapare och personal ser då ”Skicka för godkännande” i stället för ”Publicera” i spellisteredigeraren. Skärmarna fortsätter att spela den senast godkända versionen tills ändringarna godkänns; en spellista som aldrig godkänts spelas inte. Om du redigerar spellistan igen dras begäran tillbaka, så skicka den igen när du är klar.',
        'Ägare och administratörer publicerar fortfarande direkt. På sidan Spellistor ser de hur många begäranden som väntar; när de öppnar en ser de varje bild som lagts till, tagits bort, ändrats eller flyttats, så som den kommer att se ut på skärmen, och godkänner eller avvisar den med en anledning. Den som skickade den får ett e-postmeddelande och aktivitetsloggen sparar varje steg. Du kan inte godkänna din egen begäran.',
        'Larm och skärmmeddelanden hålls aldrig inne för godkännande.',
        'Översikten, och siffran bredvid Spellistor i menyn, visar ägare och administratörer hur många ändringar i spellistor som väntar på deras godkännande; välj Granska ändringarna för att öppna listan.',
      ],
    },
    {
      heading: 'Andra faktor och nycklar',
      paragraphs: [
        'En andra faktor skyddar ditt konto även om någon får reda på ditt lösenord. Du konfigurerar den under Konto → Säkerhet.',
      ],
      bullets: [
        'Autentiseringsapp: välj Konfigurera en autentiseringsapp, skanna QR-koden med en app som Google Authenticator, Microsoft Authenticator eller 1Password (eller skriv in nyckeln som visas) och ange den sexsiffriga kod som appen visar. Därefter får du efter lösenordet ange den aktuella koden.',
        'Återställningskoder: när du konfigurerar din första andra faktor får du tio återställningskoder. Förvara dem säkert; varje kod låter dig logga in en gång om du tappar bort telefonen eller nyckeln. Du kan skapa nya när som helst: bekräfta att det är du med den aktuella koden från autentiseringsappen (eller ditt lösenord om du inte har någon app), och då slutar de gamla att fungera.',
        'Nycklar: välj Lägg till en nyckel och följ webbläsarens anvisningar. Med en nyckel loggar du in med fingeravtryck, ansikte eller enhetens PIN-kod; välj Logga in med en nyckel på inloggningssidan, utan lösenord. En nyckel räknas också som andra faktor.',
        'Ägare och administratörer kan kräva en andra faktor för organisationens ägare och administratörer, eller för alla, på organisationens flik Info. Underorganisationer följer samma regel och kan bara vara strängare. Den som omfattas av regeln men saknar andra faktor konfigurerar en autentiseringsapp direkt efter lösenordet.',
        'Har du tappat bort telefonen och återställningskoderna? Be en ägare eller administratör i din organisation (eller i organisationen som hanterar den): de kan återställa dina andra faktorer på sidan Användare, och sedan loggar du in med ditt lösenord.',
        'För att ta bort autentiseringsappen eller en nyckel bekräftar du att det är du: ange den aktuella koden från autentiseringsappen, eller ditt lösenord om du inte har någon app. Om du registrerade dig med Google och har inget av dem skapar du först ett lösenord med ”Glömt lösenordet?” på inloggningssidan.',
        'Ägare och administratörer kan återställa den andra faktorn för alla i organisationen utom sig själva, även för andra administratörer. Ägarens andra faktor kan bara återställas av den organisation som hanterar din.',
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Versionsinformation',
  intro: 'Vad varje steg i utvecklingen av Signage har lagt till, det senaste först. Versionen som visas under Inställningar är 0.1.0.',
  sections: [
    {
      heading: 'Senast: andra faktor, enkel inloggning, API-token, webhooks, godkännande, skärmtaggar och visningsdatum',
      paragraphs: [],
      bullets: [
        'Enkel inloggning med SAML 2.0 läser nu identitetsleverantörens metadata-URL igen varje dag, så ett nytt signeringscertifikat hämtas utan att du behöver spara inställningarna igen. Inställningarna visar när den senast lästes och eventuella problem, och Uppdatera nu läser den direkt.',
        'Att skapa nya återställningskoder kräver nu också den aktuella koden från autentiseringsappen (eller ditt lösenord om du inte har någon app), så att ingen vid din olåsta dator kan skapa koder som tar sig förbi din andra faktor.',
        'Enkel inloggning med SAML 2.0: förutom OpenID Connect kan ägare och administratörer nu ansluta en identitetsleverantör som använder SAML 2.0, till exempel Microsoft Entra ID, Okta eller Keycloak. Välj SAML 2.0 i organisationens inställningar för Enkel inloggning, kopiera entitets-ID:t och ACS-URL:en som visas där till er identitetsleverantör och ange dess metadata-URL.',
        'Videoväggar: lägg upp en grupp som kolumner och rader av skärmar, med ramen mellan dem och varje skärms plats och rotation. En enda spellista gjord i hela väggens storlek spelas på alla dess skärmar, och redigeraren visar var skärmarna och ramarna finns.',
        'Att ta bort autentiseringsappen eller en nyckel kräver nu den aktuella koden från appen (eller ditt lösenord om du inte har någon app), så att ingen vid din olåsta dator kan ta bort din andra faktor. Ägare och administratörer kan återställa andra administratörers andra faktor på sidan Användare; ägarens är utom räckhåll för en administratör.',
        'Ägare och administratörer ser på översikten, och bredvid Spellistor i menyn, hur många ändringar i spellistor som väntar på deras godkännande.',
        'Aktivitetsloggen namnger API-token när något gjordes med en sådan, till exempel: Ana via API-token CI deploy publicerade spellistan Lobby.',
        'Webhooks: ”Ett larm avslutas” skickas nu även när ett larm avslutas av sig självt när dess tid är slut, ”En uppladdning kunde inte bearbetas” även när bearbetningen fortfarande misslyckas efter flera försök, och ”En spellista publiceras” även när en ändring i en spellista godkänns.',
        "Avstängningstider: ange när en skärm eller en grupp skärmar är avstängd (nätter, helger, helgdagar). Avstängda skärmar är svarta, spelar och räknar inget, visas som 'Avstängd' i stället för 'Offline' och skickar inga offline-mejl; ett larm slår ändå på dem, och kioskskärmar stänger av och slår på tv:n.",
        'Synkroniserad uppspelning: slå på den för en grupp så byter dess skärmar bild, startar videor och kör övergångar i samma ögonblick. En skärm som startar senare hoppar in där de andra är, och en skärm som varit utan anslutning justerar sig mjukt.',
        'En Debian-dator eller en Raspberry Pi blir med ett enda kommando en skärm som sköter sig själv (kioskinstalleraren på /player/kiosk/install.sh): spelaren startar i helskärm vid varje uppstart och startas om om den stannar eller fryser.',
        'API-token: ägare och administratörer kan låta skript och andra system använda API:t med en token i stället för ett lösenord. Välj vad varje token får göra och när den går ut, kopiera den en gång, se när den senast användes och återkalla den när som helst.',
        'Tagga dina skärmar (#entre, #ost …) på en skärms sida eller flera samtidigt, och filtrera skärmlistan på tagg.',
        'Dynamiska grupper: välj skärmar utifrån deras taggar (alla eller någon av de taggar du väljer). Tilldela spellistor, scheman, larm och meddelanden till en dynamisk grupp som till vilken grupp som helst; en skärm går med eller lämnar så fort dess taggar ändras.',
        'Godkännande före publicering: ägare och administratörer kan kräva att ändringar i spellistor från innehållsskapare och personal godkänns först. Granskaren ser varje bild som lagts till, tagits bort, ändrats eller flyttats så som den kommer att se ut på skärmen och godkänner eller avvisar med en kommentar, medan skärmarna behåller den senast godkända versionen. Larm och meddelanden hålls aldrig inne.',
        'Enkel inloggning: ägare och administratörer kan ansluta organisationens egen identitetsleverantör, till exempel Microsoft Entra ID, Okta, Google Workspace eller Keycloak, på organisationens flik Info. Kollegor loggar sedan in med ”Logga in med enkel inloggning” och sin jobbadress, får ett konto första gången de loggar in och kan få sin roll från identitetsleverantören. Med ”Endast enkel inloggning” stängs lösenorden av för alla utom ägaren.',
        'Andra faktor och nycklar: lägg till en autentiseringsapp eller en nyckel under Konto → Säkerhet, spara tio engångskoder för återställning och logga in med en nyckel utan lösenord. Ägare och administratörer kan kräva en andra faktor för administratörer eller för alla, och underorganisationer följer regeln.',
        'Webhooks: ägare och administratörer kan låta Signage meddela deras andra system när något händer – en skärm går offline eller kommer tillbaka, ett larm startar eller avslutas, en spellista publiceras, en uppladdning är klar eller misslyckades, samt en daglig sammanfattning av uppspelningar. Lägg till en adress under organisationens flik Webhooks, skicka en testhändelse och se varje leverans i loggen.',
        'Ge en bild eller en hel spellista en början och ett slut med Visa från / till i spellisteredigeraren. Skärmarna hoppar över den utanför perioden, i sin egen tidszon och även offline, utan att du publicerar igen; bildlistan märker den Schemalagd eller Utgången, och översikten varnar 3 dagar innan innehållet slutar visas.',
        "Din första bild når en skärm med färre steg: på översikten öppnar 'Skapa en spellista' formuläret direkt, en ny text på en bild är redo att skriva i, 'Tilldela till skärmar' kommer först efter publiceringen, och finns ingen skärm än skriver du koden som skärmen visar och väljer Tilldela. När du registrerar dig är ditt land redan valt.",
        'I bildredigeraren fäller pilarna i båda ändarna av verktygsfältet undan bildlistan och egenskaperna så att bilden får mer plats; webbläsaren kommer ihåg valet.',
      ],
    },
    {
      heading: 'Kortbetalning, fakturor och Canva',
      paragraphs: [],
      bullets: [
        'Det går snabbare att komma igång: du godkänner villkoren bara en gång, när du registrerar dig, och koden från e-postmeddelandet loggar in dig direkt.',
        'På en server utan e-post talar registreringssidan om att koden finns i serverns logg, och det allra första kontot på en ny server får veta att det skapar plattformen.',
        'En ny skärms parkopplingssida visar nu en adress som skärmen verkligen kan nå, med samma ord som Skärmar → Lägg till skärm i CMS:et.',
        'Köp med kort på licenssidan: en förlängning av licensen med 1, 3 eller 5 år, tillägg, fler skärmar och användare samt paket med 100 AI-krediter, till priserna i din prislista. Resultatsidan bekräftar vad som lades till, och när AI-krediterna tar slut får du en länk för att köpa fler.',
        'Om du driver Signage själv utan fakturering kan du prova köp med de inbyggda testbetalningarna (inga riktiga pengar).',
        'En kortbetalning läggs bara till på din licens när betalningsleverantören bekräftar exakt det som begärdes. Alla andra betalningar hålls inne och visas på licenssidan under Betalningar som behöver åtgärdas, med den referens som supporten behöver för att återbetala eller tillämpa dem.',
        'Varje kortbetalning får en faktura, numrerad utan luckor och skickad som PDF med e-post till organisationens ägare. Ägare och administratörer hittar alla fakturor på licenssidan och kan ladda ned dem igen när som helst.',
        'Canva i Mina media: anslut ditt eget Canva-konto och importera en design som bild (första sidan) eller PDF; anslutningen är bara din och Koppla från drar tillbaka den. Bildredigerarens bildväljare kan söka stockfoton och Canva-designer och infoga dem direkt.',
        "Överlägg för spellistor: välj 'Överlägg' i spellisteredigeraren för att lägga till en logotyp, en klocka, en rullande text eller något annat som ligger kvar på skärmen ovanpå varje bild. Skärmarna håller det på plats medan bilderna byts, så en klocka eller en rullande text fortsätter att gå.",
        'Bildbyten går jämnare på enkla spelare med lite kraft: bilden som lämnar står stilla medan nästa kommer in, så Svep, Tona och Zooma flyter mycket bättre.',
        'Tona är nu en äkta övertoning: den nya bilden tonar in över den gamla, i stället för att båda tonar ut och bilden mörknar halvvägs. Redigerarens förhandsvisning visar detsamma.',
        'Objektanimationer börjar nu när bilden har kommit in helt, som i presentationsprogram, så att en entré inte längre halvt döljs under övergången. ”Starta efter” räknas från det ögonblicket, och utgångar slutar fortfarande med bilden.',
        'På en skärm som vridits eller vänts upp och ned i sina inställningar ser texten nu exakt ut som i förhandsvisningen.',
        'Platssökningen i väderwidgeten fungerar igen i redigeraren. Om den som driver servern har en egen vädertjänst i det lokala nätverket använder väderwidgetarna den nu och står inte längre kvar på ”Väntar på data …”.',
        'Av säkerhetsskäl kan adresser som du skriver in i CMS:et, till exempel nyhetsflöden, fortfarande inte nå serverns eget nätverk.',
        'Larm och meddelanden når nu skärmarna i samma ögonblick som de börjar eller slutar; tidigare kunde ett av dem ibland komma upp till 15 sekunder för sent.',
        'Skärmarna ansluter igen ungefär fem gånger snabbare efter en omstart av servern eller ett nätavbrott, och en Spela nu till en stor grupp når varje skärm lika snabbt som en ny publicering.',
        'En ändring som skickas till tusentals skärmar på en gång, till exempel en Spela nu till en stor grupp, belastar nu servern mycket mindre och kommer fram lite tidigare. När flera servrar delar en databas får skärmarna på alla servrar ändringen lika snabbt som de på servern där den gjordes.',
        'En uppladdning som höll på att bearbetas när servern startades om blir nu klar inom några sekunder i stället för efter ungefär en minut.',
        'CMS-sidorna öppnas snabbare: webbläsaren har mindre att ladda innan den visar den första sidan.',
        'En server med den inbyggda databasen använder märkbart mindre minne, både i vila och när många personer och skärmar är aktiva, och svarar lika snabbt som förut.',
      ],
    },
    {
      heading: 'Inloggning med Google och arkivbilder',
      paragraphs: [],
      bullets: [
        'Logga in med Google på inloggningssidan: ett konto med samma verifierade e-postadress loggas in; en ny adress fyller i resten av registreringen (organisation, ort, villkor) och får en testorganisation med e-postadressen redan verifierad. Knappen visas bara när serverns administratör har ställt in inloggning med Google.',
        'Arkivbilder i Mina media: sök i Unsplash och Pexels, bläddra i resultaten och importera en bild till mappen du står i; fotografens namn sparas med objektet och visas i dess detaljer. Varje tjänst erbjuds så snart serverns administratör har lagt in dess nyckel.',
        "AI-assistentens 'Föreslå' finns också under en varnings beskrivning och instruktioner och under ett meddelandes text.",
      ],
    },
    {
      heading: 'AI-assistenten',
      paragraphs: [],
      bullets: [
        "I bildredigeraren ger 'Föreslå' på ett textelement 5 alternativ för en AI-kredit: rubriker, en kortare, vänligare eller mer formell version, översättningar till engelska, spanska, franska eller svenska, eller text till en bild utifrån en kort idé.",
        'För ägare och administratörer vars licens innehåller AI-assistenten; krediten lämnas tillbaka när assistenten inte kan svara, och när krediterna är slut länkar meddelandet till licenssidan.',
        'Den som driver en egen installation ansluter valfri OpenAI-kompatibel tjänst, i molnet eller i det egna nätverket (AI_BASE_URL, AI_MODEL, AI_API_KEY); utan en sådan döljs assistenten.',
      ],
    },
    {
      heading: 'Kontakta supporten',
      paragraphs: [],
      bullets: [
        'Skriv till supporten från Hjälp › Kontakt: välj vad det gäller, ett ämne och ditt meddelande. Det skickas till supportadressen för din organisation, en överordnad organisation eller den här installationen, tillsammans med din organisation, ditt namn, din e-postadress och din roll; du får en kopia och svaren kommer direkt till dig.',
        'Meddelanden som säger ”kontakta supporten” (en licens gränser för användare och skärmar, en skärm som inte vill kopplas) länkar till formuläret.',
        'Varje person kan skicka upp till 5 meddelanden i timmen.',
      ],
    },
    {
      heading: 'Användningsstatistik',
      paragraphs: [],
      bullets: [
        'Användningsstatistik för ägare och administratörer vars licens omfattar den: tid online per skärm, uppspelningar och speltid per spellista, bild, media, skärm och grupp, skapat och publicerat innehåll, inloggningar samt lagring jämfört med licensen.',
        'Filter för de senaste 7 dagarna, de senaste 30 dagarna eller en egen period (dagar i organisationens tidszon), skärmar och grupper, spellistor och, för en överordnad organisation, en underorganisation den hanterar; filtren sparas i sidans adress, så en rapport kan bokmärkas eller delas.',
        'Ett diagram per användningstyp, som också kan läsas som tabell, summor och rader sorterade efter valfri siffra, 10, 25, 50 eller 100 per sida.',
        'Hela rapporten laddas ner som CSV eller som en uppspelningsrapport i PDF; siffrorna uppdateras varje minut så länge perioden omfattar i dag.',
      ],
    },
    {
      heading: 'Larm, integrationer och meddelanden',
      paragraphs: [],
      bullets: [
        'Larm tar över de valda skärmarna direkt, i helskärm, med en tydlig utformning för varje typ, stor text som får plats på liggande och stående skärmar, och ett valfritt ljud; skärmarna återgår till sitt schema så fort ett larm slutar.',
        'Utsända larm slutar av sig själva efter sin varaktighet, fortlöpande larm ligger kvar tills de inaktiveras; en skärm som har förlorat anslutningen avslutar ändå larmet i tid, och en skärm som kommer tillbaka hämtar ett aktivt larm först.',
        'Varje larm visar sin historik och, för varje vald skärm, om den har bekräftat att larmet visas.',
        'Integrationer: utlös och avsluta larm från ett annat system med en hemlig adress, eller skicka meddelanden enligt Common Alerting Protocol (CAP 1.2) från offentliga varningssystem.',
        'Meddelanden: en rullande textremsa eller en banderoll ovanpå innehållet, överst eller nederst, från en starttid till en sluttid eller tills de stoppas.',
      ],
    },
    {
      heading: 'Skärmarnas hälsa',
      paragraphs: [],
      bullets: [
        'Aviseringar om offline: välj vem som får e-post när en skärm har varit offline längre än en tid du väljer (15 minuter till 48 timmar), och igen när den är tillbaka. Varje person får ett e-postmeddelande per incident och, när en hel plats går ned, en enda sammanfattning i stället för ett meddelande per skärm.',
        'Översikten listar skärmarna som är offline, längst offline först, med sedan när; varje skärm visar fortfarande vad den spelar och vilken version den har bekräftat.',
        'En skärms sida visar den senaste skärmbilden med tiden den togs, och tar en ny på begäran.',
      ],
    },
    {
      heading: 'Bakgrundsarbete på flera servrar',
      paragraphs: [],
      bullets: [
        'En installation kan köras på flera servrar som delar en databas: varje uppladdning och varje e-postmeddelande hanteras av en enda server, och om en server stannar slutför en annan dess arbete inom en minut.',
        'Ett e-postmeddelande som e-postservern fortsätter att avvisa försöks igen i upp till tre dagar och markeras sedan som misslyckat.',
        'Ägaren och administratörerna för plattformsorganisationen får ett e-postmeddelande, och en post i dess aktivitetslogg, när ett e-postmeddelande inte kunde levereras eller serverns lagring är full: högst ett av varje slag per timme.',
      ],
    },
    {
      heading: 'Aktivitetsloggen',
      paragraphs: [],
      bullets: [
        'En klocka i översta fältet räknar det som är nytt sedan du senast tittade och uppdateras var tionde sekund.',
        'Aktivitetsloggen visar vem som gjorde vad med vilket objekt, senaste först, med länkar till det som fortfarande finns.',
        'Ägare och administratörer ser hela organisationen; andra roller ser sina egna handlingar och det deras roll arbetar med. En överordnad organisation läser loggen för en underorganisation den förvaltar; ändringar gjorda med delegerad åtkomst nämner båda organisationerna.',
        "Filter på typ, person, objekt och datum; 10, 25, 50 eller 100 händelser per sida; 'Markera allt som läst'.",
      ],
    },
    {
      heading: 'Widgetar i bilderna',
      paragraphs: [],
      bullets: [
        'Väder: en plats som söks fram på namn, Celsius eller Fahrenheit, aktuellt väder, högsta och lägsta temperatur, prognos för 3 till 5 dagar, vind och luftfuktighet.',
        'Nyheter: de viktigaste artiklarna i ett RSS 2.0-flöde som lista, rullande textremsa eller en i taget, med bilder; andra sorters flöden avvisas med ett tydligt meddelande.',
        'Kalkylbladsdata: en cell eller en liten tabell från ett offentligt Google Sheets-ark eller en publicerad CSV, synkad med några minuters mellanrum, eller från en uppladdad CSV- eller Excel-fil.',
        'Facebook och Instagram: anslut en sida, välj den och visa dess senaste inlägg med bilder (när din driftleverantör har satt upp en Meta-app).',
        'En video från YouTube eller Vimeo via dess länk, utan ljud som standard.',
        'QR-koder för en webbadress, ett e-postmeddelande, ett telefonnummer, ett sms, en händelse, ett kontaktkort eller wifi, där varje typs gränser kontrolleras medan du skriver.',
        'En klocka med datum där skärmen står, och en nedräkning till en tidpunkt.',
        'Menytavlor kan nu läggas till och redigeras: kategorier, rätter med pris, valuta, tre layouter, ny ordning genom att dra eller med tangentbordet, och import från en CSV-fil.',
        'Varje widget finns i fyra teman och fyra textstorlekar. Alla skärmar som visar samma widget visar samma data, och en skärm som tappar anslutningen behåller den senaste datan, märkt med tiden då den hämtades.',
      ],
    },
    {
      heading: 'Skärmarna visar det du formger, och en stabilare plattform',
      paragraphs: [],
      bullets: [
        'Bilderna ser likadana ut i redigeraren, i förhandsvisningar och på alla skärmstorlekar: fet och kursiv text använder typsnittets riktiga varianter överallt, och menytavlor behåller sitt radavstånd.',
        'En skärm vars typsnitt inte kunde laddas visar en varning på sin sida och en ikon i skärmlistan; under tiden använder dess bilder ett reservtypsnitt.',
        'Mjukare bildbyten på långsamma spelare, och en omstartad spelare visar sin första bild från sin cache även när servern inte går att nå.',
        'Sökningen efter spellistor fungerar i alla flikar (Mina spellistor, Delade, Lager och favoriter); bildformat kan skrivas 16:9 eller 16/9, och omöjliga format avvisas med ett tydligt meddelande.',
        'Uppladdningar, e-post och uppspelningsbevis går inte längre förlorade när disken är full, när e-postservern eller databasen ligger nere eller när servern stannar plötsligt. E-posten skickas så snart e-postservern är tillbaka.',
        'Många personer som arbetar från samma byggnad, till exempel en skola eller ett kontor, hejdas inte längre av en gräns som är tänkt för en person. Gissningar av lösenord och parkopplingskoder begränsas fortfarande, även när många skickas samtidigt.',
      ],
    },
    {
      heading: 'Anslutning via domän och överföring av innehåll',
      paragraphs: [],
      bullets: [
        'Anslutning via domän på organisationens flik Info: personer som registrerar sig med organisationens e-postdomän går med i den som innehållsskapare, direkt eller efter godkännande.',
        'Sidan Användare: en kolumn Typ (vanlig eller via domän), ett meddelande när personer väntar på godkännande och en bekräftelse innan en begäran avvisas.',
        "Överför en underorganisations innehåll till den överordnade organisationen, eller en annan organisation, utan att ta bort den (fliken 'Flytta och överför').",
        "Steget 'Bjud in ditt team' på översikten är klart så snart det finns en andra användare.",
        'Varje licenspaket anger om användningsstatistik ingår, precis som licensens övriga alternativ.',
        'Hjälpen, versionsinformationen och användarhandboken beskriver det som finns i dag.',
      ],
    },
    {
      heading: 'Media, spellistor, skärmar och organisationer',
      paragraphs: [],
      bullets: [
        'Mediebibliotek: bilder, GIF:ar, videor, PDF:er och ljud med miniatyrer, mappar, taggar, sökning, delning och lager för underorganisationer.',
        'Spellistor, mallar och bildredigeraren: text, bilder, videor, former och webbplatser i lager, animationer, interaktioner, ångra och gör om, automatisk sparning, förhandsgranskning, publicering och tilldelning.',
        'Skärmar: koppling med en fyrsiffrig kod, grupper, scheman med upprepning, spela nu, liveförhandsvisning; spelaren spelar utan uppkoppling och får ändringar direkt.',
        'Organisationer: underorganisationer med egna licenser, användare och profil; användarhantering med inbjudningar och roller; licenser med gränser, tillägg, krediter och priser; personifiering med ägarens samtycke.',
      ],
    },
    {
      heading: 'Grunden',
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
        'Inbyggd databas i DATA_DIR som standard; DATABASE_URL för PostgreSQL. Databasen uppdateras automatiskt vid start.',
        'E-post via SMTP_URL och MAIL_FROM, annars till serverloggen och en utkorg. PUBLIC_URL anger adressen i länkar som skickas via e-post.',
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: 'Användarhandbok',
  intro: 'Idéerna bakom Signage och hur delarna hänger ihop.',
  sections: [
    {
      heading: 'Vad Signage gör',
      paragraphs: [
        'Signage är en plattform för digital skyltning med öppen källkod som du kan drifta själv. Organisationer skapar spellistor med slides i en webbredigerare, hanterar ett mediebibliotek, parar ihop skärmar, schemalägger och publicerar innehåll, sänder nödlarm och hanterar underorganisationer, användare, licenser och varumärkesprofil.',
      ],
    },
    {
      heading: 'Webhooks',
      paragraphs: [
        'Ägare och administratörer kopplar Signage till sina andra system (ett övervakningsverktyg, ett ärendesystem, en chattkanal) under organisationens flik Webhooks. Lägg till ert systems HTTPS-adress och välj händelser: en skärm går offline eller är online igen, ett larm startar eller avslutas, en spellista publiceras, en uppladdning är klar eller kunde inte bearbetas, samt en daglig sammanfattning av uppspelningar. Signage skickar sedan varje händelse som en POST-begäran med JSON-innehåll.',
        'När du lägger till en webhook visar Signage dess signeringsnyckel en gång: kopiera den till ert system. Varje begäran har huvudet Signage-Signature (t=tid,v1=signatur): ert system beräknar HMAC-SHA256 av tiden, en punkt och det exakta innehållet med nyckeln, jämför med v1 och avvisar begäranden som är äldre än fem minuter. Huvudet Signage-Event-Id är detsamma om en begäran skickas igen, så ert system kan bortse från upprepningar. ”Ny nyckel” byter nyckeln direkt.',
        'Svara med en lyckad status (2xx) inom 10 sekunder. Annars försöker Signage igen senare, med allt längre väntan, i ungefär ett halvt dygn. ”Skicka testhändelse” kontrollerar anslutningen; leveransloggen visar varje försök med tid, resultat och hur lång tid det tog i 30 dagar, och ”Skicka igen” skickar om en leverans som misslyckades. Om alla leveranser misslyckas i tre dagar stängs webhooken av, och ägare och administratörer får veta det via e-post och i aktivitetsloggen.',
      ],
      bullets: [
        'Bara offentliga internetadresser godtas: adresser i ett privat eller lokalt nätverk avvisas, även om adressen ändras senare.',
        'Händelserna skärm offline och online igen följer organisationens inställningar för offlineaviseringar.',
        'Ett larm som avslutas av sig självt när dess tid är slut skickar ”Ett larm avslutas” inom ungefär 15 sekunder; att godkänna en ändring i en spellista skickar ”En spellista publiceras”, precis som att publicera direkt; en uppladdning som inte kan bearbetas, även efter flera försök, skickar ”En uppladdning kunde inte bearbetas”.',
      ],
    },
    {
      heading: 'Organisationer och underorganisationer',
      paragraphs: [
        'Varje användare tillhör en organisation, och organisationerna bildar ett träd. Plattformsorganisationen högst upp skapas av det första kontot på en ny installation; organisationer som registrerar sig senare blir dess underorganisationer, och varje organisation kan ha egna, till exempel ett huvudkontor och dess filialer. Sökvägen visar vägen från toppen till där du är.',
        'När licensen tillåter det lägger en överordnad organisation till, redigerar, flyttar och tar bort underorganisationer och hanterar deras licenser och profil (logotyp, bakgrund, färger, webbplatstitel), för sina direkta underorganisationer eller alla nivåer under. En organisation med underorganisationer kan inte tas bort; borttagningen bekräftas genom att skriva delete, och dess data flyttas till den överordnade organisationen eller tas bort. En underorganisations innehåll kan också överföras till den överordnade organisationen, eller en annan organisation, utan att något tas bort. En överordnad organisation kan begära delegerad åtkomst till en direkt underorganisation (personifiering); underorganisationens ägare godkänner eller avvisar, och en banderoll visas medan den är aktiv.',
        'Ägare och administratörer väljer organisationens tidszon på fliken Info (en sökbar lista). Användningsstatistiken räknar kalenderdagar i den tidszonen; en ändring gäller dagar från och med då.',
      ],
    },
    {
      heading: 'Roller',
      paragraphs: [
        'Varje användare har en av fem roller; alla kan använda översikten, hjälpen och sitt eget konto.',
        'Ägaren har full kontroll över användare, innehåll och skärmar och är den enda som kan lägga till administratörer.',
        'En administratör hanterar innehåll och skärmar, ser användare och organisationer, och lägger till eller tar bort personal, skärmansvariga och innehållsskapare, men kan inte lägga till eller ta bort andra administratörer.',
        'Personal ändrar innehåll och skärmar men hanterar inte användare. En skärmansvarig (enhetsansvarig) hanterar skärmar och grupper och tilldelar bara delade spellistor. En innehållsskapare hanterar bara innehåll: media, spellistor och mallar.',
        'Ägaren och du själv kan inte tas bort; en borttagen användares data överförs till ägaren eller tas bort. Larm och integrationer är till för ägare och administratörer; meddelanden för ägare, administratörer, personal och skärmansvariga. Användningsstatistik är till för ägare och administratörer vars licens omfattar den; likaså AI-assistenten.',
      ],
    },
    {
      heading: 'Enkel inloggning',
      paragraphs: [
        'Ägare och administratörer kan låta personerna i organisationen logga in via organisationens egen identitetsleverantör (OpenID Connect: Microsoft Entra ID, Okta, Google Workspace, Keycloak med flera). Öppna Organisationer, din organisation, fliken Info och hitta Enkel inloggning.',
        'Registrera först en applikation hos identitetsleverantören med omdirigerings-URI:n som visas i inställningarna. Ange sedan leverantörens utfärdar-URL, klient-ID och klienthemlighet som du fick, och organisationens e-postdomäner. En domän kan bara tillhöra en organisation och måste vara en domän som personer i organisationen redan använder.',
        'Er identitetsleverantör kan också använda SAML 2.0. Välj SAML 2.0 under Protokoll. Inställningarna visar då Signages entitets-ID, ACS-URL och metadata-URL, var och en med en kopieringsknapp: skapa en SAML-applikation hos identitetsleverantören med dem. Ange sedan identitetsleverantörens metadata-URL, klistra in dess metadata, eller ange dess inloggnings-URL och signeringscertifikat. Identitetsleverantören måste signera sina intyg och skicka e-postadressen som NameID eller i ett attribut som du anger. Roller hämtas från ett attribut med regler, precis som med rollanspråket.',
        'Med en metadata-URL läser Signage identitetsleverantörens metadata igen varje dag, så ett nytt signeringscertifikat hämtas utan att du behöver spara igen. Inställningarna visar när den senast lästes. Om det senaste försöket misslyckades står det varför, och det sparade certifikatet används fortfarande; välj Uppdatera nu för att läsa den direkt, till exempel precis efter att identitetsleverantören bytt certifikat.',
        'Personer som loggar in första gången får ett konto med den roll du väljer. Om identitetsleverantören skickar grupper eller roller anger du det anspråket och lägger till regler som gör ett värde till en roll; den högsta matchande rollen gäller. Identitetsleverantören kan aldrig göra någon till ägare.',
        'På inloggningssidan väljer man ”Logga in med enkel inloggning” och anger sin jobbadress eller er domän. Med ”Endast enkel inloggning” kan dina kollegor inte längre logga in eller återställa lösenord med lösenord. Ägaren behåller alltid ett lösenord, så att du kommer in även om identitetsleverantören inte är tillgänglig: öppna inloggningssidan med ?password=1 sist i adressen.',
        'En inloggning via identitetsleverantören räknas som en andra faktor: slå på tvåstegsverifiering hos identitetsleverantören.',
      ],
    },
    {
      heading: 'Licenser och provperioder',
      paragraphs: [
        'Varje organisation har en licens: ett paket med antal skärmar och användare, en giltighetstid, en gräns för interaktiva skärmar och tillägg. Paketen omfattar provperiod, full åtkomst, anpassat, samt en enhet eller plats i 1, 3 eller 5 år; gränser kan vara obegränsade. Överordnade organisationer hanterar sina underorganisationers licenser: gränser, förlängning, tillägg, krediter och priser.',
        'Organisationer som registrerar sig får en provperiod på 30 dagar, som standard för 2 skärmar och 3 användare, som kan förlängas en gång med 30 dagar. En licens är provperiod, demo, aktiv, går snart ut eller har gått ut. En utgången licens gör organisationen skrivskyddad: administratörer ser hur den förnyas, andra ombeds kontakta sin administratör.',
      ],
    },
    {
      heading: 'Mediebibliotek',
      paragraphs: [
        'Biblioteket rymmer bilder (JPG, PNG, SVG), GIF:ar och PDF:er på upp till 100 MB, videor (MP4, WebM) på upp till 250 MB, ljud (MP3, WAV) på upp till 25 MB samt mallar. Filerna ordnas i mappar och med taggar och hittas med sökningen; PDF:er kan visas sida för sida.',
        'Varje typ har tre avsnitt. Mina media: bara skaparen kan öppna media som inte delats. Delade: tillgängliga för hela din organisation. Lager: erbjuds av en överordnad organisation till utvalda underorganisationer eller hela plattformen, även framtida underorganisationer. Media som används av publicerat innehåll kan inte tas bort. Gratis foton från Unsplash och Pexels kan sökas och importeras till Mina media när servern har deras nycklar; varje foto behåller sin fotografangivelse (fotograf och tjänst). Designer från ditt eget Canva-konto kan importeras som bild eller PDF när servern har Canva och din licens omfattar det.',
      ],
    },
    {
      heading: 'Spellistor, bilder och publicering',
      paragraphs: [
        'En spellista är en ordnad serie bilder, var och en med sin egen visningstid, i ett bildformat: liggande 16:9, 16:10 eller 4:3, stående 9:16, 10:16 eller 3:4, eller anpassat. Redigeraren placerar text, bilder, videor, former och webbplatser i lager, med animationer, interaktioner, mallar, förhandsgranskning samt ångra och gör om; ändringar sparas automatiskt. En bild kommer in med sin övergång (tona, skjut, zooma eller svep); animationerna på dess objekt börjar när övergången är klar (deras ”Starta efter” räknas därifrån), och utgångsanimationer slutar med bilden; bilden som går ut stannar på sin sista bildruta medan nästa kommer in (dess video pausas och dess effekter stannar). Widgetar ger levande innehåll: väder, nyheter från ett RSS 2.0-flöde, QR-koder, en klocka, en nedräkning, data från kalkylark, inlägg från Facebook och Instagram, videor från YouTube och Vimeo samt menytavlor, var och en i ett av fyra teman och fyra textstorlekar. Alla skärmar som visar en widget visar samma data; en skärm som tappar anslutningen behåller den senaste datan och visar när den hämtades.',
        'Spellistor finns under Mina spellistor, Delade och Lager, med mappar och favoriter. En delad spellista redigeras av en person i taget; medan den är låst visar den vem som redigerar.',
        'En spellista måste publiceras innan den tilldelas. Varje ändring av bilder, visningstider, animationer eller format avpublicerar den tills du publicerar igen; skärmarna fortsätter spela den senast publicerade versionen. Tilldela den till en skärm eller grupp för att spela nu eller enligt schema: skärmarna tar emot den direkt, och en skärm utan uppkoppling får den när den ansluter igen. Du kan tilldela var du än är: direkt efter publiceringen (finns ingen skärm än skriver du där koden som skärmen visar och väljer Tilldela: skärmen läggs till och spellistan tilldelas den), från en publicerad spellistas meny (Tilldela till skärmar) och från en skärms eller grupps egen meny eller sida (Tilldela spellista, med det som spelas nu redan valt).',
      ],
    },
    {
      heading: 'Spellistans överlägg',
      paragraphs: [
        "En spellista kan ha ett överlägg: element som visas ovanpå var och en av dess bilder, till exempel en logotyp, en klocka eller en rullande text. Du redigerar det i spellisteredigeraren under 'Överlägg', med samma element, widgetar och verktyg som en bild, och ångra och gör om fungerar som vanligt. Medan du redigerar överlägget visas den aktuella bilden tonad under; medan du redigerar en bild visas överlägget tonat ovanpå och kan inte markeras. Miniatyrerna och förhandsvisningen visar det. På skärmarna ligger överlägget kvar när bilderna byts, så en klocka, en rullande text eller en video fortsätter att gå; det visas under meddelanden och varningar och fungerar utan nätverk som resten av spellistan. Dess element använder inga animationer. Överlägget kräver minst två bilder: med en bild är posten Överlägg avstängd, och tar du bort bilder tills en återstår tas överlägget bort. En ändring av överlägget avpublicerar spellistan tills du publicerar igen.",
      ],
    },
    {
      heading: 'Visa från och visa till',
      paragraphs: [
        'En bild eller en hel spellista kan ha en början och ett slut: i spellisteredigeraren väljer du kalenderknappen under en bild, eller Visa från / till överst för spellistan. Datum och tider läses i varje skärms egen tidszon, så 18:00 betyder 18:00 där skärmen står. Lämna ett fält tomt för ingen gräns.',
        'Utanför perioden hoppar skärmarna över bilden, även offline. En spellista som ligger utanför sin period, eller vars bilder alla ligger utanför sina, hoppas också över: skärmen spelar det som kommer härnäst i dess schema (gruppens innehåll eller viloskärmen), som om inget vore schemalagt. En ändring gäller på skärmarna direkt; du behöver inte publicera igen.',
        'Bildlistan märker bilder som inte har börjat ännu som Schemalagd och de som har slutat som Utgången. På en skärms sida säger Vad som spelas när, och varför vilken spellista eller bild som hoppas över och varför. Översikten visar publicerat innehåll som slutar visas inom de närmaste 3 dagarna, och aktivitetsloggen noterar det en gång per objekt.',
      ],
    },
    {
      heading: 'Skärmar och koppling',
      paragraphs: [
        "En skärm kör spelarappen på /player/ i din installation, i vilken webbläsare som helst som kan visas i helskärm: en kioskwebbläsare på en Raspberry Pi, en Android-WebView eller en smart-tv:s webbläsare. Spelaren visar en fyrsiffrig kopplingskod som gäller i 10 minuter; ange den under Skärmar. Nya skärmar heter 'Skärm' och ett nummer tills de byter namn.",
        'En Debian-dator eller en Raspberry Pi kan bli en skärm som sköter sig själv med ett enda kommando, som finns i administratörsguiden (docs/player.md): `curl -fsSL https://<din server>/player/kiosk/install.sh | sudo bash -s -- --url https://<din server>/player/`. Spelaren startar då i helskärm vid varje uppstart och startas om om den stannar eller fryser.',
        'Spelaren fortsätter spela utan uppkoppling. En skärm är aktiv, uppdateras, offline eller inaktiv; översikten och liveförhandsvisningen visar det. När en ändring går till tusentals skärmar på en gång visar varje skärm den direkt, och dess bekräftelse i CMS:et kan komma några sekunder senare. Skärmar kan ordnas i nästlade grupper och göras interaktiva inom licensens gräns.',
      ],
    },
    {
      heading: 'Skärmarnas hälsa',
      paragraphs: [
        'En skärm räknas som offline när den inte har hörts av på en minut; den visas som offline sedan den senast hördes av, eller sedan parkopplingen om den aldrig har anslutit. En inaktiverad skärm är aldrig offline.',
        'Med aviseringar påslagna får de valda personerna ett meddelande när en skärm har varit offline längre än organisationens gräns, och ett till när den är tillbaka om organisationen har bett om det. Flera skärmar som försvinner samtidigt ger ett meddelande per person som listar dem (de första 50 med namn). Tiderna i meddelandet följer organisationens tidszon och läsarens språk. Att stänga av aviseringarna, inaktivera eller ta bort en skärm avslutar incidenten utan meddelande.',
      ],
    },
    {
      heading: 'Scheman',
      paragraphs: [
        'Schemaposter hör till en skärm eller en grupp. Var och en har en spellista, en start och ett slut (eller hela dagen), och kan upprepas med några dagars, veckors (på valda veckodagar), månaders eller års mellanrum: för alltid, till ett datum eller ett antal gånger. Starten måste komma före slutet. Tiderna följer skärmens tidszon, och kalendern visar vad som spelas när, och varför.',
      ],
    },
    {
      heading: 'Vad en skärm spelar',
      paragraphs: ['En skärm spelar det första av följande som gäller:'],
      bullets: [
        'sin egen spela nu-spellista;',
        'sin egen schemapost som är aktiv just nu;',
        'den närmaste gruppens spela nu-spellista, sedan den gruppens schema, och sedan detsamma för varje grupp längre upp;',
        'annars en viloskärm med din organisations profil.',
        'Om poster på samma nivå överlappar vinner den som startade senast.',
      ],
    },
    {
      heading: 'Larm och meddelanden',
      paragraphs: [
        'Ett larm går före allt som en skärm spelar: medan det pågår visar de valda skärmarna det i helskärm, och när det slutar visar de exakt det som deras schema säger just då. Om flera larm pågår samtidigt visar en skärm det senaste; de andra kommer tillbaka när det slutar. Ett larm är aktivt eller inaktiverat och kan bara tas bort när det är inaktiverat; en integration är påslagen eller avstängd och kan bara tas bort när den är avstängd. Din licens alternativ för larm och meddelanden avgör om sidorna visas.',
        'Meddelanden visas ovanpå innehållet och under ett eventuellt larm: högst ett överst och ett nederst på skärmen; om flera gäller visas det senaste.',
      ],
    },
    {
      heading: 'Användare och anslutning via domän',
      paragraphs: [
        'Ägare och administratörer lägger till användare inom licensens användargräns: personen väljer lösenord via en länk i ett e-postmeddelande, och inbjudan kan skickas igen. När användare tas bort överförs deras data till ägaren eller tas bort.',
        'Varje användare har en typ: vanlig (inbjuden, eller den som registrerade organisationen) eller via domän (gick med via organisationens e-postdomän). När anslutning via domän är påslagen, på organisationens flik Info, går personer som registrerar sig med en adress i den domänen med i organisationen som innehållsskapare i stället för att starta en egen organisation, direkt eller efter att en ägare eller administratör godkänt dem på sidan Användare.',
        'Användningsstatistiken (ägare och administratörer, när licensen omfattar den) visar vad skärmarna spelade, hur länge de var online, skapat innehåll, inloggningar och lagring, med rapporter i CSV och PDF: se hjälpsidan Användningsstatistik.',
      ],
    },
    {
      heading: 'Aktivitetsloggen',
      paragraphs: [
        "Allt som ändras registreras: vem som gjorde det, när och med vilket objekt. Aktivitetsloggen, som öppnas med klockan i översta fältet, visar det som meningar på ditt språk, senaste först; händelser som är nya för dig är markerade tills du väljer 'Markera allt som läst'. Dina egna handlingar räknas aldrig som nya, och inloggningar visas bara när du ber om dem.",
        'Ägare och administratörer ser allt i sin organisation. Personal, skärmansvariga och innehållsskapare ser sina egna handlingar och det deras roll arbetar med: skärmar och scheman, eller innehåll och media de kan öppna. En överordnad organisation som förvaltar en underorganisation kan läsa dess logg; ändringar gjorda med delegerad åtkomst visar båda organisationerna. Bara ägaren ser internetadressen en handling kom från.',
      ],
    },
    {
      heading: 'Ditt konto',
      paragraphs: [
        'På sidan Konto ändrar du ditt namn, din e-postadress (bekräftas via en länk till den nya adressen) och ditt lösenord, läser licensavtalet och integritetspolicyn och väljer språk. Under Inställningar finns ditt språk och dina aktiva sessioner, där du kan logga ut andra webbläsare. Signage kontrollerar din session var tionde sekund; om den har avslutats kommer du tillbaka till inloggningssidan.',
        'Översikten är din startsida: kom-igång-stegen (bekräfta din e-post, fyll i din profil, välj språk, bjud in ditt team, lägg till en skärm, skapa innehåll), din licens och en livevy av dina skärmar.',
      ],
    },
    {
      heading: 'Språk',
      paragraphs: [
        'Signage finns på engelska, spanska, franska och svenska. Till en början följer det webbläsarens språk om det stöds, annars engelska. Byt språk i det övre fältet, under Inställningar eller Konto; valet sparas med ditt konto.',
      ],
    },
    {
      heading: 'API-token',
      paragraphs: [
        'Med en API-token kan ett skript eller ett annat system använda organisationens API utan någons lösenord. Ägare och administratörer skapar dem under Organisationer → din organisation → API-token: ge token ett namn, välj dess behörigheter och när den går ut (efter 30, 90 eller 365 dagar, eller ett datum inom ett år). Token visas bara en gång, med en kopieringsknapp: spara den på ett säkert ställe, eftersom den inte kan visas igen.',
        'Behörigheterna anger vad en token får göra: Läsa (se spellistor, media, skärmar, scheman och mer), Innehåll (media, spellistor, bilder, mallar och widgetar), Skärmar (skärmar, grupper, scheman och tilldelning av spellistor), Larm och meddelanden samt Användare. En token gör aldrig mer än rollen hos personen som skapade den: om personens roll sänks, sänks även token, och om personen tas bort eller lämnar organisationen slutar hens token att fungera.',
        'En token fungerar bara i sin egen organisation. Den kan aldrig hantera API-token, logga in, ändra ett konto eller lösenord, köpa eller ändra licenser eller ändra organisationens inställningar. Listan visar vem som skapade varje token, när den går ut och när och varifrån den senast användes; Återkalla stoppar en token direkt. När en token skapas eller återkallas syns det i aktivitetsloggen.',
        'För att använda en token skickar du den i Authorization-huvudet som ”Bearer” följt av token. Utvecklardokumentationen (docs/api-tokens.md) har ett kort exempelskript som laddar upp en bild, lägger den på en bild i en spellista och visar den på en skärm.',
        'I aktivitetsloggen visas det som gjorts med en token som gjort av den som skapade den, via den token, till exempel: Ana via API-token CI deploy publicerade spellistan Lobby.',
      ],
    },
  ],
};

const stats: HelpContent['stats'] = {
  title: 'Användningsstatistik',
  intro:
    'Vad dina skärmar spelade, hur länge de var online och hur din organisation använder Signage. Användningsstatistiken är till för ägare och administratörer vars licens omfattar den; annars visas inte menyvalet.',
  sections: [
    {
      heading: 'Välj vad som räknas',
      paragraphs: [],
      bullets: [
        "Kryssa i en eller flera användningstyper: tid online, uppspelningar per spellista, per bild, per media, per skärm och per grupp, skapat och publicerat innehåll, inloggningar och lagring. Minst en typ är alltid ikryssad: om du kryssar ur den sista visas 'Välj minst en användningstyp'.",
        'Välj de senaste 7 dagarna, de senaste 30 dagarna (båda till och med i dag) eller en egen period på högst 366 dagar.',
        'Begränsa rapporten till vissa skärmar och grupper (en grupp omfattar sina undergrupper) eller vissa spellistor; lämna dem tomma för allt. En överordnad organisation kan välja en underorganisation den hanterar.',
      ],
    },
    {
      heading: 'Dagar och tider',
      paragraphs: [
        "Dagar räknas i organisationens tidszon, som visas överst på sidan (till exempel 'Tider i Europe/Stockholm'). En period på en dag visas per timme, längre perioder per dag.",
      ],
    },
    {
      heading: 'Så läser du siffrorna',
      paragraphs: [],
      bullets: [
        "Varje användningstyp har ett kort: summor, ett diagram och en tabell med rader. 'Visa som tabell' visar diagrammets siffror som en tabell.",
        'En uppspelning är en bild som visats på en skärm; speltiden är hur länge den visades. De räknas från de rapporter skärmarna skickar, i omgångar ungefär en gång i minuten, så de senaste uppspelningarna syns inom en minut eller två.',
        'Tid online räknar de minuter en skärm var ansluten; andelen online är den tiden jämfört med den del av perioden som har passerat.',
        'Sortera raderna efter valfri siffra (störst först) och välj 10, 25, 50 eller 100 rader per sida; valet sparas i den här webbläsaren. Namnen länkar till spellistan, skärmen eller gruppen så länge den finns.',
        'Siffrorna uppdateras varje minut så länge perioden omfattar i dag; tiden för den senaste uppdateringen visas överst.',
      ],
    },
    {
      heading: 'Dela och ladda ner',
      paragraphs: [],
      bullets: [
        'Filtren ingår i sidans adress: bokmärk den, eller skicka den till en kollega som får öppna användningsstatistiken, för att visa samma rapport.',
        'Ladda ner CSV ger ett avsnitt per användningstyp, för kalkylprogram; Ladda ner PDF ger en uppspelningsrapport att skicka till annonsörer eller chefer. Båda innehåller hela rapporten för de valda typerna och filtren, inte bara raderna på skärmen.',
      ],
    },
    {
      heading: 'Inga siffror än?',
      paragraphs: [],
      bullets: [
        'Statistiken visas när skärmarna spelar innehåll: parkoppla en skärm och tilldela den en publicerad spellista.',
        'Detaljerade uppspelningsrapporter sparas en begränsad tid; de summor per dag och timme som sidan visar sparas för alltid.',
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual, stats };

export default content;
