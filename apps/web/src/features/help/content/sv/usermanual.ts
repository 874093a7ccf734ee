import type { HelpContent } from '../types.ts';

export const usermanual: HelpContent['usermanual'] = {
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
