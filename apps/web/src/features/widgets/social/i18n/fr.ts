import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the Facebook and Instagram widgets' editor and connection pages. */
const socialFr: Widen<typeof en> = {
  facebook: { name: 'Facebook', description: "Dernières publications d'une page Facebook" },
  instagram: { name: 'Instagram', description: "Dernières publications d'un compte professionnel Instagram" },
  notConnected: 'Connectez le compte Facebook qui gère votre page pour afficher ses dernières publications.',
  connect: 'Connecter une page',
  connecting: 'Ouverture…',
  connectHint: 'La connexion s’ouvre dans un nouvel onglet. Revenez ici une fois terminé.',
  page: 'Page',
  choosePage: 'Choisissez une page',
  noInstagram: "Aucune de vos pages n'a de compte professionnel Instagram associé.",
  pageGone: "La page affichée par ce widget n'est plus connectée. Choisissez-en une autre.",
  maxPosts: 'Nombre de publications',
  layout: 'Mise en page',
  layouts: { list: 'Liste', single: 'Une publication à la fois' },
  showImages: 'Afficher les images',
  showDate: 'Afficher les dates',
  disconnect: 'Déconnecter',
  disconnectTitle: 'Déconnecter le compte social ?',
  disconnectText:
    "L'accès est révoqué sur le réseau social et les clés enregistrées sont supprimées. Les widgets Facebook et Instagram de votre organisation ne sont plus mis à jour jusqu'à ce qu'une page soit de nouveau connectée.",
  result: {
    connectedTitle: 'Page connectée',
    connectedText: 'Vos pages sont connectées. Vous pouvez maintenant choisir une page dans les réglages du widget.',
    failedTitle: 'La connexion a échoué',
    back: "Retour à l'éditeur",
    closeHint: "Si cet onglet reste ouvert, fermez-le et revenez à l'éditeur.",
  },
};
export default socialFr;
