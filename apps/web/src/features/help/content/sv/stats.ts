import type { HelpContent } from '../types.ts';

export const stats: HelpContent['stats'] = {
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
