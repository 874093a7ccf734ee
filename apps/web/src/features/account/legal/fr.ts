import type { LegalTexts } from './types.ts';

const fr: LegalTexts = {
  eula: {
    updated: '2026-11-22',
    intro:
      'Le présent contrat de licence utilisateur final (le « Contrat ») régit votre utilisation de Signage, une plateforme d’affichage dynamique open source, telle qu’elle est fournie par l’organisation qui exploite cette installation (« l’Exploitant »). En l’acceptant, vous confirmez l’avoir lu et compris.',
    sections: [
      {
        heading: '1. Le logiciel et sa licence',
        paragraphs: [
          'Signage est un logiciel libre. Son code source est publié sous la licence publique générale GNU Affero, version 3 ou toute version ultérieure (AGPL-3.0-or-later). Aucune disposition du présent Contrat ne limite les droits que cette licence vous accorde sur le code source.',
          'Le présent Contrat couvre votre utilisation de cette installation en particulier : votre compte, les contenus que vous y déposez et les écrans que vous gérez grâce à elle.',
        ],
      },
      {
        heading: '2. Votre compte',
        paragraphs: [
          'Vous êtes responsable de la confidentialité de votre mot de passe et de toute action effectuée avec votre compte. Prévenez immédiatement votre administrateur ou l’Exploitant si vous soupçonnez qu’une autre personne l’a utilisé.',
          'Votre organisation décide qui peut utiliser l’installation et avec quel rôle. Un propriétaire ou un administrateur de votre organisation peut modifier votre rôle ou supprimer votre compte.',
        ],
      },
      {
        heading: '3. Utilisation acceptable',
        paragraphs: ['Vous vous engagez à ne pas utiliser l’installation pour :'],
        bullets: [
          'afficher, stocker ou diffuser des contenus illicites, portant atteinte aux droits de tiers ou que vous n’êtes pas autorisé à publier ;',
          'tenter d’accéder à des organisations, des écrans ou des données auxquels vous n’avez pas reçu l’accès ;',
          'perturber le service, y rechercher des failles sans l’autorisation de l’Exploitant ou le surcharger volontairement ;',
          'envoyer des messages non sollicités ou utiliser la plateforme pour diffuser des logiciels malveillants.',
        ],
      },
      {
        heading: '4. Vos contenus',
        paragraphs: [
          'Vous conservez tous les droits sur les médias, playlists et autres contenus que vous déposez. Vous accordez uniquement à l’Exploitant les autorisations nécessaires pour stocker, traiter, sauvegarder et afficher ces contenus sur les écrans que vous choisissez.',
          'Les contenus que vous partagez avec d’autres organisations ou copiez dans le catalogue leur restent accessibles, selon les paramètres de partage choisis, jusqu’à ce que vous les retiriez.',
        ],
      },
      {
        heading: '5. Licences, essais et disponibilité',
        paragraphs: [
          'Le nombre d’écrans et d’utilisateurs, les fonctionnalités disponibles et la durée d’utilisation dépendent de la formule de licence attribuée à votre organisation. À l’expiration d’une licence, les contenus restent visibles mais passent en lecture seule jusqu’à son renouvellement.',
          'L’Exploitant s’efforce de maintenir l’installation disponible, sans garantir un service ininterrompu. Les maintenances planifiées sont annoncées à l’avance dans la mesure du possible.',
        ],
      },
      {
        heading: '6. Absence de garantie et limitation de responsabilité',
        paragraphs: [
          'Le logiciel est fourni « en l’état », sans garantie d’aucune sorte, comme le prévoit l’AGPL. Dans les limites autorisées par la loi, ni les auteurs de Signage ni l’Exploitant ne sont responsables des pertes indirectes ou consécutives liées à l’utilisation de l’installation.',
          'Aucune disposition du présent Contrat n’exclut une responsabilité qui ne peut l’être en vertu de la loi qui vous est applicable.',
        ],
      },
      {
        heading: '7. Modifications et résiliation',
        paragraphs: [
          'L’Exploitant peut mettre à jour le présent Contrat. En cas de modification importante, il vous sera demandé d’accepter la nouvelle version avant de continuer.',
          'Vous pouvez cesser d’utiliser l’installation à tout moment. Le propriétaire de votre organisation peut demander à l’Exploitant de supprimer l’organisation et ses contenus.',
        ],
      },
    ],
  },
  privacy: {
    updated: '2026-11-22',
    intro:
      'Signage est auto-hébergé : l’organisation qui exploite cette installation (« l’Exploitant ») est responsable du traitement des données personnelles qu’elle contient. La présente politique explique ce que le logiciel conserve, pourquoi, et les choix dont vous disposez.',
    sections: [
      {
        heading: 'Ce que nous conservons',
        paragraphs: ['L’installation ne conserve que ce dont elle a besoin pour fonctionner :'],
        bullets: [
          'Données du compte : votre nom, votre adresse e-mail, votre rôle, votre organisation, votre langue préférée et un mot de passe haché de manière sécurisée (argon2id). Votre mot de passe lui-même n’est jamais conservé.',
          'Données de session : l’heure de connexion, la dernière activité, la description du navigateur (user agent) et l’adresse IP, afin que vous puissiez consulter et fermer vos sessions.',
          'Contenus que vous créez : médias, playlists, programmations et réglages des écrans de votre organisation.',
          'Données des écrans : rapports d’état, versions et preuves de diffusion envoyés par les écrans de votre organisation.',
          'Journaux de sécurité et d’audit : tentatives de connexion et modifications importantes, conservées pour protéger votre compte et enquêter sur les abus.',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          'Vos données servent à fournir le service demandé : vous connecter, afficher vos contenus sur vos écrans, vous envoyer les e-mails nécessaires au service (codes de vérification, réinitialisation du mot de passe, approbations) et assurer la sécurité de l’installation. Si vous avez accepté de recevoir les nouveautés du produit, votre adresse e-mail est aussi utilisée à cette fin ; vous pouvez retirer ce consentement à tout moment.',
          'Le logiciel ne contient ni publicité, ni pixel de suivi, ni outil d’analyse tiers. Les polices et les scripts sont servis par l’installation elle-même.',
        ],
      },
      {
        heading: 'Cookies et stockage local',
        paragraphs: [
          'Un seul cookie, sessionKey, maintient votre connexion. Le stockage local de votre navigateur mémorise votre langue, votre préférence de thème clair ou sombre et des informations de base sur le compte connecté. Aucun cookie n’est utilisé à des fins de suivi.',
        ],
      },
      {
        heading: 'Qui peut voir vos données',
        paragraphs: [
          'Les membres de votre organisation voient votre nom et votre rôle. Les propriétaires et administrateurs de votre organisation, ainsi que ceux de ses organisations parentes lorsqu’ils sont autorisés à la gérer, peuvent consulter et gérer les comptes et les contenus. Les administrateurs de l’Exploitant peuvent accéder aux données pour exploiter l’installation et en assurer l’assistance. Les données ne sont ni vendues ni partagées avec quiconque, sauf obligation légale.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les données du compte et les contenus sont conservés tant que votre compte existe. Les sessions prennent fin après une période d’inactivité, puis sont supprimées. Les journaux sont conservés pendant une durée limitée fixée par l’Exploitant. Lorsqu’un compte ou une organisation est supprimé, ses données le sont aussi, sauf lorsque la loi impose leur conservation.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Selon votre lieu de résidence, vous pouvez disposer d’un droit d’accès, de rectification, de portabilité et d’effacement de vos données personnelles, ainsi que d’un droit d’opposition ou de limitation. Vous pouvez modifier vous-même votre nom, votre adresse e-mail, votre mot de passe et votre langue dans votre compte. Pour toute autre demande, contactez l’administrateur de votre organisation ou l’Exploitant de cette installation.',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'L’installation utilise des connexions chiffrées lorsqu’elle est configurée en HTTPS, hache les mots de passe, limite les tentatives de connexion répétées et vérifie chaque requête au regard de votre organisation et de votre rôle. Aucun système n’est parfaitement sûr : signalez toute inquiétude à l’Exploitant.',
        ],
      },
    ],
  },
};

export default fr;
