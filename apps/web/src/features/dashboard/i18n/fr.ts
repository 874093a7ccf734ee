import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the dashboard. */
const dashboardFr: Widen<typeof en> = {
  dashboard: {
    approvals: {
      title: 'En attente de votre approbation',
      count_one:
        'Des modifications de {{count}} playlist attendent votre approbation. Les écrans gardent la dernière version approuvée jusqu’à votre décision.',
      count_other:
        'Des modifications de {{count}} playlists attendent votre approbation. Les écrans gardent la dernière version approuvée jusqu’à votre décision.',
      review: 'Examiner les modifications',
    },
    expiring: {
      title: 'Contenu qui cesse bientôt de s’afficher',
      intro_one: 'Ces éléments cessent de s’afficher sur les écrans dans la journée qui vient.',
      intro_other: 'Ces éléments cessent de s’afficher sur les écrans dans les {{count}} prochains jours.',
      playlist: 'Toute la playlist s’affiche jusqu’au {{when}}.',
      slide: 'La diapositive {{n}} s’affiche jusqu’au {{when}}.',
    },
    title: 'Tableau de bord',
    welcome: 'Bienvenue, {{name}}',
    welcomeNoName: 'Bienvenue',
    intro: 'Voici où en est votre organisation et ce qu’il reste à faire.',
    gettingStarted: 'Premiers pas',
    progress: '{{done}} étape(s) sur {{total}} terminée(s)',
    open: 'Ouvrir',
    steps: {
      confirmEmail: {
        title: 'Confirmez votre adresse e-mail',
        text: 'Votre adresse est vérifiée : nous pouvons vous écrire au sujet de votre compte.',
      },
      confirmEmailPending: {
        title: 'Confirmez votre nouvelle adresse e-mail',
        text: 'Ouvrez le lien envoyé à {{email}} pour terminer le changement.',
      },
      profile: {
        title: 'Complétez votre profil et acceptez le CLUF',
        text: 'Vérifiez votre nom et acceptez le contrat de licence utilisateur final.',
      },
      language: { title: 'Choisissez votre langue', text: 'Choisissez la langue de l’interface et des e-mails que vous recevez.' },
      team: {
        title: 'Invitez votre équipe',
        text: 'Ajoutez des collègues comme administrateurs, créateurs de contenu ou gestionnaires d’écrans.',
      },
      screen: { title: 'Associez un écran', text: 'Ouvrez le lecteur sur un écran et saisissez ici son code à 4 chiffres.' },
      playlist: { title: 'Créez une playlist', text: 'Concevez des diapositives, publiez-les et attribuez-les à vos écrans.' },
    },
  },
};

export default dashboardFr;
