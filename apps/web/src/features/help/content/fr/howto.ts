import type { HelpContent } from '../types.ts';

export const howto: HelpContent['howto'] = {
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
