import type { HelpContent } from '../types.ts';

export const howto: HelpContent['howto'] = {
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
