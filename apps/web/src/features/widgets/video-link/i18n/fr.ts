import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the video-by-link widget's editor. */
const videoLinkFr: Widen<typeof en> = {
  name: 'Vidéo par lien',
  description: 'Une vidéo YouTube ou Vimeo à partir de son lien, sans le son et en boucle.',
  url: 'Lien YouTube ou Vimeo',
  urlHelp: 'Collez le lien d’une vidéo, par exemple https://youtu.be/… ou https://vimeo.com/….',
  recognised: 'Vidéo {{provider}} {{id}}',
  muted: 'Son coupé',
  mutedHelp: 'Les écrans ne peuvent lancer seuls une vidéo que si le son est coupé.',
  loop: 'Lire en boucle',
  start: 'Commencer à (secondes)',
  network: 'Les écrans ont besoin d’une connexion internet pour lire cette vidéo : elle n’est pas enregistrée pour la lecture hors ligne.',
  errors: {
    VIDEO_LINK_INVALID: 'Saisissez le lien d’une vidéo YouTube ou Vimeo (youtube.com, youtu.be ou vimeo.com).',
  },
};

export default videoLinkFr;
