import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the video-by-link widget's editor. */
const videoLinkEs: Widen<typeof en> = {
  name: 'Vídeo por enlace',
  description: 'Un vídeo de YouTube o Vimeo a partir de su enlace, sin sonido y en bucle.',
  url: 'Enlace de YouTube o Vimeo',
  urlHelp: 'Pega el enlace de un vídeo, por ejemplo https://youtu.be/… o https://vimeo.com/….',
  recognised: 'Vídeo de {{provider}} {{id}}',
  muted: 'Sin sonido',
  mutedHelp: 'Las pantallas solo pueden iniciar vídeos por sí solas cuando están sin sonido.',
  loop: 'Reproducir en bucle',
  start: 'Empezar en (segundos)',
  network: 'Las pantallas necesitan conexión a internet para reproducir este vídeo: no se guarda para verlo sin conexión.',
  errors: {
    VIDEO_LINK_INVALID: 'Introduce el enlace de un vídeo de YouTube o Vimeo (youtube.com, youtu.be o vimeo.com).',
  },
};

export default videoLinkEs;
