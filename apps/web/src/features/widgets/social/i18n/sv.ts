import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the Facebook and Instagram widgets' editor and connection pages. */
const socialSv: Widen<typeof en> = {
  facebook: { name: 'Facebook', description: 'Senaste inläggen från en Facebook-sida' },
  instagram: { name: 'Instagram', description: 'Senaste inläggen från ett professionellt Instagram-konto' },
  notConnected: 'Anslut Facebook-kontot som hanterar din sida för att visa dess senaste inlägg.',
  connect: 'Anslut en sida',
  connecting: 'Öppnar…',
  connectHint: 'Inloggningen öppnas i en ny flik. Kom tillbaka hit när den är klar.',
  page: 'Sida',
  choosePage: 'Välj en sida',
  noInstagram: 'Ingen av dina sidor har ett länkat professionellt Instagram-konto.',
  pageGone: 'Sidan som widgeten visade är inte längre ansluten. Välj en annan.',
  maxPosts: 'Antal inlägg',
  layout: 'Layout',
  layouts: { list: 'Lista', single: 'Ett inlägg i taget' },
  showImages: 'Visa bilder',
  showDate: 'Visa datum',
  disconnect: 'Koppla från',
  disconnectTitle: 'Koppla från kontot på sociala nätverk?',
  disconnectText:
    'Åtkomsten återkallas hos det sociala nätverket och de sparade nycklarna raderas. Organisationens Facebook- och Instagram-widgetar uppdateras inte förrän en sida ansluts igen.',
  result: {
    connectedTitle: 'Sidan är ansluten',
    connectedText: 'Dina sidor är anslutna. Nu kan du välja en sida i widgetens inställningar.',
    failedTitle: 'Anslutningen misslyckades',
    back: 'Tillbaka till redigeraren',
    closeHint: 'Om fliken är kvar öppen kan du stänga den och gå tillbaka till redigeraren.',
  },
};
export default socialSv;
