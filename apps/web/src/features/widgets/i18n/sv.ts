import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the widgets feature. */
const widgetsSv: Widen<typeof en> = {
  common: {
    add: 'Widgetar',
    title: 'Lägg till en widget',
    close: 'Stäng',
    notLicensed: 'Ingår inte i din licens',
    notOffered: 'Erbjuds inte på den här servern',
    theme: 'Tema',
    themes: { minimalistic: 'Minimalistiskt', modern: 'Modernt', playful: 'Lekfullt', professional: 'Professionellt' },
    textSize: 'Textstorlek',
    textSizes: { XS: 'Mycket liten', S: 'Liten', M: 'Medel', L: 'Stor' },
    language: 'Språk på skärmen',
    languages: { en: 'Engelska', es: 'Spanska', fr: 'Franska', sv: 'Svenska' },
    data: 'Data',
    dataPending: 'Hämtar data …',
    dataOk: 'Uppdaterad {{time}}',
    dataFailed: 'Senaste uppdateringen misslyckades: {{reason}}',
    dataFailedKept: 'Visar data från {{time}}. Senaste uppdateringen misslyckades: {{reason}}',
    unknown: 'Den här widgettypen är inte tillgänglig.',
  },
  clock: {
    name: 'Klocka',
    description: 'Tid och datum där skärmen står',
    format: 'Tidsformat',
    formats: { h24: '24-timmars', h12: '12-timmars' },
    showSeconds: 'Visa sekunder',
    showDate: 'Visa datum',
    layout: 'Layout',
    layouts: { digital: 'Digital', analog: 'Analog' },
  },
  countdown: {
    name: 'Nedräkning',
    description: 'Dagar, timmar och minuter kvar till en tidpunkt',
    target: 'Räkna ned till',
    targetRequired: 'Välj datum och tid att räkna ned till.',
    title: 'Rubrik',
    finished: 'Text när tiden är inne',
    showSeconds: 'Visa sekunder',
  },
};

export default widgetsSv;
