import type { HelpContent } from '../types.ts';

export const stats: HelpContent['stats'] = {
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
