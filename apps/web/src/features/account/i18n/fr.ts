import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the account page and the legal texts' frame. */
const accountFr: Widen<typeof en> = {
  account: {
    title: 'Compte',
    sectionsLabel: 'Rubriques du compte',
    sections: {
      details: 'Informations',
      password: 'Mot de passe',
      security: 'Sécurité',
      eula: 'Contrat de licence',
      'privacy-policy': 'Confidentialité',
      language: 'Langue',
    },
    details: {
      profile: 'Profil',
      nameSaved: 'Votre nom a été enregistré.',
      role: 'Rôle',
      organization: 'Organisation',
      memberSince: 'Membre depuis le',
      lastLogin: 'Dernière connexion',
      emailTitle: 'Adresse e-mail',
      currentEmail: 'Adresse e-mail actuelle',
      emailHelp: 'Nous enverrons un lien de confirmation à la nouvelle adresse. Le changement prend effet dès que vous l’ouvrez.',
      passwordToConfirm: 'Votre mot de passe, pour confirmer le changement',
      changeEmail: 'Changer d’adresse e-mail',
      emailSent: 'Nous avons envoyé un lien de confirmation à {{email}}. Ouvrez-le pour terminer le changement.',
      pending: 'En attente de la confirmation de {{email}}. D’ici là, vous continuez à vous connecter avec votre adresse actuelle.',
      readOnly: 'Votre rôle et votre organisation sont gérés par les administrateurs de votre organisation.',
      ownerNote:
        'Vous êtes le propriétaire de cette organisation : vous gérez ses utilisateurs et leurs rôles sur la page Utilisateurs, et ses informations, adresses de support, licence et thème dans Organisations.',
    },
    password: {
      title: 'Changer de mot de passe',
      intro: 'Après le changement, vous restez connecté sur cet appareil.',
      submit: 'Changer de mot de passe',
      success: 'Votre mot de passe a été modifié.',
    },
    eula: {
      accepted: 'Vous avez accepté ce contrat le {{date}}.',
      acceptedNoDate: 'Vous avez accepté ce contrat.',
      notAccepted: 'Veuillez lire le contrat et l’accepter pour continuer à utiliser Signage.',
      accept: 'J’accepte le contrat',
      acceptedNow: 'Merci. Votre acceptation a été enregistrée.',
    },
    language: {
      title: 'Langue de l’interface',
      intro: 'Cette langue est utilisée dans l’interface et dans les e-mails que nous vous envoyons.',
      saved: 'Langue enregistrée.',
    },
  },
  legal: {
    eulaTitle: 'Contrat de licence utilisateur final',
    privacyTitle: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : {{date}}',
  },
};

export default accountFr;
