import type { HelpContent } from '../types.ts';

export const usermanual: HelpContent['usermanual'] = {
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
