import type { HelpContent } from './types.ts';

const contact: HelpContent['contact'] = {
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
        "Pour tout ce que votre administrateur ne peut pas résoudre, écrivez à l'adresse e-mail d'assistance de votre installation, que votre administrateur vous communiquera. Lorsqu'une assistance téléphonique est proposée, elle est disponible du lundi au vendredi, de 8 h à 17 h ; votre administrateur peut vous donner le numéro.",
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

const support: HelpContent['support'] = {
  title: 'Dépannage',
  intro: 'Solutions aux problèmes les plus courants. Si aucune ne convient, consultez la page Contact.',
  sections: [
    {
      heading: "Je n'arrive pas à me connecter",
      paragraphs: [
        "« Veuillez vérifier que votre e-mail et votre mot de passe sont corrects. » signifie que l'adresse ou le mot de passe ne correspond à aucun compte.",
      ],
      bullets: [
        "Vérifiez que l'adresse ne contient pas de faute de frappe et que la touche Verr. Maj est désactivée : les mots de passe tiennent compte des majuscules.",
        'Mot de passe oublié ? Choisissez « Mot de passe oublié » sur la page de connexion.',
        "On vous demande un code de vérification ? Votre adresse n'est pas encore vérifiée : saisissez le code reçu par e-mail.",
        "On vous demande les informations de votre organisation ? Votre inscription n'est pas terminée : remplissez le formulaire.",
        "On vous indique que votre compte attend une approbation ? Un administrateur de votre organisation doit d'abord vous approuver.",
        'Après de nombreuses tentatives échouées, la connexion est suspendue un court instant : patientez quelques minutes.',
      ],
    },
    {
      heading: "Je n'ai pas reçu le code de vérification",
      paragraphs: [],
      bullets: [
        "Regardez dans vos courriers indésirables et vérifiez l'adresse saisie.",
        'Les codes expirent au bout de 10 minutes et ne fonctionnent plus après cinq essais erronés : utilisez le bouton de renvoi pour en obtenir un nouveau.',
        'Si vous avez demandé plusieurs codes, utilisez le plus récent.',
      ],
    },
    {
      heading: 'Réinitialisation et règles du mot de passe',
      paragraphs: [
        "Les liens de réinitialisation expirent au bout de 60 minutes. Si la page indique que le lien a expiré ou n'est pas valide, demandez-en un nouveau depuis « Mot de passe oublié ».",
        'Un mot de passe doit compter au moins 8 caractères, avec des minuscules, des majuscules, des chiffres et des symboles ; les mots de passe trop courants sont refusés et la confirmation doit être identique.',
      ],
    },
    {
      heading: "Mon adresse e-mail n'a pas changé",
      paragraphs: [
        "La nouvelle adresse ne prend effet qu'une fois ouvert le lien de confirmation qui lui est envoyé, dans les 24 heures. D'ici là, connectez-vous avec votre ancienne adresse. « Cette adresse e-mail est déjà utilisée » signifie qu'un autre compte l'utilise.",
      ],
    },
    {
      heading: 'Tout est en lecture seule',
      paragraphs: [
        'La licence de votre organisation a expiré : Signage passe en consultation seule. Les administrateurs voient comment la renouveler ; les autres utilisateurs doivent contacter leur administrateur. Un essai de 30 jours peut être prolongé une fois de 30 jours.',
      ],
    },
    {
      heading: 'Mauvaise langue ou déconnexion inattendue',
      paragraphs: [
        'Choisissez votre langue dans la barre supérieure, dans Paramètres ou sur votre page Compte ; elle est enregistrée avec votre compte. Si vous avez été déconnecté, votre session a pris fin, peut-être depuis un autre navigateur : reconnectez-vous. Si vous soupçonnez un usage abusif, changez votre mot de passe et fermez les autres sessions dans Paramètres.',
      ],
    },
    {
      heading: 'Pour les auto-hébergeurs',
      paragraphs: [],
      bullets: [
        "Sans SMTP_URL, aucun e-mail n'est envoyé : les codes et les liens sont écrits dans le journal du serveur et conservés dans une boîte d'envoi, ce qui permet tout de même de terminer une inscription. Définissez SMTP_URL et MAIL_FROM pour envoyer de vrais e-mails.",
        "Définissez PUBLIC_URL avec l'adresse qu'ouvrent vos utilisateurs, sinon les liens des e-mails pointent vers localhost.",
        'Le premier compte créé sur une nouvelle installation devient propriétaire de la plateforme.',
        'Le serveur refuse de démarrer deux fois sur le même DATA_DIR.',
      ],
    },
  ],
};

const howto: HelpContent['howto'] = {
  title: 'Guides pratiques',
  intro: "Des guides pas à pas pour cette version, suivis d'un bref aperçu des fonctionnalités des prochaines versions.",
  sections: [
    {
      heading: 'Créer votre compte',
      paragraphs: [],
      bullets: [
        "Ouvrez l'adresse de votre Signage et choisissez « S'inscrire ».",
        'Saisissez le nom de votre organisation, votre nom complet, votre e-mail et un mot de passe.',
        'Indiquez votre ville, votre État, département ou province, et votre pays (obligatoire).',
        "Acceptez les conditions et envoyez le formulaire. Le premier compte d'une nouvelle installation devient propriétaire de la plateforme ; les inscriptions suivantes reçoivent une organisation avec un essai de 30 jours.",
      ],
    },
    {
      heading: 'Vérifier votre e-mail',
      paragraphs: [],
      bullets: [
        'Saisissez le code à six chiffres reçu par e-mail sur la page de vérification dans les 10 minutes.',
        "Pas d'e-mail ? Regardez dans les indésirables, puis utilisez le bouton de renvoi.",
        'Connectez-vous ensuite avec votre e-mail et votre mot de passe.',
      ],
    },
    {
      heading: 'Se connecter',
      paragraphs: [
        "Saisissez votre e-mail et votre mot de passe sur la page d'accueil. Le tableau de bord s'ouvre avec les premiers pas. Mot de passe oublié ? Choisissez « Mot de passe oublié », saisissez votre e-mail, ouvrez le lien dans les 60 minutes et choisissez un nouveau mot de passe.",
      ],
    },
    {
      heading: 'Changer de langue',
      paragraphs: [
        "Utilisez le menu des langues de la barre supérieure, Paramètres ou votre page Compte. L'anglais, l'espagnol, le français et le suédois sont disponibles.",
      ],
    },
    {
      heading: 'Changer votre mot de passe',
      paragraphs: [
        'Ouvrez « Compte », saisissez votre mot de passe actuel, puis deux fois le nouveau, et enregistrez. Votre nom se modifie sur la même page.',
      ],
    },
    {
      heading: 'Changer votre e-mail',
      paragraphs: [
        'Ouvrez « Compte », saisissez la nouvelle adresse et enregistrez. Ouvrez dans les 24 heures le lien de confirmation envoyé à la nouvelle adresse ; « OK » sur la page de confirmation vous ramène à Compte.',
      ],
    },
    {
      heading: 'Fermer les autres sessions',
      paragraphs: [
        'Ouvrez « Paramètres ». Les sessions actives listent chaque navigateur où vous êtes connecté ; fermez celles que vous ne reconnaissez pas, ou toutes les autres. « Se déconnecter » dans la barre supérieure ferme la session du navigateur actuel.',
      ],
    },
    {
      heading: 'Bientôt : importer des médias',
      paragraphs: [
        'Ouvrez « Médias », choisissez un type et importez les fichiers un par un dans Mes médias, puis partagez-les si besoin.',
      ],
    },
    {
      heading: 'Bientôt : créer et publier une playlist',
      paragraphs: [
        "Ouvrez « Playlists », créez-en une avec un nom et un format d'image, ajoutez des diapositives dans l'éditeur, prévisualisez et publiez.",
      ],
    },
    {
      heading: 'Bientôt : associer un écran',
      paragraphs: [
        "Sur l'écran, ouvrez /player/ de votre installation ; un code à 4 chiffres s'affiche. Dans « Écrans », ajoutez un écran et saisissez le code dans les 10 minutes, puis attribuez-lui une playlist publiée : elle apparaît en moins de 30 secondes.",
      ],
    },
    {
      heading: 'Bientôt : programmer du contenu',
      paragraphs: [
        'Ouvrez un écran ou un groupe et ajoutez une entrée de programmation avec une playlist, un début, une fin et, si vous le souhaitez, une répétition.',
      ],
    },
    {
      heading: 'Bientôt : diffuser une alerte',
      paragraphs: [
        'Propriétaires et administrateurs : ouvrez « Alertes », créez une alerte, choisissez les écrans ou groupes visés et diffusez-la ; désactivez-la ensuite.',
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Notes de version',
  intro:
    'Version 0.1.0, « Foundation » (Fondations) : la première version de Signage, qui pose les bases de toutes les fonctionnalités à venir.',
  sections: [
    {
      heading: 'Nouveautés de la 0.1.0',
      paragraphs: [],
      bullets: [
        'Inscription avec un code de vérification envoyé par e-mail (valable 10 minutes, peut être renvoyé).',
        'Connexion, déconnexion et réinitialisation du mot de passe par un lien envoyé par e-mail (valable 60 minutes).',
        "Compte : nom, changement d'e-mail confirmé par lien, changement de mot de passe, CLUF, politique de confidentialité et langue.",
        'Paramètres : langue et sessions actives.',
        'Tableau de bord avec les premiers pas, et Aide.',
        'Anglais, espagnol, français et suédois.',
        "Le premier compte d'une nouvelle installation devient propriétaire de la plateforme ; les inscriptions suivantes reçoivent une organisation d'essai de 30 jours.",
      ],
    },
    {
      heading: 'Pour les auto-hébergeurs',
      paragraphs: [],
      bullets: [
        "Base de données intégrée dans DATA_DIR par défaut ; DATABASE_URL pour PostgreSQL. Les migrations s'appliquent au démarrage.",
        "E-mails via SMTP_URL et MAIL_FROM, sinon dans le journal du serveur et une boîte d'envoi. PUBLIC_URL définit l'adresse des liens envoyés par e-mail.",
      ],
    },
    {
      heading: 'Prochainement',
      paragraphs: [
        "Médiathèque ; playlists et éditeur de diapositives ; écrans, application de lecture et programmations ; gestion des organisations, des licences et des utilisateurs ; alertes ; statistiques d'utilisation. D'ici là, les premiers pas renvoient à des fonctionnalités qui ne sont pas encore disponibles.",
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: "Manuel d'utilisation",
  intro:
    "Les principes de Signage et la façon dont ses éléments s'articulent. La version 0.1.0 apporte les comptes, la connexion, les paramètres et l'aide ; les sections marquées « bientôt » décrivent les fonctionnalités des prochaines versions.",
  sections: [
    {
      heading: 'Ce que fait Signage',
      paragraphs: [
        "Signage est une plateforme d'affichage dynamique open source, que vous pouvez héberger vous-même. Les organisations conçoivent des playlists de diapositives dans un éditeur web, gèrent une médiathèque, associent des écrans, programment et publient du contenu, diffusent des alertes d'urgence et gèrent des sous-organisations, des utilisateurs, des licences et leur image de marque.",
      ],
    },
    {
      heading: 'Organisations et sous-organisations',
      paragraphs: [
        "Chaque utilisateur appartient à une organisation, et les organisations forment une arborescence. L'organisation de la plateforme, au sommet, est créée par le premier compte d'une nouvelle installation ; les organisations inscrites ensuite deviennent ses sous-organisations, et toute organisation peut avoir les siennes, comme un siège et ses agences. Le fil d'Ariane montre le chemin du sommet jusqu'à l'endroit où vous êtes.",
        "Bientôt : si la licence le permet, une organisation parente pourra ajouter, modifier, déplacer et supprimer des sous-organisations, gérer leur image de marque (logo, arrière-plan, couleurs, titre du site) et transférer leur contenu, pour ses enfants directs ou pour tous les niveaux inférieurs. Une organisation qui a des sous-organisations ne peut pas être supprimée ; la suppression se confirme en tapant delete, et ses données sont transférées à la parente ou supprimées. Une parente pourra aussi demander un accès délégué à une sous-organisation directe ; le propriétaire de celle-ci accepte ou refuse par e-mail, et une bannière s'affiche tant que l'accès est actif.",
      ],
    },
    {
      heading: 'Rôles',
      paragraphs: [
        "Chaque utilisateur a l'un des cinq rôles ; tous ont accès au tableau de bord, à l'aide et à leur propre compte.",
        'Le propriétaire a le contrôle total sur les utilisateurs, le contenu et les écrans, et il est le seul à pouvoir ajouter des administrateurs.',
        "Un administrateur gère le contenu et les écrans, voit les utilisateurs, les organisations, les alertes et les statistiques d'utilisation, et ajoute ou supprime des membres du personnel, des gestionnaires d'écrans et des créateurs de contenu, mais ne peut ni ajouter ni supprimer d'autres administrateurs.",
        "Le personnel modifie le contenu et les écrans, sans gérer les utilisateurs. Un gestionnaire d'écrans (gestionnaire d'appareils) gère les écrans et les groupes et n'attribue que des playlists partagées. Un créateur de contenu ne gère que le contenu : médias, playlists et modèles.",
        "Ni le propriétaire ni vous-même ne pouvez être supprimés ; les données d'un utilisateur supprimé sont transférées au propriétaire ou supprimées. Les messages, les alertes, les statistiques d'utilisation et l'assistant IA n'apparaissent que si la licence les inclut.",
      ],
    },
    {
      heading: 'Licences et essais',
      paragraphs: [
        "Chaque organisation a une licence : une offre avec un nombre d'écrans et d'utilisateurs, une durée de validité, une limite d'écrans interactifs et des options comme les widgets, l'assistant IA, les messages et les alertes. Il existe des offres d'essai, accès complet, personnalisée, et par appareil ou par site pour 1, 3 ou 5 ans ; les limites peuvent être illimitées. Les parties qu'une licence n'inclut pas sont masquées.",
        "Les organisations qui s'inscrivent reçoivent un essai de 30 jours, par défaut pour 2 écrans et 3 utilisateurs, prolongeable une fois de 30 jours. Une licence est en essai, démo, active, bientôt expirée ou expirée. Une licence expirée met l'organisation en consultation seule : les administrateurs voient comment la renouveler, les autres sont invités à contacter leur administrateur. La gestion des licences arrive bientôt.",
      ],
    },
    {
      heading: 'Médiathèque (bientôt)',
      paragraphs: [
        "La médiathèque contient des images (JPG, PNG, SVG), GIF et PDF jusqu'à 100 Mo, des vidéos (MP4, WebM) jusqu'à 250 Mo, de l'audio (MP3, WAV) jusqu'à 25 Mo, ainsi que des modèles. Les fichiers s'importent un par un et se rangent dans des dossiers.",
        'Chaque type a trois sections. Mes médias : seul leur créateur peut ouvrir les médias non partagés. Partagés : accessibles à toute votre organisation. Stock : proposés par une organisation parente à des sous-organisations choisies ou à toute la plateforme, y compris les futures sous-organisations ; leur créateur peut les supprimer pour tous. Les médias peuvent être verrouillés ou rendus non modifiables une fois partagés. Là où ils sont configurés, des services de photos libres et un service de conception sont aussi disponibles.',
      ],
    },
    {
      heading: 'Playlists, diapositives et publication (bientôt)',
      paragraphs: [
        "Une playlist est une suite ordonnée de diapositives, chacune affichée pendant sa propre durée, dans un format d'image : paysage 16:9, 16:10 ou 4:3, portrait 9:16, 10:16 ou 3:4, ou personnalisé. L'éditeur place du texte, des images, des vidéos, des formes, des sites web et des widgets (météo, actualités RSS 2.0, réseaux sociaux, données de tableur, codes QR, menus) sur des calques, avec animations, modèles, aperçu, et annulation et rétablissement. Sur les écrans interactifs, les coins actifs et les sauts vers une diapositive réagissent au toucher.",
        "Les playlists se rangent dans Mes playlists, Partagées et Stock, avec dossiers et favoris. Une playlist partagée n'est modifiée que par une personne à la fois ; tant qu'elle est verrouillée, elle indique qui la modifie.",
        "Une playlist doit être publiée avant d'être attribuée. Toute modification des diapositives, des durées, des animations ou du format la dépublie jusqu'à sa republication ; les écrans continuent de diffuser la dernière version publiée. Attribuez-la à un écran ou à un groupe pour une lecture immédiate (elle se répète jusqu'à ce que vous l'arrêtiez) ou selon une programmation. Elle apparaît à l'écran en moins de 30 secondes.",
      ],
    },
    {
      heading: 'Écrans et association (bientôt)',
      paragraphs: [
        "Un écran exécute l'application de lecture à l'adresse /player/ de votre installation, dans tout navigateur capable de passer en plein écran : un navigateur en mode kiosque sur un Raspberry Pi, une WebView Android ou le navigateur d'une smart TV. L'application affiche un code d'association à 4 chiffres, valable 10 minutes ; saisissez-le dans Écrans. Les nouveaux écrans s'appellent « Screen » suivi d'un numéro jusqu'à ce que vous les renommiez.",
        "L'application continue de diffuser hors ligne. Un écran est actif, en mise à jour, hors ligne ou inactif ; le tableau de bord et l'aperçu en direct se rafraîchissent toutes les 10 secondes. Les écrans peuvent être organisés en groupes imbriqués et rendus interactifs dans la limite de la licence.",
      ],
    },
    {
      heading: 'Programmations (bientôt)',
      paragraphs: [
        "Les entrées de programmation appartiennent à un écran ou à un groupe. Chacune a une playlist, un début et une fin (ou toute la journée), et peut se répéter tous les N jours, semaines (les jours choisis), mois ou années : sans fin, jusqu'à une date ou un nombre de fois donné. Le début doit précéder la fin. Les heures suivent le fuseau horaire de l'écran.",
      ],
    },
    {
      heading: 'Ce que diffuse un écran',
      paragraphs: ["Un écran diffuse le premier élément de cette liste qui s'applique :"],
      bullets: [
        "une alerte active qui le vise, directement ou par l'un de ses groupes ;",
        'sa propre playlist en lecture immédiate ;',
        'sa propre entrée de programmation active à ce moment ;',
        'la playlist en lecture immédiate de son groupe le plus proche, puis la programmation de ce groupe, et de même pour chaque groupe supérieur ;',
        'sinon, un écran de veille aux couleurs de votre organisation.',
        "Si deux entrées du même niveau se chevauchent, celle qui a commencé le plus tard l'emporte.",
      ],
    },
    {
      heading: 'Alertes (bientôt)',
      paragraphs: [
        "Les alertes prennent le contrôle des écrans pour diffuser une information urgente. Les propriétaires et administrateurs dont la licence inclut les alertes les créent avec un nom, un type (environnement, incendie, santé, infrastructure, sécurité des personnes, sûreté, météo ou personnalisé), une description, des consignes, une durée, un son MP3 ou WAV facultatif, des couleurs et les écrans ou groupes visés. Les alertes sont ponctuelles ou continues, restent actives jusqu'à leur désactivation et ne peuvent être supprimées qu'une fois désactivées. Les intégrations permettent à d'autres systèmes de déclencher et de désactiver des alertes au moyen de leurs propres URL et JSON.",
      ],
    },
    {
      heading: 'Utilisateurs et statistiques (bientôt)',
      paragraphs: [
        "Les propriétaires et administrateurs pourront ajouter des utilisateurs dans la limite de la licence, renvoyer des invitations et approuver les nouveaux utilisateurs dont le domaine e-mail correspond à celui de l'organisation. Les statistiques d'utilisation couvrent les 7 derniers jours, les 30 derniers jours ou une période personnalisée.",
      ],
    },
    {
      heading: 'Votre compte',
      paragraphs: [
        "Sur votre page Compte, vous modifiez votre nom, votre adresse e-mail (confirmée par un lien envoyé à la nouvelle adresse) et votre mot de passe, consultez le CLUF et la politique de confidentialité, et choisissez votre langue. Paramètres regroupe votre langue et vos sessions actives, d'où vous pouvez déconnecter les autres navigateurs. Signage vérifie votre session toutes les 10 secondes ; si elle a pris fin, vous revenez à la page de connexion.",
        "Le tableau de bord est votre page d'accueil. Il présente les premiers pas pour ajouter un écran et créer du contenu ; une vue en direct de vos écrans arrivera dans une prochaine version.",
      ],
    },
    {
      heading: 'Langues',
      paragraphs: [
        "Signage est disponible en anglais, espagnol, français et suédois. Au départ, il suit la langue de votre navigateur si elle est prise en charge, sinon l'anglais. Changez-la depuis la barre supérieure, Paramètres ou Compte ; votre choix est enregistré avec votre compte.",
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual };

export default content;
