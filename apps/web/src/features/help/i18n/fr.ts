import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the help page. */
const helpFr: Widen<typeof en> = {
  help: {
    title: 'Aide',
    tabsLabel: 'Rubriques d’aide',
    tabs: {
      contact: 'Contact',
      support: 'Assistance',
      howto: 'Guides pratiques',
      releasenotes: 'Notes de version',
      usermanual: 'Manuel d’utilisation',
      stats: 'Statistiques d’utilisation',
    },
    supportForm: {
      ownerSetsAddress:
        'Aucune adresse de support n’est encore définie : les messages de ce formulaire ne peuvent donc pas être envoyés. En tant que propriétaire, vous définissez l’adresse à laquelle vos utilisateurs écrivent dans les informations de votre organisation (E-mail du support client), ou l’opérateur du serveur définit SUPPORT_EMAIL.',
      ownerSetsAddressLink: 'Ouvrir les informations de votre organisation',
      title: 'Écrire à l’assistance',
      goesTo:
        'Votre message est envoyé à {{address}}, avec votre organisation ainsi que vos nom, adresse e-mail et rôle, pour que l’assistance puisse vous répondre. Vous en recevez une copie à votre adresse.',
      phone: 'Téléphone : {{phone}}, du lundi au vendredi, de 8 h à 17 h.',
      phoneHours:
        'Assistance téléphonique, là où votre organisation la propose : du lundi au vendredi, de 8 h à 17 h. Votre administrateur peut vous donner le numéro.',
      category: 'De quoi s’agit-il ?',
      categories: {
        question: 'Une question',
        problem: 'Un problème',
        licence: 'Licence et limites',
        billing: 'Facturation',
        other: 'Autre chose',
      },
      subject: 'Objet',
      message: 'Message',
      messageHelp: '{{count}} caractères sur {{max}}. Ce que vous faisiez, ce que vous attendiez et ce qui s’est passé.',
      send: 'Envoyer le message',
      sending: 'Envoi…',
      sent: 'Votre message a été envoyé à {{to}}. Une copie a été envoyée à {{copy}}.',
    },
    loadFailed: 'Impossible de récupérer le contenu de l’aide. Veuillez réessayer.',
  },
};

export default helpFr;
