import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the public pages: sign-in, sign-up and its verification, password reset, e-mail confirmation, authflow. */
const authFr: Widen<typeof en> = {
  login: {
    title: 'Connexion',
    subtitle: 'Bon retour parmi nous. Connectez-vous pour gérer vos écrans et vos contenus.',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    forgot: 'Mot de passe oublié ?',
    noAccount: 'Nouveau sur Signage ?',
    register: 'Créer un compte',
    registerTooltip: 'Commencez un essai gratuit de 30 jours',
    checkingSession: 'Vérification de votre session…',
  },
  google: {
    button: 'Se connecter avec Google',
    or: 'ou',
    title: 'Terminez votre inscription',
    subtitle:
      'Votre compte Google {{email}} est vérifié. Parlez-nous de votre organisation pour commencer votre essai gratuit de {{days}} jours.',
    working: 'Connexion avec Google…',
    submit: "Commencer l'essai",
    submitting: 'Création de votre compte…',
    back: 'Retour à la connexion',
  },
  register: {
    title: 'Créez votre compte',
    subtitle: 'Commencez votre essai gratuit de {{days}} jours. Aucune carte bancaire n’est nécessaire.',
    subtitleFirst:
      'C’est le premier compte de ce serveur : il crée l’organisation de la plateforme, dont vous devenez le propriétaire, sans période d’essai ni expiration.',
    organization: 'Votre organisation',
    account: 'Votre compte',
    location: 'Adresse',
    promoConsent: 'Recevoir par e-mail les nouveautés et conseils sur le produit',
    acceptTerms: 'J’accepte le <eula>contrat de licence utilisateur final</eula> et la <privacy>politique de confidentialité</privacy>',
    submit: 'Créer le compte',
    submitting: 'Création de votre compte…',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
    referenceHelp: 'Si un partenaire ou un revendeur vous a donné un code, saisissez-le ici.',
    csrfFailed: 'Le formulaire n’a pas pu être préparé. Veuillez recharger la page.',
  },
  verify: {
    title: 'Vérifiez votre adresse e-mail',
    subtitle: 'Nous avons envoyé un code à {{digits}} chiffres à votre adresse e-mail. Saisissez-le ci-dessous pour activer votre compte.',
    submit: 'Vérifier',
    submitting: 'Vérification…',
    resend: 'Envoyer un nouveau code',
    resendIn: 'Nouveau code possible dans {{seconds}} s',
    resent: 'Un nouveau code est en route. Consultez votre boîte de réception et vos courriers indésirables.',
    subtitleLog:
      'Aucun serveur de messagerie n’est configuré sur ce serveur : le code à {{digits}} chiffres a donc été écrit dans le journal du serveur (le terminal où il s’exécute). Saisissez-le ci-dessous pour activer votre compte.',
    resentLog: 'Un nouveau code a été écrit dans le journal du serveur.',
    successTitle: 'Adresse e-mail vérifiée',
    successText: 'Votre compte est actif. Connectez-vous pour commencer.',
    signIn: 'Se connecter',
    codeHelp: 'Le code est valable {{minutes}} minutes.',
  },
  approveUser: {
    title: 'Approuver un nouvel utilisateur',
    working: 'Approbation de l’utilisateur…',
    successTitle: 'Utilisateur approuvé',
    successText: '{{email}} peut désormais se connecter à votre organisation.',
    failureTitle: 'Échec de l’approbation',
    missing: 'Ce lien d’approbation est incomplet. Ouvrez à nouveau le lien reçu par e-mail.',
  },
  forgot: {
    title: 'Réinitialisez votre mot de passe',
    subtitle: 'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
  },
  emailSent: {
    title: 'Consultez votre boîte de réception',
    text: 'Si un compte existe pour {{email}}, nous vous avons envoyé un e-mail contenant un lien pour réinitialiser votre mot de passe. Ce lien est valable {{minutes}} minutes.',
    textNoEmail:
      'Si un compte existe pour cette adresse, nous vous avons envoyé un e-mail contenant un lien pour réinitialiser votre mot de passe. Ce lien est valable {{minutes}} minutes.',
    spam: 'Rien reçu ? Vérifiez vos courriers indésirables ou réessayez dans quelques minutes.',
  },
  newPassword: {
    title: 'Choisissez un nouveau mot de passe',
    subtitle: 'Choisissez un mot de passe robuste que vous n’utilisez nulle part ailleurs.',
    submit: 'Enregistrer le nouveau mot de passe',
    submitting: 'Enregistrement…',
    successTitle: 'Mot de passe modifié',
    successText: 'Votre nouveau mot de passe est prêt. Connectez-vous avec celui-ci.',
    requestNew: 'Demander un nouveau lien',
  },
  confirmEmail: {
    title: 'Confirmez votre adresse e-mail',
    confirming: 'Confirmation de votre nouvelle adresse e-mail…',
    successTitle: 'Adresse e-mail confirmée',
    successText: 'Votre nouvelle adresse e-mail sert désormais à la connexion et aux notifications.',
    failureTitle: 'Échec de la confirmation',
    failureText: 'Le lien de confirmation a expiré ou n’est pas valide.',
  },
  adminApproval: {
    title: 'En attente d’approbation',
    text: 'Votre compte appartient à une organisation qui approuve ses nouveaux membres. Un administrateur a été prévenu et doit approuver votre compte avant que vous puissiez vous connecter.',
    next: 'Vous recevrez un e-mail dès que votre compte sera approuvé.',
  },
  orgEntry: {
    title: 'Parlez-nous de votre organisation',
    subtitle: 'C’est presque fini. Ces informations sont nécessaires pour terminer la configuration de votre compte.',
    submit: 'Terminer l’inscription',
    submitting: 'Enregistrement…',
    doneSignIn: 'Votre organisation est prête. Veuillez vous reconnecter.',
  },
};

export default authFr;
