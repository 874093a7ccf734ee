import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the widgets feature. */
const widgetsFr: Widen<typeof en> = {
  common: {
    add: 'Widgets',
    title: 'Ajouter un widget',
    close: 'Fermer',
    notLicensed: 'Non inclus dans votre licence',
    notOffered: 'Non proposé sur ce serveur',
    theme: 'Thème',
    themes: { minimalistic: 'Minimaliste', modern: 'Moderne', playful: 'Ludique', professional: 'Professionnel' },
    textSize: 'Taille du texte',
    textSizes: { XS: 'Très petite', S: 'Petite', M: 'Moyenne', L: 'Grande' },
    language: "Langue à l'écran",
    languages: { en: 'Anglais', es: 'Espagnol', fr: 'Français', sv: 'Suédois' },
    data: 'Données',
    dataPending: 'Récupération des données…',
    dataOk: 'Mis à jour à {{time}}',
    dataFailed: 'La dernière mise à jour a échoué : {{reason}}',
    dataFailedKept: 'Données de {{time}} affichées. La dernière mise à jour a échoué : {{reason}}',
    unknown: "Ce type de widget n'est pas disponible.",
  },
  clock: {
    name: 'Horloge',
    description: "L'heure et la date là où se trouve l'écran",
    format: "Format de l'heure",
    formats: { h24: '24 heures', h12: '12 heures' },
    showSeconds: 'Afficher les secondes',
    showDate: 'Afficher la date',
    layout: 'Présentation',
    layouts: { digital: 'Numérique', analog: 'Analogique' },
  },
  countdown: {
    name: 'Compte à rebours',
    description: "Jours, heures et minutes restant jusqu'à un moment",
    target: "Compte à rebours jusqu'au",
    targetRequired: 'Choisissez la date et l’heure du compte à rebours.',
    title: 'Titre',
    finished: 'Texte une fois le moment venu',
    showSeconds: 'Afficher les secondes',
  },
};

export default widgetsFr;
