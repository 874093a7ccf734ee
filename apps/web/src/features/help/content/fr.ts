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
  intro: 'Des guides pas à pas pour les tâches les plus courantes.',
  sections: [
    {
      heading: 'Créer votre compte',
      paragraphs: [],
      bullets: [
        "Ouvrez l'adresse de votre Signage et choisissez « S'inscrire ».",
        'Saisissez le nom de votre organisation, votre nom complet, votre e-mail et un mot de passe.',
        'Indiquez votre ville, votre État, département ou province, et votre pays (obligatoire ; le pays des réglages de langue de votre navigateur est déjà choisi, modifiez-le si besoin).',
        "Acceptez les conditions et envoyez le formulaire. Le premier compte d'une nouvelle installation devient propriétaire de la plateforme ; les inscriptions suivantes reçoivent une organisation avec un essai de 30 jours.",
      ],
    },
    {
      heading: 'Vérifier votre e-mail',
      paragraphs: [],
      bullets: [
        'Saisissez le code à six chiffres reçu par e-mail sur la page de vérification dans les 10 minutes.',
        "Pas d'e-mail ? Regardez dans les indésirables, puis utilisez le bouton de renvoi.",
        'Le code vous connecte : le tableau de bord s’ouvre avec les étapes pour bien démarrer.',
      ],
    },
    {
      heading: 'Se connecter',
      paragraphs: [
        "Saisissez votre e-mail et votre mot de passe sur la page d'accueil. Le tableau de bord s'ouvre avec les premiers pas. Mot de passe oublié ? Choisissez « Mot de passe oublié », saisissez votre e-mail, ouvrez le lien dans les 60 minutes et choisissez un nouveau mot de passe.",
        "Se connecter avec Google : si votre installation le propose, les pages de connexion et d'inscription affichent un bouton « Se connecter avec Google ». Choisissez-le et sélectionnez votre compte Google. Si un compte existe avec cette adresse e-mail, vous êtes connecté ; sinon, saisissez les informations de votre organisation, acceptez les conditions et votre essai de 30 jours commence, sans mot de passe ni code (vous pourrez définir un mot de passe plus tard avec « Mot de passe oublié »). « La connexion avec Google a échoué » signifie que la connexion a été annulée, a pris plus de 10 minutes ou que votre adresse Google n'est pas vérifiée : réessayez, ou connectez-vous avec votre mot de passe.",
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
      heading: 'Importer des médias',
      paragraphs: [
        "Ouvrez 'Médias' et importez des images, des GIF, des vidéos, des PDF ou des fichiers audio ; une barre de progression suit chaque import et permet de l’annuler. Rangez les fichiers dans des dossiers et avec des tags, retrouvez-les par la recherche, et partagez un fichier avec votre organisation quand vos collègues en ont besoin.",
        'Photos gratuites : dans Mes médias, choisissez Photos libres, puis Unsplash ou Pexels, cherchez et cliquez sur Importer. La photo arrive dans le dossier affiché avec son crédit, « Photo de … sur Unsplash », que ses détails conservent ; affichez le crédit là où le service le demande. Le bouton n’apparaît que si l’administrateur du serveur a ajouté la clé d’au moins un service.',
        'Canva : dans Mes médias, choisissez Canva et connectez votre propre compte Canva (Canva s’ouvre dans un nouvel onglet ; autorisez l’accès). Vos designs apparaissent avec leurs miniatures ; Importer en image apporte la première page, Importer en PDF toutes les pages, dans le dossier affiché. Déconnecter Canva retire l’accès. Proposé quand le serveur a Canva et que votre licence l’inclut. Dans l’éditeur de diapositives, le choix d’image a aussi les onglets Photos libres et Canva : Insérer importe l’image et la place sur la diapositive.',
      ],
    },
    {
      heading: 'Créer et publier une playlist',
      paragraphs: [
        "Ouvrez 'Playlists' et créez-en une avec un nom et un format d’image, ou partez d’un modèle. Dans l’éditeur, ajoutez des diapositives avec du texte, des images, des vidéos, des formes et des sites web ; les modifications sont enregistrées automatiquement. Prévisualisez-la, publiez-la et attribuez-la à des écrans ou des groupes. Depuis le tableau de bord, « Créez une playlist » ouvre directement le formulaire ; un nouveau texte sur une diapositive est prêt à être saisi. Les flèches aux deux extrémités de la barre d’outils de l’éditeur masquent la liste des diapositives et les propriétés pour donner plus de place à la diapositive ; votre navigateur retient ce choix.",
      ],
    },
    {
      heading: 'Afficher un logo, une horloge ou un bandeau défilant sur chaque diapositive',
      paragraphs: [
        'Dans l’éditeur de playlist, choisissez « Superposition » au-dessus des diapositives. Ajoutez un logo, une horloge, un bandeau défilant ou tout autre élément avec les outils habituels ; la diapositive actuelle apparaît estompée en dessous pour vous aider à les placer. Choisissez une diapositive pour y revenir : la superposition apparaît alors estompée par-dessus. Publiez, et chaque écran affiche la superposition au-dessus de chaque diapositive. Une playlist doit avoir au moins deux diapositives pour avoir une superposition.',
      ],
    },
    {
      heading: 'Associer un écran',
      paragraphs: [
        "Ouvrez /player/ de votre installation dans le navigateur de l’écran ; il affiche un code à 4 chiffres. Dans 'Écrans', ajoutez un écran et saisissez le code dans les 10 minutes, puis attribuez une playlist publiée : l’écran la reçoit immédiatement et continue de la diffuser hors ligne.",
      ],
    },
    {
      heading: 'Programmer du contenu',
      paragraphs: [
        'Ouvrez un écran ou un groupe et ajoutez une entrée de programmation avec une playlist, un début, une fin (ou toute la journée) et une répétition facultative. Le calendrier montre ce qui est diffusé, quand et pourquoi.',
      ],
    },
    {
      heading: 'Étiqueter les écrans et utiliser les groupes dynamiques',
      paragraphs: [
        'Donnez des étiquettes aux écrans, comme #accueil ou #est : sur la page d’un écran, sous « Étiquettes », ou pour plusieurs écrans à la fois en les cochant dans la liste « Écrans » puis en choisissant « Ajouter des étiquettes » ou « Retirer des étiquettes ». Filtrez la liste par étiquette pour voir les écrans qui la portent.',
        'Dans « Écrans » → « Groupes », choisissez « Nouveau groupe dynamique », donnez-lui un nom et une règle : les écrans qui ont toutes les étiquettes choisies, ou l’une d’elles. La page du groupe montre ses membres actuels et se met à jour quand des écrans sont étiquetés.',
        'Affectez une playlist, programmez du contenu ou adressez des alertes et des messages à un groupe dynamique comme à n’importe quel groupe. Dès qu’un écran reçoit une étiquette qui correspond, il entre dans le groupe et reçoit son contenu ; dès que l’étiquette est retirée, il en sort. Un groupe dynamique ne contient que des écrans de sa propre organisation.',
      ],
    },
    {
      heading: 'Créer un mur d’écrans',
      paragraphs: [
        'Un mur d’écrans, ce sont plusieurs écrans accrochés ensemble qui affichent une seule grande image. Mettez les écrans dans un groupe, ouvrez la page du groupe et choisissez « Faire de ce groupe un mur d’écrans ». Indiquez combien d’écrans le mur compte en largeur (colonnes) et en hauteur (lignes), la taille de l’image d’un écran en pixels (1920 × 1080 pour un écran Full HD courant, 1080 × 1920 s’il est accroché en portrait) et le cadre.',
        'Le cadre est l’écart entre les images de deux écrans voisins — les deux bordures ensemble — en pixels de l’écran. Mesurez-le avec une règle et divisez par la taille d’un pixel : sur un écran Full HD de 55", un pixel mesure environ 0,63 mm, donc un écart de 5 mm fait 8 pixels. Rien de la diapositive n’est affiché derrière les cadres : les lignes et le texte restent droits d’un écran à l’autre.',
        'Placez ensuite chaque écran : faites glisser son nom à sa place sur le mur, ou choisissez sa colonne et sa ligne. Si un écran est accroché à l’envers ou de côté, choisissez sa rotation. Enregistrez le mur.',
        'Créez une playlist à la taille indiquée par la page du mur (par exemple 3840x2160 pour quatre écrans Full HD sans cadre) et attribuez-la au groupe. Chaque écran affiche sa part de chaque diapositive. Pendant que vous modifiez cette playlist, l’éditeur montre où sont les écrans et les cadres, pour garder le texte hors des cadres.',
        'Un mur d’écrans joue toujours en synchronisation : transformer un groupe en mur active « Les écrans de ce groupe jouent en synchronisation », si bien que tous ses écrans changent de diapositive au même moment.',
      ],
    },
    {
      heading: 'Heures d’extinction : éteindre les écrans la nuit et le week-end',
      paragraphs: [
        'Ouvrez un écran ou un groupe et trouvez « Heures d’extinction ». Activez-les et indiquez quand l’affichage doit être éteint, par exemple du lundi au vendredi de 22:00 à 06:00. Une période qui finit avant de commencer passe minuit ; deux fois la même heure signifie toute la journée, c’est ainsi qu’on règle le week-end.',
        'Ajoutez des exceptions pour les dates différentes : « Reste allumé toute la journée » pour un dimanche d’ouverture, « Éteint toute la journée » pour un jour férié. Les heures suivent le fuseau horaire de chaque écran.',
        'Les heures d’extinction d’un groupe s’appliquent à tous ses écrans, sauf à ceux qui ont les leurs. Éteint, l’écran est noir, ne diffuse rien et ne compte aucune diffusion, même sans connexion. Une alerte le rallume quand même. La liste des écrans l’affiche « Éteint » et non « Hors ligne », et aucun e-mail de déconnexion n’est envoyé pour une extinction prévue. Un écran installé avec l’installateur kiosque éteint et rallume aussi le téléviseur par HDMI.',
      ],
    },
    {
      heading: 'Faire jouer un groupe en synchronisation',
      paragraphs: [
        'Des écrans côte à côte, comme une rangée de menus ou les écrans d’une vitrine, peuvent changer de diapositive ensemble. Ouvrez le groupe dans « Écrans » → « Groupes » et activez « Les écrans de ce groupe jouent en synchronisation ». Ses écrans, et ceux de ses sous-groupes, affichent alors la même diapositive, lancent les vidéos et jouent les transitions au même instant, d’après l’horloge du serveur.',
        'Donnez au groupe une seule playlist : les écrans suivent la même chronologie en cours, donc un écran allumé plus tard, ou redémarré, rejoint les autres là où ils en sont au lieu de reprendre à la première diapositive. Hors ligne, un écran garde le rythme seul ; à son retour, il se recale en douceur, sans saut. Les diapositives changent à l’heure même si un écran n’a pas fini de charger la suivante : gardez des médias assez légers pour l’écran le plus lent.',
      ],
    },
    {
      heading: 'Inviter un utilisateur',
      paragraphs: [
        "Propriétaires et administrateurs : ouvrez 'Utilisateurs', choisissez 'Ajouter un utilisateur', saisissez l’adresse e-mail et choisissez un rôle. La personne reçoit un e-mail avec un lien pour définir son mot de passe ; l’invitation peut être renvoyée depuis la même page.",
      ],
    },
    {
      heading: 'Voir ce qui a changé, et qui l’a changé',
      paragraphs: [
        'Choisissez la cloche de la barre du haut : son nombre compte les entrées nouvelles pour vous (ce que d’autres ont fait depuis que vous avez tout marqué comme lu). Le journal d’activité liste qui a fait quoi, le plus récent d’abord : imports, modifications, publications, attributions, changements de programmation, associations d’écrans, suppressions, changements d’utilisateurs et de rôles. Les noms de ce qui existe encore sont des liens.',
        'Affinez la liste avec les filtres : ce qui s’est passé, une personne, un type d’objet ou des dates ; le bouton en entonnoir d’une entrée n’affiche que les entrées sur cet objet. Choisissez en bas combien d’entrées une page affiche. « Tout marquer comme lu » retire la mise en évidence et le nombre de la cloche.',
      ],
    },
    {
      heading: 'Laisser vos collègues rejoindre l’organisation par domaine e-mail',
      paragraphs: [
        "Propriétaires et administrateurs : ouvrez 'Organisations', puis l’onglet Infos de votre organisation. Sous Rattachement par domaine, saisissez le domaine e-mail de votre organisation (le vôtre ou celui du propriétaire), activez le rattachement et choisissez si les nouveaux utilisateurs attendent une approbation. Les personnes qui s’inscrivent ensuite avec une adresse de ce domaine rejoignent votre organisation comme créateurs de contenu. Approuvez ou refusez celles qui attendent sur la page Utilisateurs ; sa colonne Type montre qui a rejoint l’organisation de cette façon.",
      ],
    },
    {
      heading: 'Transférer le contenu d’une sous-organisation',
      paragraphs: [
        "Ouvrez 'Organisations', ouvrez la sous-organisation et son onglet 'Déplacer et transférer'. Sous Transférer le contenu, gardez l’organisation parente ou choisissez-en une autre et confirmez : les médias, dossiers, playlists, modèles, écrans et groupes y sont déplacés, et la sous-organisation elle-même reste.",
      ],
    },
    {
      heading: 'Ajouter un widget',
      paragraphs: [],
      bullets: [
        "Dans l'éditeur de diapositives, choisissez « Widgets » puis un type : météo, actualités, code QR, horloge, compte à rebours, tableur, Facebook, Instagram, vidéo par lien (et « Carte de menu » pour une liste de prix). Les types que votre licence n'inclut pas sont grisés, avec la raison.",
        'Pour un tableur, collez un lien Google Sheets public et une cellule ou une plage (E8, E2:E10) puis choisissez « Synchroniser », ou importez un fichier CSV ou Excel.',
        'Pour Facebook ou Instagram, choisissez « Connecter une page » et connectez-vous à Facebook dans le nouvel onglet : une page confirme la connexion, puis choisissez la page à afficher. Votre hébergeur doit avoir configuré une application Meta pour ces deux widgets.',
        "Réglez-le à droite : un lieu pour la météo (recherché par son nom), l'adresse d'un flux RSS 2.0 pour les actualités (« Vérifier » indique aussitôt si le flux est utilisable), le contenu d'un code QR, la date d'un compte à rebours.",
        "Choisissez un thème, une taille de texte et la langue dans laquelle ses mots s'affichent à l'écran. En dessous, le panneau indique quand les données ont été mises à jour pour la dernière fois, ou pourquoi une mise à jour a échoué.",
        "Publiez : les écrans affichent le widget avec les mêmes données ; sans connexion, ils gardent les dernières données, marquées de l'heure à laquelle elles ont été récupérées.",
      ],
    },
    {
      heading: 'Diffuser une alerte',
      paragraphs: [],
      bullets: [
        "Propriétaires et administrateurs : ouvrez « Alertes » et choisissez « Créer une alerte ». Donnez-lui un nom, un type (environnement, incendie, santé, infrastructure, sécurité des personnes, sûreté, météo ou personnalisé), une description et des consignes ; l'aperçu montre l'alerte telle que les écrans l'afficheront, en paysage et en portrait.",
        "Choisissez une diffusion avec une durée (elle se termine d'elle-même) ou continue (elle reste jusqu'à ce que vous la désactiviez), un son facultatif (un fichier MP3 ou WAV de vos médias), les couleurs et les écrans : tous, ou les écrans et groupes choisis (un groupe inclut ses sous-groupes).",
        "Choisissez « Diffuser maintenant » : chaque écran visé affiche aussitôt l'alerte en plein écran, même un écran qui perd ensuite sa connexion. « Désactiver » y met fin et les écrans reprennent leur programmation.",
        "La page de l'alerte indique qui l'a lancée et arrêtée, et quand, et pour chaque écran s'il a confirmé l'affichage, s'il est hors ligne ou s'il n'a pas encore répondu. Une alerte peut être supprimée une fois désactivée.",
      ],
    },
    {
      heading: 'Déclencher une alerte depuis un autre système',
      paragraphs: [],
      bullets: [
        "Propriétaires et administrateurs : ouvrez « Alertes », puis « Intégrations », et créez-en une : un nom, le type (générique, ou CAP pour les flux d'alerte publics) et les alertes qu'elle déclenche.",
        "Copiez la clé et les adresses de déclenchement, de désactivation et JSON affichées après l'enregistrement : elles ne sont montrées qu'une fois. Un autre système appelle l'adresse de déclenchement (par exemple curl -X POST <adresse de déclenchement>) pour diffuser les alertes liées, et l'adresse de désactivation pour y mettre fin.",
        "Une intégration CAP accepte les messages du Common Alerting Protocol 1.2 : chacun devient une alerte sur les écrans de l'intégration, et un message Cancel y met fin.",
        "Clé perdue ? « Régénérer » en crée une nouvelle et l'ancienne cesse aussitôt de fonctionner. Désactivez une intégration pour refuser ses appels ; elle peut être supprimée une fois désactivée.",
      ],
    },
    {
      heading: 'Afficher un message sur les écrans',
      paragraphs: [
        "Ouvrez « Messages » et créez-en un : le texte, un bandeau défilant ou une bannière fixe, en haut ou en bas, la vitesse et les couleurs, quand il commence et se termine (ou jusqu'à ce que vous l'arrêtiez), et les écrans ou groupes. Il s'affiche par-dessus le contenu en cours ; une alerte recouvre toujours tout.",
      ],
    },
    {
      heading: 'Consulter les statistiques d’utilisation et télécharger un rapport',
      paragraphs: [],
      bullets: [
        'Ouvrez Statistiques d’utilisation dans le menu latéral (propriétaires et administrateurs, si votre licence inclut les statistiques d’utilisation).',
        'Cochez les types d’utilisation voulus (au moins un), choisissez les 7 derniers jours, les 30 derniers jours ou votre propre période et, si vous le souhaitez, limitez-la à certains écrans, groupes ou playlists.',
        'Copiez l’adresse de la page pour partager ou garder le même rapport ; choisissez Télécharger le CSV ou Télécharger le PDF pour le rapport complet.',
      ],
    },
    {
      heading: 'Recevoir un e-mail quand un écran se déconnecte',
      paragraphs: [],
      bullets: [
        'Propriétaires et administrateurs : ouvrez « Écrans », puis l’onglet « Alertes » (la carte des écrans du tableau de bord y mène aussi). Activez « Envoyer les alertes d’écrans hors ligne », choisissez au bout de combien de temps (de 15 minutes à 48 heures), cochez qui est prévenu (propriétaires, administrateurs et gestionnaires d’écrans de l’organisation) et s’ils doivent aussi savoir quand l’écran revient, puis enregistrez.',
        'Chaque personne reçoit un e-mail par écran qui se déconnecte, avec un lien vers l’écran ; si beaucoup d’écrans tombent en même temps, un seul e-mail les liste tous. Les gestionnaires d’écrans et le personnel peuvent lire les réglages, mais pas les modifier.',
        'Sur la page d’un écran, « L’écran maintenant » montre la dernière capture et quand elle a été prise ; « Prendre une capture maintenant » en demande une nouvelle à l’écran (un écran hors ligne ne peut pas répondre).',
      ],
    },
    {
      heading: 'Écrire des textes avec l’assistant IA',
      paragraphs: [],
      bullets: [
        'Propriétaires et administrateurs dont la licence inclut l’assistant IA : dans l’éditeur de diapositives, sélectionnez un élément de texte et choisissez « Suggérer » en haut de ses propriétés.',
        'Le même « Suggérer » se trouve sous la description et les consignes d’une alerte et sous le texte d’un message : l’option choisie remplace ce champ.',
        'Choisissez quoi faire : des titres pour le texte, le raccourcir, le rendre plus chaleureux ou plus formel, le traduire en anglais, espagnol, français ou suédois, ou écrire le texte d’une diapositive à partir d’une courte idée. Puis choisissez « Suggérer (1 crédit) ».',
        'Un crédit donne 5 options ; choisissez-en une pour remplacer le texte de l’élément (annuler rétablit l’ancien texte). Si l’assistant ne peut pas répondre, votre crédit n’est pas utilisé.',
        'Plus de crédits IA ? Le message mène à la page de licence de votre organisation, où vos crédits sont affichés. Si le serveur n’a pas de fournisseur d’IA configuré, l’éditeur l’indique au lieu d’afficher le bouton.',
        'Le texte envoyé ne va qu’au fournisseur d’IA configuré pour ce serveur.',
      ],
    },
    {
      heading: 'Acheter une prolongation, des modules, des écrans ou des crédits IA',
      paragraphs: [],
      bullets: [
        'Propriétaires et administrateurs : ouvrez « Organisations », votre organisation, puis « Licence ». La section « Acheter » liste ce que vend ce serveur, aux prix de votre grille tarifaire.',
        'Choisissez une prolongation de 1, 3 ou 5 ans (prix par écran de votre licence), un module, des écrans ou utilisateurs supplémentaires ou un pack de 100 crédits IA, puis « Acheter ». Le paiement se fait sur la page du prestataire de paiement.',
        'La page de résultat vérifie le paiement et indique ce qui a été ajouté. Si le paiement a échoué, rien n’a été débité ni ajouté. Si elle indique que le paiement a réussi mais que rien n’a été ajouté, contactez le support : l’adresse est affichée.',
        'Chaque paiement donne lieu à une facture : elle est envoyée en PDF au propriétaire de l’organisation et listée sous « Factures » sur la même page, où elle peut être téléchargée à nouveau.',
        'Si le serveur n’a pas de facturation configurée, les boutons « Acheter » le signalent. Un serveur en mode test est indiqué « Paiements de test — pas d’argent réel ».',
      ],
    },
    {
      heading: 'Approbation avant publication',
      paragraphs: [
        'Les propriétaires et les administrateurs peuvent exiger que les modifications de playlists soient approuvées avant d’arriver sur les écrans : ouvrez Organisations, choisissez votre organisation et activez « Exiger une approbation avant publication » dans l’onglet Informations. Lorsqu’une organisation parente l’exige, toutes celles qui en dépendent l’exigent aussi et ne peuvent pas le désactiver.',
        'Les créateurs de contenu et le personnel voient alors « Envoyer pour approbation » au lieu de « Publier » dans l’éditeur de playlists. Les écrans continuent de diffuser la dernière version approuvée jusqu’à l’approbation ; une playlist jamais approuvée n’est pas diffusée. Modifier à nouveau la playlist retire la demande : renvoyez-la quand vous avez terminé.',
        'Les propriétaires et les administrateurs publient toujours directement. Sur la page Playlists, ils voient combien de demandes attendent ; en ouvrant une demande, ils voient chaque diapositive ajoutée, supprimée, modifiée ou déplacée telle qu’elle apparaîtra à l’écran, puis l’approuvent ou la refusent avec un motif. La personne qui l’a envoyée reçoit un e-mail et le journal d’activité enregistre chaque étape. Vous ne pouvez pas approuver votre propre demande.',
        'Les alertes et les messages d’écran ne sont jamais retenus pour approbation.',
        'Le tableau de bord, et le nombre à côté de Playlists dans le menu, indiquent aux propriétaires et administrateurs combien de modifications de playlists attendent leur approbation ; choisissez Examiner les modifications pour ouvrir la liste.',
      ],
    },
    {
      heading: 'Second facteur et clés d’accès',
      paragraphs: [
        'Un second facteur protège votre compte même si quelqu’un découvre votre mot de passe. Configurez-le dans Compte → Sécurité.',
      ],
      bullets: [
        'Application d’authentification : choisissez Configurer une application d’authentification, scannez le code QR avec une application comme Google Authenticator, Microsoft Authenticator ou 1Password (ou saisissez la clé affichée), puis entrez le code à six chiffres affiché par l’application. Ensuite, après votre mot de passe, le code du moment vous est demandé.',
        'Codes de récupération : lorsque vous configurez votre premier second facteur, vous recevez dix codes de récupération. Conservez-les en lieu sûr ; chacun permet de vous connecter une fois si vous perdez votre téléphone ou votre clé d’accès. Vous pouvez en créer de nouveaux à tout moment : confirmez votre identité avec le code actuel de votre application d’authentification (ou votre mot de passe si vous n’avez pas d’application), et les anciens ne fonctionnent plus.',
        'Clés d’accès : choisissez Ajouter une clé d’accès et suivez votre navigateur. Une clé d’accès vous permet de vous connecter avec votre empreinte, votre visage ou le code PIN de l’appareil ; sur la page de connexion, choisissez Se connecter avec une clé d’accès, sans mot de passe. Une clé d’accès compte aussi comme second facteur.',
        'Les propriétaires et administrateurs peuvent exiger un second facteur pour les propriétaires et administrateurs de l’organisation, ou pour tout le monde, dans l’onglet Informations de l’organisation. Les sous-organisations suivent la même règle et ne peuvent qu’être plus strictes. Toute personne concernée par la règle qui n’a pas de second facteur configure une application d’authentification juste après avoir saisi son mot de passe.',
        'Vous avez perdu votre téléphone et vos codes de récupération ? Demandez à un propriétaire ou administrateur de votre organisation (ou de l’organisation qui la gère) : il peut réinitialiser vos seconds facteurs sur la page Utilisateurs, puis vous vous connectez avec votre mot de passe.',
        'Pour supprimer votre application d’authentification ou une clé d’accès, confirmez votre identité : saisissez le code actuel de votre application d’authentification, ou votre mot de passe si vous n’avez pas d’application. Si vous vous êtes inscrit avec Google et n’avez ni l’un ni l’autre, créez d’abord un mot de passe avec « Mot de passe oublié ? » sur la page de connexion.',
        'Les propriétaires et administrateurs peuvent réinitialiser le second facteur de toute personne de leur organisation sauf le leur, y compris celui d’autres administrateurs. Le second facteur du propriétaire ne peut être réinitialisé que par l’organisation qui gère la vôtre.',
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Notes de version',
  intro:
    'Ce que chaque étape de Signage a apporté, de la plus récente à la plus ancienne. La version affichée dans Paramètres est la 0.1.0.',
  sections: [
    {
      heading:
        'Dernièrement : second facteur, authentification unique, jetons d’API, webhooks, approbation, étiquettes d’écrans et dates d’affichage',
      paragraphs: [],
      bullets: [
        'L’authentification unique SAML 2.0 relit désormais chaque jour l’URL des métadonnées de votre fournisseur d’identité : un nouveau certificat de signature est pris en compte sans enregistrer à nouveau les réglages. Les réglages indiquent la date de la dernière lecture et tout problème, et Actualiser maintenant la relit tout de suite.',
        'Créer de nouveaux codes de récupération demande désormais aussi le code actuel de votre application d’authentification (ou votre mot de passe si vous n’avez pas d’application) : une personne devant votre ordinateur déverrouillé ne peut pas créer de codes qui contournent votre second facteur.',
        'Authentification unique avec SAML 2.0 : en plus d’OpenID Connect, les propriétaires et administrateurs peuvent maintenant connecter un fournisseur d’identité qui utilise SAML 2.0, comme Microsoft Entra ID, Okta ou Keycloak. Choisissez SAML 2.0 dans les réglages Authentification unique de l’organisation, copiez l’ID d’entité et l’URL ACS affichés dans votre fournisseur d’identité, et indiquez-nous l’URL de ses métadonnées.',
        'Murs d’écrans : disposez un groupe en colonnes et en lignes d’écrans, avec le cadre qui les sépare, la place et la rotation de chaque écran. Une seule playlist conçue à la taille du mur entier est lue sur tous ses écrans, et l’éditeur montre où sont les écrans et les cadres.',
        'Supprimer l’application d’authentification ou une clé d’accès demande désormais le code actuel de l’application (ou votre mot de passe si vous n’avez pas d’application) : personne ne peut vous retirer votre second facteur depuis votre ordinateur resté déverrouillé. Les propriétaires et administrateurs peuvent réinitialiser le second facteur d’autres administrateurs sur la page Utilisateurs ; celui du propriétaire reste hors de portée d’un administrateur.',
        'Les propriétaires et administrateurs voient sur le tableau de bord, et à côté de Playlists dans le menu, combien de modifications de playlists attendent leur approbation.',
        'Le journal d’activité nomme le jeton d’API quand une action a été faite avec un jeton, par exemple : Ana, via le jeton d’API CI deploy, a publié la playlist Lobby.',
        'Webhooks : « Une alerte se termine » est désormais aussi envoyé quand une alerte se termine d’elle-même à la fin de sa durée, « Un fichier envoyé n’a pas pu être traité » aussi quand le traitement échoue encore après plusieurs essais, et « Une playlist est publiée » aussi quand une modification de playlist est approuvée.',
        'Heures d’extinction : indiquez quand un écran ou un groupe d’écrans est éteint (nuits, week-ends, jours fériés). Les écrans éteints sont noirs, ne diffusent et ne comptent rien, apparaissent « Éteint » et non « Hors ligne » et n’envoient pas d’e-mail de déconnexion ; une alerte les rallume quand même, et les écrans kiosque éteignent et rallument le téléviseur.',
        'Lecture synchronisée : activez-la sur un groupe et ses écrans changent de diapositive, lancent les vidéos et jouent les transitions au même instant. Un écran qui démarre plus tard rejoint les autres là où ils en sont, et un écran resté hors ligne se recale en douceur.',
        'Un ordinateur sous Debian ou un Raspberry Pi devient un écran autonome en une seule commande (l’installateur kiosque à l’adresse /player/kiosk/install.sh) : le lecteur démarre en plein écran à chaque mise sous tension et redémarre s’il s’arrête ou se fige.',
        'Jetons d’API : les propriétaires et les administrateurs peuvent permettre à des scripts et à d’autres systèmes d’utiliser l’API avec un jeton plutôt qu’un mot de passe. Choisissez ce que chaque jeton peut faire et quand il expire, copiez-le une fois, voyez quand il a été utilisé pour la dernière fois et révoquez-le à tout moment.',
        'Étiquetez vos écrans (#accueil, #est …) sur la page d’un écran ou pour plusieurs à la fois, et filtrez la liste des écrans par étiquette.',
        'Groupes dynamiques : choisissez des écrans par leurs étiquettes (toutes, ou l’une de celles que vous indiquez). Affectez playlists, programmations, alertes et messages à un groupe dynamique comme à tout groupe ; un écran y entre ou en sort dès que ses étiquettes changent.',
        'Approbation avant publication : les propriétaires et les administrateurs peuvent exiger que les modifications de playlists faites par les créateurs de contenu et le personnel soient d’abord approuvées. La personne qui examine voit chaque diapositive ajoutée, supprimée, modifiée ou déplacée telle qu’elle apparaîtra à l’écran et l’approuve ou la refuse avec un commentaire, pendant que les écrans gardent la dernière version approuvée. Les alertes et les messages ne sont jamais retenus.',
        'Authentification unique : les propriétaires et administrateurs peuvent connecter le fournisseur d’identité de leur organisation, comme Microsoft Entra ID, Okta, Google Workspace ou Keycloak, dans l’onglet Infos de l’organisation. Les collègues se connectent ensuite avec « Se connecter par authentification unique » et leur adresse professionnelle, reçoivent un compte à leur première connexion et peuvent recevoir leur rôle du fournisseur d’identité. Avec « Authentification unique uniquement », les mots de passe sont désactivés pour tous sauf le propriétaire.',
        'Second facteur et clés d’accès : ajoutez une application d’authentification ou une clé d’accès dans Compte → Sécurité, conservez dix codes de récupération à usage unique et connectez-vous avec une clé d’accès sans mot de passe. Les propriétaires et administrateurs peuvent exiger un second facteur pour les administrateurs ou pour tout le monde, et les sous-organisations suivent la règle.',
        'Webhooks : les propriétaires et administrateurs peuvent faire prévenir leurs autres systèmes par Signage lorsqu’il se passe quelque chose : un écran se déconnecte ou revient, une alerte démarre ou se termine, une playlist est publiée, un fichier envoyé est prêt ou a échoué, et un résumé quotidien des diffusions. Ajoutez une adresse dans l’onglet Webhooks de l’organisation, envoyez un événement de test et retrouvez chaque envoi dans son journal.',
        'Donnez un début et une fin à une diapositive ou à une playlist entière avec Afficher du / jusqu’au dans l’éditeur de playlist. Les écrans la sautent en dehors de cette période, dans leur propre fuseau horaire et même hors ligne, sans republier ; la liste des diapositives l’indique Programmée ou Expirée, et le tableau de bord prévient 3 jours avant que le contenu cesse de s’afficher.',
        'Votre première diapositive arrive sur un écran en moins d’étapes : sur le tableau de bord, « Créez une playlist » ouvre directement le formulaire, un nouveau texte sur une diapositive est prêt à être saisi, « Attribuer à des écrans » vient en premier après la publication et, sans écran, vous saisissez le code affiché par l’écran puis choisissez Attribuer. À l’inscription, votre pays est déjà choisi.',
        'Dans l’éditeur de diapositives, les flèches aux deux extrémités de la barre d’outils masquent la liste des diapositives et les propriétés pour donner plus de place à la diapositive ; votre navigateur retient ce choix.',
      ],
    },
    {
      heading: 'Paiement par carte, factures et Canva',
      paragraphs: [],
      bullets: [
        'La prise en main est plus rapide : vous acceptez les conditions une seule fois, à l’inscription, et saisir le code reçu par e-mail vous connecte directement.',
        'Sur un serveur sans messagerie configurée, la page d’inscription indique que le code se trouve dans le journal du serveur, et le tout premier compte d’un nouveau serveur sait qu’il crée la plateforme.',
        'La page d’appairage d’un nouvel écran affiche désormais une adresse que l’écran peut réellement ouvrir, avec les mêmes mots que Écrans → Ajouter un écran dans le CMS.',
        'Achat par carte sur la page de licence : prolongation de 1, 3 ou 5 ans, modules, écrans et utilisateurs supplémentaires et lots de 100 crédits IA, aux prix de votre grille tarifaire. La page de résultat confirme ce qui a été ajouté, et quand vos crédits IA sont épuisés, un lien vous permet d’en acheter.',
        'Si vous hébergez Signage vous-même sans facturation, vous pouvez essayer les achats avec les paiements de test intégrés (pas d’argent réel).',
        'Un paiement par carte n’est ajouté à votre licence que lorsque le prestataire de paiement confirme exactement ce qui a été demandé. Tout autre paiement est mis en attente et affiché sur la page de licence dans Paiements à vérifier, avec la référence dont le support a besoin pour le rembourser ou l’appliquer.',
        'Chaque paiement par carte donne lieu à une facture, numérotée sans trou et envoyée en PDF par e-mail au propriétaire de l’organisation. Propriétaires et administrateurs retrouvent toutes les factures sur la page de licence et peuvent les télécharger à tout moment.',
        'Canva dans Mes médias : connectez votre propre compte Canva et importez un design en image (sa première page) ou en PDF ; la connexion n’appartient qu’à vous et Déconnecter la retire. Le choix d’image de l’éditeur de diapositives peut chercher des photos libres et des designs Canva et les insérer directement.',
        'Superposition de playlist : dans l’éditeur de playlist, choisissez « Superposition » pour ajouter un logo, une horloge, un bandeau défilant ou tout ce qui doit rester à l’écran au-dessus de chaque diapositive. Les écrans la gardent en place pendant que les diapositives changent : une horloge ou un bandeau défilant continuent de tourner.',
        'Les changements de diapositive sont plus fluides sur les lecteurs simples et peu puissants : la diapositive qui s’en va reste immobile pendant que la suivante arrive, si bien que le Balayage, le Fondu et le Zoom s’affichent bien plus régulièrement.',
        'Le Fondu est désormais un vrai fondu enchaîné : la nouvelle diapositive apparaît par-dessus l’ancienne, au lieu que les deux s’estompent et que l’image s’assombrisse à mi-parcours. L’aperçu de l’éditeur montre la même chose.',
        'Les animations des objets commencent désormais une fois la diapositive arrivée, comme dans les logiciels de présentation, si bien qu’une entrée n’est plus à moitié cachée sous la transition. « Commencer après » se compte à partir de ce moment, et les sorties se terminent toujours avec la diapositive.',
        'Sur un écran tourné ou retourné dans ses réglages, le texte est désormais exactement celui de l’aperçu.',
        'La recherche de lieux du widget météo fonctionne de nouveau dans l’éditeur. Si l’administrateur du serveur a son propre service météo sur le réseau local, les widgets météo l’utilisent désormais et ne restent plus sur « En attente des données… ».',
        'Par sécurité, les adresses que vous saisissez dans le CMS, comme celles des flux d’actualités, ne peuvent toujours pas atteindre le réseau du serveur lui-même.',
        'Les alertes et les messages atteignent désormais les écrans dès qu’ils commencent ou se terminent ; auparavant, l’un d’eux pouvait arriver jusqu’à 15 secondes en retard.',
        'Les écrans se reconnectent environ cinq fois plus vite après un redémarrage du serveur ou une coupure réseau, et une diffusion immédiate vers un grand groupe atteint chaque écran aussi vite qu’une republication.',
        'Un changement envoyé à des milliers d’écrans à la fois, comme une diffusion immédiate vers un grand groupe, charge désormais beaucoup moins le serveur et arrive un peu plus tôt. Quand plusieurs serveurs partagent une base de données, les écrans de chacun reçoivent le changement aussi vite que ceux du serveur où il a été fait.',
        'Un fichier importé qui était en cours de traitement lors d’un redémarrage du serveur est désormais prêt en quelques secondes au lieu d’une minute environ.',
        'Les pages du CMS s’ouvrent plus vite : le navigateur a moins à charger avant d’afficher la première page.',
        'Un serveur sur la base de données intégrée utilise nettement moins de mémoire, au repos comme lorsque beaucoup de personnes et d’écrans sont actifs, et répond aussi vite qu’avant.',
      ],
    },
    {
      heading: 'Connexion avec Google et photos de stock',
      paragraphs: [],
      bullets: [
        'Connexion avec Google sur la page de connexion : un compte avec la même adresse vérifiée se connecte ; une nouvelle adresse complète le reste de l’inscription (organisation, ville, conditions) et obtient une organisation d’essai avec l’adresse déjà vérifiée. Le bouton n’apparaît que lorsque l’administrateur du serveur a configuré la connexion avec Google.',
        'Photos de stock dans Mes médias : cherchez dans Unsplash et Pexels, parcourez les résultats et importez une photo dans le dossier où vous êtes ; le crédit du photographe est gardé avec l’élément et affiché dans ses détails. Chaque service est proposé dès que l’administrateur du serveur a ajouté sa clé.',
        '« Suggérer » de l’assistant IA se trouve aussi sous la description et les consignes d’une alerte et sous le texte d’un message.',
      ],
    },
    {
      heading: 'L’assistant IA',
      paragraphs: [],
      bullets: [
        'Dans l’éditeur de diapositives, « Suggérer » sur un élément de texte donne 5 options pour un crédit IA : des titres, une version plus courte, plus chaleureuse ou plus formelle, des traductions en anglais, espagnol, français ou suédois, ou le texte d’une diapositive à partir d’une courte idée.',
        'Pour les propriétaires et les administrateurs dont la licence inclut l’assistant IA ; le crédit est rendu quand l’assistant ne peut pas répondre, et à court de crédits un lien mène à la page de la licence.',
        'Les auto-hébergeurs connectent n’importe quel service compatible OpenAI, hébergé ou sur leur propre réseau (AI_BASE_URL, AI_MODEL, AI_API_KEY) ; sans lui, l’assistant est masqué.',
      ],
    },
    {
      heading: 'Contacter l’assistance',
      paragraphs: [],
      bullets: [
        'Écrivez à l’assistance depuis Aide › Contact : choisissez le sujet, un objet et votre message. Il est envoyé à l’adresse d’assistance de votre organisation, d’une organisation parente ou de cette installation, avec votre organisation, vos nom, adresse e-mail et rôle ; vous en recevez une copie et les réponses vous parviennent directement.',
        'Les messages qui disent « contactez l’assistance » (limites d’utilisateurs et d’écrans d’une licence, écran qui ne s’associe pas) renvoient au formulaire.',
        'Chaque personne peut envoyer jusqu’à 5 messages par heure.',
      ],
    },
    {
      heading: 'Statistiques d’utilisation',
      paragraphs: [],
      bullets: [
        'Des statistiques d’utilisation pour les propriétaires et les administrateurs dont la licence les inclut : temps en ligne par écran, diffusions et durée de diffusion par playlist, diapositive, média, écran et groupe, contenu créé et publié, connexions et stockage par rapport à la licence.',
        'Des filtres pour les 7 derniers jours, les 30 derniers jours ou votre propre période (jours dans le fuseau horaire de votre organisation), les écrans et groupes, les playlists et, pour une organisation parente, une sous-organisation qu’elle gère ; les filtres sont gardés dans l’adresse de la page, pour mettre un rapport en favori ou le partager.',
        'Un graphique par type d’utilisation, lisible aussi sous forme de tableau, des totaux, et des lignes triées selon n’importe quel chiffre, 10, 25, 50 ou 100 par page.',
        'Le rapport complet se télécharge en CSV ou en rapport de diffusion PDF ; les chiffres s’actualisent chaque minute tant que la période inclut aujourd’hui.',
      ],
    },
    {
      heading: 'Alertes, intégrations et messages',
      paragraphs: [],
      bullets: [
        "Les alertes prennent aussitôt la main sur les écrans choisis, en plein écran, avec un design clair pour chaque type, un texte de grande taille adapté aux écrans en paysage comme en portrait, et un son facultatif ; les écrans reprennent leur programmation dès la fin de l'alerte.",
        "Les alertes diffusées se terminent d'elles-mêmes après leur durée, les alertes continues restent jusqu'à leur désactivation ; un écran qui a perdu sa connexion termine quand même l'alerte à l'heure, et un écran qui se reconnecte récupère d'abord l'alerte en cours.",
        "Chaque alerte affiche son historique et, pour chaque écran visé, s'il a confirmé l'affichage.",
        "Intégrations : déclenchez et arrêtez des alertes depuis un autre système avec une adresse secrète, ou envoyez des messages Common Alerting Protocol (CAP 1.2) depuis les systèmes d'alerte publics.",
        "Messages : un bandeau défilant ou une bannière par-dessus le contenu en cours, en haut ou en bas, d'une heure de début à une heure de fin ou jusqu'à leur arrêt.",
      ],
    },
    {
      heading: 'État des écrans',
      paragraphs: [],
      bullets: [
        'Alertes hors ligne : choisissez qui reçoit un e-mail quand un écran est hors ligne depuis plus longtemps que la durée choisie (de 15 minutes à 48 heures), puis quand il revient. Chaque personne reçoit un e-mail par incident et, quand tout un site tombe, un seul récapitulatif au lieu d’un e-mail par écran.',
        'Le tableau de bord liste les écrans hors ligne, les plus anciens d’abord, avec depuis quand ; chaque écran montre toujours ce qu’il diffuse et la version qu’il a confirmée.',
        'La page d’un écran montre sa dernière capture avec l’heure où elle a été prise, et en prend une nouvelle à la demande.',
      ],
    },
    {
      heading: 'Tâches de fond sur plusieurs serveurs',
      paragraphs: [],
      bullets: [
        'Une installation peut fonctionner sur plusieurs serveurs qui partagent une base de données : chaque fichier importé et chaque e-mail sont traités par un seul serveur, et si un serveur s’arrête, un autre termine son travail en moins d’une minute.',
        'Un e-mail que le serveur de messagerie continue de refuser est réessayé pendant trois jours au plus, puis marqué en échec.',
        'Le propriétaire et les administrateurs de l’organisation de la plateforme reçoivent un e-mail, et une entrée dans son journal d’activité, quand un e-mail n’a pas pu être remis ou que le stockage du serveur est plein : au plus un de chaque type par heure.',
      ],
    },
    {
      heading: 'Le journal d’activité',
      paragraphs: [],
      bullets: [
        'Une cloche dans la barre du haut compte les nouveautés depuis votre dernier passage et se met à jour toutes les 10 secondes.',
        'Le journal d’activité montre qui a fait quoi sur quel objet, le plus récent d’abord, avec des liens vers ce qui existe encore.',
        'Propriétaires et administrateurs voient toute l’organisation ; les autres rôles voient leurs propres actions et ce avec quoi leur rôle travaille. Une organisation parente lit le journal d’une sous-organisation qu’elle gère ; les changements faits par accès délégué nomment les deux organisations.',
        'Filtres par type, personne, objet et dates ; 10, 25, 50 ou 100 entrées par page ; « Tout marquer comme lu ».',
      ],
    },
    {
      heading: 'Des widgets sur les diapositives',
      paragraphs: [],
      bullets: [
        'Météo : un lieu trouvé par son nom, Celsius ou Fahrenheit, conditions actuelles, maximum et minimum, prévisions sur 3 à 5 jours, vent et humidité.',
        "Actualités : les principaux articles d'un flux RSS 2.0 en liste, en bandeau défilant ou un par un, avec leurs images ; les autres types de flux sont refusés avec un message clair.",
        "Données de tableur : une cellule ou un petit tableau d'une feuille Google Sheets publique ou d'un CSV publié, synchronisés toutes les quelques minutes, ou d'un fichier CSV ou Excel importé.",
        'Facebook et Instagram : connectez une page, choisissez-la et affichez ses dernières publications avec leurs images (si votre hébergeur a configuré une application Meta).',
        'Une vidéo YouTube ou Vimeo à partir de son lien, sans le son par défaut.',
        'Codes QR pour une adresse web, un e-mail, un numéro de téléphone, un SMS, un événement, une carte de contact ou un réseau Wi-Fi, avec les limites de chaque type vérifiées pendant la saisie.',
        "Une horloge avec la date du lieu où se trouve l'écran, et un compte à rebours jusqu'à un moment.",
        'Les cartes de menu peuvent désormais être ajoutées et modifiées : catégories, plats avec prix, devise, trois présentations, réorganisation par glisser-déposer ou au clavier, et import depuis un fichier CSV.',
        "Chaque widget existe en quatre thèmes et quatre tailles de texte. Tous les écrans qui affichent le même widget affichent les mêmes données, et un écran qui perd sa connexion garde les dernières données, marquées de l'heure de leur récupération.",
      ],
    },
    {
      heading: 'Les écrans montrent ce que vous concevez, et une plateforme plus solide',
      paragraphs: [],
      bullets: [
        'Les diapositives sont identiques dans l’éditeur, dans les aperçus et sur toutes les tailles d’écran : le texte en gras et en italique utilise partout les vraies variantes de la police, et les menus gardent leur interligne.',
        'Un écran dont les polices n’ont pas pu être chargées affiche un avertissement sur sa page et une icône dans la liste des écrans ; ses diapositives utilisent en attendant une police de remplacement.',
        'Des changements de diapositive plus fluides sur les lecteurs lents, et un lecteur redémarré affiche sa première diapositive depuis son cache même quand le serveur est injoignable.',
        'La recherche de playlists fonctionne dans chaque onglet (Mes playlists, Partagées, Stock et favoris) ; les formats d’image s’écrivent 16:9 ou 16/9, et les formats impossibles sont refusés avec un message clair.',
        'Les fichiers importés, les e-mails et les preuves de diffusion ne sont plus perdus quand le disque est plein, que le serveur de messagerie ou la base de données est en panne, ou que le serveur s’arrête brutalement. Les e-mails partent dès que le serveur de messagerie revient.',
        'Les nombreuses personnes qui travaillent depuis un même bâtiment, comme une école ou un bureau, ne sont plus freinées par une limite prévue pour une seule personne. Les tentatives de deviner un mot de passe ou un code d’appairage restent limitées, même envoyées en nombre à la fois.',
      ],
    },
    {
      heading: 'Rattachement par domaine et transfert de contenu',
      paragraphs: [],
      bullets: [
        'Rattachement par domaine dans l’onglet Infos de l’organisation : les personnes qui s’inscrivent avec le domaine e-mail de l’organisation la rejoignent comme créateurs de contenu, immédiatement ou après approbation.',
        'Page Utilisateurs : une colonne Type (standard ou par domaine), un avis quand des personnes attendent une approbation, et une confirmation avant de refuser une demande.',
        "Transférer le contenu d’une sous-organisation vers son organisation parente, ou une autre organisation, sans la supprimer (onglet 'Déplacer et transférer').",
        "L’étape 'Invitez votre équipe' du tableau de bord est terminée dès qu’un deuxième utilisateur existe.",
        'Chaque offre de licence indique si elle inclut les statistiques d’utilisation, comme pour les autres options de licence.',
        'L’aide, les notes de version et le manuel d’utilisation décrivent ce qui existe aujourd’hui.',
      ],
    },
    {
      heading: 'Médias, playlists, écrans et organisations',
      paragraphs: [],
      bullets: [
        'Médiathèque : images, GIF, vidéos, PDF et audio avec miniatures, dossiers, tags, recherche, partage et stock pour les sous-organisations.',
        'Playlists, modèles et éditeur de diapositives : texte, images, vidéos, formes et sites web en calques, animations, interactions, annuler et rétablir, enregistrement automatique, aperçu, publication et attribution.',
        'Écrans : association par un code à 4 chiffres, groupes, programmations avec répétition, diffusion immédiate, aperçu en direct ; le lecteur fonctionne hors ligne et reçoit les modifications immédiatement.',
        'Organisations : sous-organisations avec leurs propres licences, utilisateurs et habillage ; gestion des utilisateurs avec invitations et rôles ; licences avec limites, modules, crédits et prix ; usurpation d’identité avec le consentement du propriétaire.',
      ],
    },
    {
      heading: 'Fondations',
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
        'Base de données intégrée dans DATA_DIR par défaut ; DATABASE_URL pour PostgreSQL. La base de données est mise à jour automatiquement au démarrage.',
        "E-mails via SMTP_URL et MAIL_FROM, sinon dans le journal du serveur et une boîte d'envoi. PUBLIC_URL définit l'adresse des liens envoyés par e-mail.",
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: "Manuel d'utilisation",
  intro: 'Les idées qui sous-tendent Signage et la façon dont ses parties s’articulent.',
  sections: [
    {
      heading: 'Ce que fait Signage',
      paragraphs: [
        "Signage est une plateforme d'affichage dynamique open source, que vous pouvez héberger vous-même. Les organisations conçoivent des playlists de diapositives dans un éditeur web, gèrent une médiathèque, associent des écrans, programment et publient du contenu, diffusent des alertes d'urgence et gèrent des sous-organisations, des utilisateurs, des licences et leur image de marque.",
      ],
    },
    {
      heading: 'Webhooks',
      paragraphs: [
        'Les propriétaires et administrateurs relient Signage à leurs autres systèmes (un outil de supervision, un système de tickets, un canal de discussion) dans l’onglet Webhooks de l’organisation. Ajoutez l’adresse HTTPS de votre système et choisissez les événements : un écran se déconnecte ou est de nouveau en ligne, une alerte démarre ou se termine, une playlist est publiée, un fichier envoyé est prêt ou n’a pas pu être traité, et un résumé quotidien des diffusions. Signage envoie alors chaque événement sous forme de requête POST avec un corps JSON.',
        'Lorsque vous ajoutez un webhook, Signage affiche son secret de signature une seule fois : copiez-le dans votre système. Chaque requête porte un en-tête Signage-Signature (t=heure,v1=signature) : votre système calcule le HMAC-SHA256 de l’heure, d’un point et du corps exact avec le secret, le compare à v1 et refuse les requêtes de plus de cinq minutes. L’en-tête Signage-Event-Id reste le même si une requête est renvoyée : votre système peut ignorer les doublons. « Nouveau secret » remplace aussitôt le secret.',
        'Répondez avec un statut de réussite (2xx) en moins de 10 secondes. Sinon, Signage réessaie plus tard, en attendant un peu plus à chaque fois, pendant environ une demi-journée. « Envoyer un événement de test » vérifie la connexion ; le journal des envois montre chaque tentative avec son heure, son résultat et sa durée pendant 30 jours, et « Renvoyer » relance un envoi qui a échoué. Si tous les envois échouent pendant trois jours, le webhook est désactivé et les propriétaires et administrateurs en sont informés par e-mail et dans le journal d’activité.',
      ],
      bullets: [
        'Seules les adresses publiques d’internet sont acceptées : les adresses d’un réseau privé ou local sont refusées, y compris si l’adresse change plus tard.',
        'Les événements d’écran déconnecté et de retour en ligne suivent les paramètres de notification hors ligne de l’organisation.',
        'Une alerte qui se termine d’elle-même à la fin de sa durée envoie « Une alerte se termine » en 15 secondes environ ; approuver une modification de playlist envoie « Une playlist est publiée », comme une publication directe ; un fichier envoyé qui ne peut pas être traité, même après plusieurs essais, envoie « Un fichier envoyé n’a pas pu être traité ».',
      ],
    },
    {
      heading: 'Organisations et sous-organisations',
      paragraphs: [
        'Chaque utilisateur appartient à une organisation, et les organisations forment une arborescence. L’organisation de la plateforme, au sommet, est créée par le premier compte d’une nouvelle installation ; les organisations qui s’inscrivent ensuite deviennent ses sous-organisations, et toute organisation peut avoir les siennes, comme un siège et ses agences. Le fil d’Ariane montre le chemin depuis le sommet jusqu’à l’endroit où vous êtes.',
        'Quand la licence le permet, une organisation parente ajoute, modifie, déplace et supprime des sous-organisations et gère leurs licences et leur habillage (logo, arrière-plan, couleurs, titre du site), pour ses enfants directs ou pour tous les niveaux inférieurs. Une organisation qui a des sous-organisations ne peut pas être supprimée ; la suppression se confirme en tapant delete, et ses données passent à l’organisation parente ou sont supprimées. Le contenu d’une sous-organisation peut aussi être transféré à son organisation parente, ou à une autre organisation, sans rien supprimer. Une organisation parente peut demander un accès délégué à une sous-organisation directe (usurpation d’identité) ; le propriétaire de celle-ci l’accepte ou le refuse, et un bandeau s’affiche tant qu’il est actif.',
        "Les propriétaires et administrateurs choisissent le fuseau horaire de l'organisation dans son onglet Infos (une liste avec recherche). Les statistiques d'utilisation comptent les jours calendaires dans ce fuseau ; un changement s'applique aux jours suivants.",
      ],
    },
    {
      heading: 'Rôles',
      paragraphs: [
        'Chaque utilisateur a l’un des cinq rôles ; tous peuvent utiliser le tableau de bord, l’aide et leur propre compte.',
        'Le propriétaire a un contrôle total sur les utilisateurs, le contenu et les écrans, et il est le seul à pouvoir ajouter des administrateurs.',
        'Un administrateur gère le contenu et les écrans, voit les utilisateurs et les organisations, et ajoute ou supprime du personnel, des gestionnaires d’écrans et des créateurs de contenu, mais ne peut pas ajouter ni supprimer d’autres administrateurs.',
        'Le personnel modifie le contenu et les écrans mais ne gère pas les utilisateurs. Un gestionnaire d’écrans (gestionnaire d’appareils) gère les écrans et les groupes et attribue uniquement des playlists partagées. Un créateur de contenu gère uniquement le contenu : médias, playlists et modèles.',
        'Le propriétaire et vous-même ne pouvez pas être supprimés ; les données d’un utilisateur supprimé sont transférées au propriétaire ou supprimées. Les alertes et les intégrations sont réservées aux propriétaires et aux administrateurs ; les messages aux propriétaires, administrateurs, membres du personnel et gestionnaires d’écrans. Les statistiques d’utilisation sont réservées aux propriétaires et aux administrateurs dont la licence les inclut ; de même pour l’assistant IA.',
      ],
    },
    {
      heading: 'Authentification unique',
      paragraphs: [
        'Les propriétaires et administrateurs peuvent permettre aux membres de leur organisation de se connecter via le fournisseur d’identité de l’organisation (OpenID Connect : Microsoft Entra ID, Okta, Google Workspace, Keycloak et d’autres). Ouvrez Organisations, votre organisation, l’onglet Infos, puis Authentification unique.',
        'Enregistrez d’abord une application auprès de votre fournisseur d’identité avec l’URI de redirection affiché dans les réglages. Saisissez ensuite l’URL de l’émetteur du fournisseur, l’ID client et le secret client qu’il vous a donnés, et les domaines de messagerie de votre organisation. Un domaine ne peut appartenir qu’à une seule organisation, et ce doit être un domaine déjà utilisé par des membres de votre organisation.',
        'Votre fournisseur d’identité peut aussi utiliser SAML 2.0. Choisissez SAML 2.0 sous Protocole. Les réglages affichent alors l’ID d’entité, l’URL ACS et l’URL des métadonnées de Signage, chacun avec un bouton de copie : créez avec eux une application SAML chez votre fournisseur d’identité. Indiquez-nous ensuite l’URL des métadonnées de votre fournisseur, collez ses métadonnées, ou saisissez son URL de connexion et son certificat de signature. Le fournisseur doit signer ses assertions et envoyer l’adresse e-mail comme NameID ou dans un attribut que vous nommez. Les rôles viennent d’un attribut avec des règles, comme pour le claim de rôle.',
        'Avec une URL de métadonnées, Signage relit chaque jour les métadonnées de votre fournisseur d’identité : un nouveau certificat de signature est pris en compte sans enregistrer à nouveau. Les réglages indiquent la date de la dernière lecture. Si la dernière tentative a échoué, ils en donnent la raison et continuent d’utiliser le certificat enregistré ; choisissez Actualiser maintenant pour relire tout de suite, par exemple juste après le changement de certificat chez votre fournisseur d’identité.',
        'Les personnes qui se connectent pour la première fois reçoivent un compte avec le rôle choisi. Si votre fournisseur d’identité envoie des groupes ou des rôles, indiquez ce claim et ajoutez des règles qui transforment une valeur en rôle ; le rôle le plus élevé qui correspond s’applique. Le fournisseur d’identité ne peut jamais rendre quelqu’un propriétaire.',
        'Sur la page de connexion, les personnes choisissent « Se connecter par authentification unique » et saisissent leur adresse professionnelle ou votre domaine. Avec « Authentification unique uniquement », vos collègues ne peuvent plus se connecter ni réinitialiser un mot de passe avec un mot de passe. Le propriétaire garde toujours un mot de passe, pour pouvoir entrer même si le fournisseur d’identité est indisponible : ouvrez la page de connexion avec ?password=1 à la fin de son adresse.',
        'Une connexion via votre fournisseur d’identité compte comme second facteur : activez l’authentification multifacteur chez le fournisseur d’identité.',
      ],
    },
    {
      heading: 'Licences et essais',
      paragraphs: [
        'Chaque organisation a une licence : une offre avec un nombre d’écrans et d’utilisateurs, une durée de validité, une limite d’écrans interactifs et des modules. Les offres comprennent l’essai, l’accès complet, le sur-mesure, et l’appareil unique ou le site pour 1, 3 ou 5 ans ; les limites peuvent être illimitées. Les organisations parentes gèrent les licences de leurs sous-organisations : limites, prolongation, modules, crédits et prix.',
        'Les organisations qui s’inscrivent reçoivent un essai de 30 jours, par défaut pour 2 écrans et 3 utilisateurs, qui peut être prolongé une fois de 30 jours. Une licence est en essai, en démo, active, bientôt expirée ou expirée. Une licence expirée met l’organisation en lecture seule : les administrateurs voient comment la renouveler, les autres sont invités à contacter leur administrateur.',
      ],
    },
    {
      heading: 'Médiathèque',
      paragraphs: [
        'La médiathèque contient des images (JPG, PNG, SVG), des GIF et des PDF jusqu’à 100 Mo, des vidéos (MP4, WebM) jusqu’à 250 Mo, de l’audio (MP3, WAV) jusqu’à 25 Mo, et des modèles. Les fichiers sont rangés dans des dossiers et avec des tags, et retrouvés par la recherche ; les PDF se consultent page par page.',
        'Chaque type a trois sections. Mes médias : seul le créateur peut ouvrir les médias non partagés. Partagés : disponibles pour toute votre organisation. Stock : proposés par une organisation parente à des sous-organisations choisies ou à toute la plateforme, y compris les futures sous-organisations. Les médias utilisés par du contenu publié ne peuvent pas être supprimés. Des photos gratuites d’Unsplash et de Pexels peuvent être recherchées et importées dans Mes médias quand le serveur a leurs clés ; chacune garde son crédit (photographe et service). Les designs de votre propre compte Canva peuvent être importés en image ou en PDF quand le serveur a Canva et que votre licence l’inclut.',
      ],
    },
    {
      heading: 'Playlists, diapositives et publication',
      paragraphs: [
        'Une playlist est une suite ordonnée de diapositives, chacune affichée pendant sa propre durée, dans un format d’image : paysage 16:9, 16:10 ou 4:3, portrait 9:16, 10:16 ou 3:4, ou personnalisé. L’éditeur place du texte, des images, des vidéos, des formes et des sites web en calques, avec animations, interactions, modèles, aperçu, et annuler et rétablir ; les modifications sont enregistrées automatiquement. Une diapositive entre avec sa transition (fondu, poussée, zoom ou balayage) ; les animations de ses objets commencent une fois la transition terminée (leur « Commencer après » se compte à partir de là), et les animations de sortie se terminent avec la diapositive ; la diapositive qui s’en va garde sa dernière image pendant que la suivante arrive (sa vidéo se met en pause, ses effets s’arrêtent). Les widgets ajoutent du contenu en direct : la météo, les actualités d’un flux RSS 2.0, des codes QR, une horloge, un compte à rebours, des données de tableur, les publications Facebook et Instagram, des vidéos YouTube et Vimeo et des cartes de menu, chacun dans l’un de quatre thèmes et quatre tailles de texte. Tous les écrans qui affichent un widget affichent les mêmes données ; un écran qui perd sa connexion garde les dernières données et indique quand elles ont été récupérées.',
        'Les playlists se trouvent dans Mes playlists, Partagées et Stock, avec dossiers et favoris. Une playlist partagée est modifiée par une seule personne à la fois ; tant qu’elle est verrouillée, elle indique qui la modifie.',
        'Une playlist doit être publiée avant d’être attribuée. Toute modification des diapositives, des durées, des animations ou du format la dépublie jusqu’à sa republication ; les écrans continuent de diffuser la dernière version publiée. Attribuez-la à un écran ou à un groupe pour la diffuser maintenant ou selon une programmation : les écrans la reçoivent immédiatement, et un écran hors ligne la reçoit dès qu’il se reconnecte. Vous pouvez l’attribuer où que vous soyez : juste après la publication (sans écran, saisissez sur place le code affiché par l’écran et choisissez Attribuer : l’écran est ajouté et la playlist lui est attribuée), depuis le menu d’une playlist publiée (Attribuer à des écrans) et depuis le menu ou la page d’un écran ou d’un groupe (Attribuer une playlist, avec ce qui y est diffusé déjà sélectionné).',
      ],
    },
    {
      heading: 'La superposition de la playlist',
      paragraphs: [
        'Une playlist peut avoir une superposition : des éléments affichés au-dessus de chacune de ses diapositives, comme un logo, une horloge ou un bandeau défilant. Vous la modifiez dans l’éditeur de playlist, sous « Superposition », avec les mêmes éléments, widgets et outils qu’une diapositive, et annuler et rétablir fonctionnent comme d’habitude. Pendant que vous modifiez la superposition, la diapositive actuelle apparaît estompée en dessous ; pendant que vous modifiez une diapositive, la superposition apparaît estompée par-dessus et ne peut pas être sélectionnée. Les miniatures et l’aperçu l’incluent. Sur les écrans, la superposition reste en place quand les diapositives changent : une horloge, un bandeau défilant ou une vidéo continuent de tourner ; elle s’affiche sous les messages et les alertes et fonctionne hors ligne comme le reste de la playlist. Ses éléments n’utilisent pas d’animations. La superposition nécessite au moins deux diapositives : avec une seule, l’entrée Superposition est désactivée, et supprimer des diapositives jusqu’à n’en garder qu’une retire la superposition. Modifier la superposition dépublie la playlist jusqu’à la prochaine publication.',
      ],
    },
    {
      heading: 'Afficher à partir du et afficher jusqu’au',
      paragraphs: [
        'Une diapositive ou une playlist entière peut avoir un début et une fin : dans l’éditeur de playlist, choisissez le bouton calendrier sous une diapositive, ou Afficher du / jusqu’au en haut pour la playlist. Les dates et heures sont lues dans le fuseau horaire de chaque écran : 18:00 signifie 18:00 là où se trouve l’écran. Laissez un champ vide pour ne fixer aucune limite.',
        'En dehors de cette période, les écrans sautent la diapositive, même hors ligne. Une playlist en dehors de sa période, ou dont toutes les diapositives sont en dehors de la leur, est aussi sautée : l’écran diffuse ce qui suit dans sa programmation (le contenu de son groupe ou l’écran de veille), comme si rien n’était programmé. Une modification s’applique aux écrans immédiatement ; inutile de republier.',
        'La liste des diapositives indique Programmée pour celles qui n’ont pas encore commencé et Expirée pour celles qui sont terminées. Sur la page d’un écran, Ce qui est diffusé, quand et pourquoi indique quelle playlist ou diapositive est sautée et pourquoi. Le tableau de bord liste le contenu publié qui cesse de s’afficher dans les 3 prochains jours, et le journal d’activité le note une fois par élément.',
      ],
    },
    {
      heading: 'Écrans et association',
      paragraphs: [
        "Un écran exécute le lecteur à l’adresse /player/ de votre installation, dans tout navigateur capable de passer en plein écran : un navigateur en mode kiosque sur un Raspberry Pi, une WebView Android ou le navigateur d’une télévision connectée. Le lecteur affiche un code d’association à 4 chiffres, valable 10 minutes ; saisissez-le dans Écrans. Les nouveaux écrans s’appellent 'Écran' suivi d’un numéro jusqu’à ce qu’ils soient renommés.",
        'Un ordinateur sous Debian ou un Raspberry Pi peut devenir un écran autonome en une seule commande, donnée dans le guide de l’administrateur (docs/player.md) : `curl -fsSL https://<votre serveur>/player/kiosk/install.sh | sudo bash -s -- --url https://<votre serveur>/player/`. Le lecteur démarre alors en plein écran à chaque mise sous tension et redémarre s’il s’arrête ou se fige.',
        'Le lecteur continue de diffuser hors ligne. Un écran est actif, en mise à jour, hors ligne ou inactif ; le tableau de bord et l’aperçu en direct l’indiquent. Quand un changement part vers des milliers d’écrans à la fois, chaque écran l’affiche aussitôt, et sa confirmation dans le CMS peut suivre quelques secondes plus tard. Les écrans peuvent être rangés dans des groupes imbriqués et rendus interactifs dans la limite de la licence.',
      ],
    },
    {
      heading: 'État des écrans',
      paragraphs: [
        'Un écran est considéré hors ligne quand il n’a donné aucune nouvelle depuis une minute ; il est indiqué hors ligne depuis ses dernières nouvelles, ou depuis son association s’il ne s’est jamais connecté. Un écran désactivé n’est jamais hors ligne.',
        'Avec les alertes activées, les personnes choisies reçoivent un e-mail quand un écran est hors ligne depuis plus longtemps que le seuil de l’organisation, et un autre quand il revient si l’organisation l’a demandé. Plusieurs écrans qui tombent en même temps donnent un seul e-mail par personne qui les liste (les 50 premiers par leur nom). Les heures de l’e-mail suivent le fuseau horaire de l’organisation et la langue du lecteur. Désactiver les alertes, désactiver ou retirer un écran clôt son incident sans e-mail.',
      ],
    },
    {
      heading: 'Programmations',
      paragraphs: [
        'Les entrées de programmation appartiennent à un écran ou à un groupe. Chacune a une playlist, un début et une fin (ou toute la journée), et peut se répéter tous les quelques jours, semaines (les jours choisis), mois ou années : indéfiniment, jusqu’à une date ou un nombre de fois. Le début doit précéder la fin. Les heures suivent le fuseau horaire de l’écran, et le calendrier montre ce qui est diffusé, quand et pourquoi.',
      ],
    },
    {
      heading: 'Ce que diffuse un écran',
      paragraphs: ['Un écran diffuse le premier élément de cette liste qui s’applique :'],
      bullets: [
        'sa propre playlist en diffusion immédiate ;',
        'sa propre entrée de programmation active en ce moment ;',
        'la playlist en diffusion immédiate de son groupe le plus proche, puis la programmation de ce groupe, puis de même pour chaque groupe plus haut ;',
        'sinon, un écran de veille aux couleurs de votre organisation.',
        'Si des entrées du même niveau se chevauchent, celle qui a commencé le plus tard l’emporte.',
      ],
    },
    {
      heading: 'Alertes et messages',
      paragraphs: [
        "Une alerte passe avant tout ce que diffuse un écran : tant qu'elle est en cours, les écrans visés l'affichent en plein écran, et quand elle se termine ils affichent exactement ce que prévoit leur programmation à ce moment. Si plusieurs alertes sont en cours, un écran affiche la plus récente ; les autres reviennent quand elle se termine. Une alerte est active ou désactivée et ne peut être supprimée que désactivée ; une intégration est activée ou désactivée et ne peut être supprimée que désactivée. Les options d'alertes et de messages de votre licence décident si ces pages apparaissent.",
        "Les messages s'affichent par-dessus le contenu et sous toute alerte : au plus un en haut et un en bas de l'écran ; s'il y en a plusieurs, le plus récent s'affiche.",
      ],
    },
    {
      heading: 'Utilisateurs et rattachement par domaine',
      paragraphs: [
        'Les propriétaires et les administrateurs ajoutent des utilisateurs dans la limite d’utilisateurs de la licence : la personne définit son mot de passe par un lien envoyé par e-mail, et l’invitation peut être renvoyée. La suppression d’utilisateurs transfère leurs données au propriétaire ou les supprime.',
        'Chaque utilisateur a un type : standard (invité, ou la personne qui a inscrit l’organisation) ou par domaine (a rejoint l’organisation par son domaine e-mail). Quand le rattachement par domaine est activé, dans l’onglet Infos de l’organisation, les personnes qui s’inscrivent avec une adresse de ce domaine rejoignent l’organisation comme créateurs de contenu au lieu de créer leur propre organisation, immédiatement ou après l’approbation d’un propriétaire ou d’un administrateur sur la page Utilisateurs.',
        'Les statistiques d’utilisation (propriétaires et administrateurs, si la licence les inclut) montrent ce que les écrans ont diffusé, combien de temps ils ont été en ligne, le contenu créé, les connexions et le stockage, avec des rapports CSV et PDF : voir la page d’aide Statistiques d’utilisation.',
      ],
    },
    {
      heading: 'Le journal d’activité',
      paragraphs: [
        'Tout ce que l’on modifie est enregistré : qui l’a fait, quand et sur quel objet. Le journal d’activité, ouvert par la cloche de la barre du haut, le présente en phrases dans votre langue, le plus récent d’abord ; les entrées nouvelles pour vous restent mises en évidence jusqu’à « Tout marquer comme lu ». Vos propres actions ne comptent jamais comme nouvelles, et les connexions n’apparaissent que si vous les demandez.',
        'Propriétaires et administrateurs voient tout dans leur organisation. Le personnel, les gestionnaires d’écrans et les créateurs de contenu voient leurs propres actions et ce avec quoi leur rôle travaille : écrans et programmation, ou contenus et médias qu’ils peuvent ouvrir. Une organisation parente qui gère une sous-organisation peut lire son journal ; les changements faits par accès délégué indiquent les deux organisations. Seul le propriétaire voit l’adresse internet d’où venait une action.',
      ],
    },
    {
      heading: 'Votre compte',
      paragraphs: [
        'Sur la page Compte, vous modifiez votre nom, votre adresse e-mail (confirmée par un lien envoyé à la nouvelle adresse) et votre mot de passe, lisez le CLUF et la politique de confidentialité, et choisissez votre langue. Paramètres contient votre langue et vos sessions actives, où vous pouvez déconnecter les autres navigateurs. Signage vérifie votre session toutes les 10 secondes ; si elle a pris fin, vous revenez à la page de connexion.',
        'Le tableau de bord est votre page d’accueil : les premiers pas (confirmer votre e-mail, compléter votre profil, choisir votre langue, inviter votre équipe, ajouter un écran, créer du contenu), votre licence et une vue en direct de vos écrans.',
      ],
    },
    {
      heading: 'Langues',
      paragraphs: [
        "Signage est disponible en anglais, espagnol, français et suédois. Au départ, il suit la langue de votre navigateur si elle est prise en charge, sinon l'anglais. Changez-la depuis la barre supérieure, Paramètres ou Compte ; votre choix est enregistré avec votre compte.",
      ],
    },
    {
      heading: 'Jetons d’API',
      paragraphs: [
        'Un jeton d’API permet à un script ou à un autre système d’utiliser l’API de votre organisation sans le mot de passe de quiconque. Les propriétaires et les administrateurs les créent dans Organisations → votre organisation → Jetons d’API : donnez un nom au jeton, choisissez ses portées et sa date d’expiration (après 30, 90 ou 365 jours, ou à une date dans l’année). Le jeton n’est affiché qu’une fois, avec un bouton pour le copier : conservez-le en lieu sûr, car il ne peut plus être affiché.',
        'Les portées indiquent ce qu’un jeton peut faire : Lecture (voir les playlists, les médias, les écrans, les programmations et plus encore), Contenu (médias, playlists, diapositives, modèles et widgets), Écrans (écrans, groupes, programmations et attribution de playlists), Alertes et messages, et Utilisateurs. Un jeton ne fait jamais plus que le rôle de la personne qui l’a créé : si le rôle de cette personne est abaissé, le jeton l’est aussi, et si elle est supprimée ou quitte l’organisation, ses jetons cessent de fonctionner.',
        'Un jeton ne fonctionne que dans sa propre organisation. Il ne peut jamais gérer les jetons d’API, se connecter, modifier un compte ou un mot de passe, acheter ou modifier des licences, ni modifier les paramètres de l’organisation. La liste indique qui a créé chaque jeton, quand il expire, et quand et d’où il a été utilisé pour la dernière fois ; Révoquer arrête un jeton immédiatement. La création et la révocation d’un jeton figurent dans le journal d’activité.',
        'Pour utiliser un jeton, envoyez-le dans l’en-tête Authorization sous la forme « Bearer » suivi du jeton. La documentation pour les développeurs (docs/api-tokens.md) contient un court script d’exemple qui importe une image, la place sur une diapositive et l’affiche sur un écran.',
        'Dans le journal d’activité, ce qui a été fait avec un jeton apparaît comme fait par la personne qui l’a créé, via ce jeton, par exemple : Ana, via le jeton d’API CI deploy, a publié la playlist Lobby.',
      ],
    },
  ],
};

const stats: HelpContent['stats'] = {
  title: 'Statistiques d’utilisation',
  intro:
    'Ce que vos écrans ont diffusé, combien de temps ils ont été en ligne et comment votre organisation utilise Signage. Les statistiques d’utilisation sont réservées aux propriétaires et aux administrateurs dont la licence les inclut ; sinon, l’élément du menu est masqué.',
  sections: [
    {
      heading: 'Choisir ce qui est compté',
      paragraphs: [],
      bullets: [
        "Cochez un ou plusieurs types d’utilisation : temps en ligne, diffusions par playlist, par diapositive, par média, par écran et par groupe, contenu créé et publié, connexions et stockage. Au moins un type reste coché : décocher le dernier affiche « Sélectionnez au moins un type d'utilisation ».",
        'Choisissez les 7 derniers jours, les 30 derniers jours (aujourd’hui compris) ou une période personnalisée de 366 jours au plus.',
        'Limitez le rapport à certains écrans et groupes (un groupe inclut ses sous-groupes) ou à certaines playlists ; laissez-les vides pour tout inclure. Une organisation parente peut choisir une sous-organisation qu’elle gère.',
      ],
    },
    {
      heading: 'Jours et heures',
      paragraphs: [
        'Les jours sont comptés dans le fuseau horaire de votre organisation, affiché en haut de la page (par exemple « Heures de Europe/Stockholm »). Une période d’un jour est affichée par heure, les périodes plus longues par jour.',
      ],
    },
    {
      heading: 'Lire les chiffres',
      paragraphs: [],
      bullets: [
        'Chaque type d’utilisation a sa carte : ses totaux, un graphique et un tableau de lignes. « Afficher en tableau » présente les chiffres du graphique sous forme de tableau.',
        'Une diffusion est une diapositive affichée sur un écran ; la durée de diffusion est le temps passé à l’écran. Elles sont comptées à partir des rapports envoyés par les écrans, par lots environ une fois par minute : les plus récentes apparaissent en une minute ou deux.',
        'Le temps en ligne compte les minutes pendant lesquelles un écran était connecté ; la part en ligne rapporte ce temps à la partie écoulée de la période.',
        'Triez les lignes selon n’importe quel chiffre (du plus grand au plus petit) et choisissez 10, 25, 50 ou 100 lignes par page ; ce choix est mémorisé dans ce navigateur. Les noms renvoient à la playlist, à l’écran ou au groupe tant qu’il existe.',
        'Les chiffres s’actualisent chaque minute tant que la période inclut aujourd’hui ; l’heure de la dernière mise à jour est affichée en haut.',
      ],
    },
    {
      heading: 'Partager et télécharger',
      paragraphs: [],
      bullets: [
        'Les filtres font partie de l’adresse de la page : mettez-la en favori, ou envoyez-la à un collègue autorisé à ouvrir les statistiques, pour montrer le même rapport.',
        'Télécharger le CSV donne une section par type d’utilisation, pour les tableurs ; Télécharger le PDF donne un rapport de diffusion à envoyer aux annonceurs ou aux responsables. Les deux contiennent le rapport complet pour les types et filtres choisis, pas seulement les lignes affichées.',
      ],
    },
    {
      heading: 'Pas encore de chiffres ?',
      paragraphs: [],
      bullets: [
        'Les statistiques apparaissent dès que les écrans diffusent du contenu : appairez un écran et attribuez-lui une playlist publiée.',
        'Les rapports de diffusion détaillés sont conservés un temps limité ; les totaux par jour et par heure affichés sur la page sont conservés sans limite.',
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual, stats };

export default content;
