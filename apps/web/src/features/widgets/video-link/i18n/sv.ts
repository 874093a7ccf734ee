import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the video-by-link widget's editor. */
const videoLinkSv: Widen<typeof en> = {
  name: 'Video via länk',
  description: 'En video från YouTube eller Vimeo via dess länk, utan ljud och i loop.',
  url: 'Länk till YouTube eller Vimeo',
  urlHelp: 'Klistra in länken till en video, till exempel https://youtu.be/… eller https://vimeo.com/….',
  recognised: '{{provider}}-video {{id}}',
  muted: 'Ljudet avstängt',
  mutedHelp: 'Skärmar kan bara starta videor av sig själva när ljudet är avstängt.',
  loop: 'Spela upp i loop',
  start: 'Börja vid (sekunder)',
  network: 'Skärmarna behöver internetanslutning för att spela upp den här videon: den sparas inte för uppspelning offline.',
  errors: {
    VIDEO_LINK_INVALID: 'Ange länken till en video på YouTube eller Vimeo (youtube.com, youtu.be eller vimeo.com).',
  },
};

export default videoLinkSv;
