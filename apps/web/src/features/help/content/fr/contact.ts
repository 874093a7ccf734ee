import type { HelpContent } from '../types.ts';

export const contact: HelpContent['contact'] = {
  title: 'Contact',
  intro: "Signage est géré par votre organisation ou par l'hébergeur de cette installation. Voici à qui vous adresser.",
  sections: [
    {
      heading: "D'abord, votre administrateur",
      paragraphs: [
        "Adressez-vous d'abord à l'administrateur de votre organisation, un utilisateur ayant le rôle de propriétaire ou d'administrateur. Les administrateurs gèrent les utilisateurs et les rôles, connaissent votre licence et peuvent répondre à la plupart des questions. Si vous ne savez pas de qui il s'agit, demandez au collègue qui vous a invité.",
      ],
    },
    {
      heading: 'Assistance par e-mail et par téléphone',
      paragraphs: [
        "Pour tout ce que votre administrateur ne peut pas résoudre, utilisez le formulaire en haut de cette page : il envoie votre message, avec votre organisation ainsi que vos nom, adresse e-mail et rôle, à l'adresse d'assistance de votre organisation (ou de cette installation), et vous en recevez une copie. Vous pouvez envoyer jusqu'à 5 messages par heure. Lorsqu'une assistance téléphonique est proposée, elle est disponible du lundi au vendredi, de 8 h à 17 h ; votre administrateur peut vous donner le numéro.",
      ],
    },
    {
      heading: 'Que préciser',
      paragraphs: [],
      bullets: [
        "Votre nom, votre organisation et l'adresse e-mail avec laquelle vous vous connectez.",
        "Ce que vous faisiez, ce que vous attendiez et ce qui s'est passé à la place.",
        "Le message d'erreur exact, le moment où cela s'est produit et le navigateur utilisé.",
        "N'envoyez jamais votre mot de passe : personne ne vous le demandera.",
      ],
    },
    {
      heading: 'Si vous hébergez Signage vous-même',
      paragraphs: [
        'Signage est open source. Signalez les problèmes et posez vos questions sur le gestionnaire de tickets du projet, après avoir cherché parmi les tickets existants. Indiquez la version (voir les notes de version), la façon dont vous exécutez le serveur (base de données intégrée ou PostgreSQL, e-mail configuré ou non) et les lignes utiles du journal du serveur, sans mots de passe, clés ni données personnelles.',
      ],
    },
  ],
};
