import type { HelpContent } from '../types.ts';

export const support: HelpContent['support'] = {
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
