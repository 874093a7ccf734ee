import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the settings page. */
const settingsFr: Widen<typeof en> = {
  settings: {
    title: 'Paramètres',
    preferences: 'Préférences',
    preferencesIntro: 'Ces préférences s’appliquent à ce navigateur.',
    themeMode: 'Apparence',
    light: 'Clair',
    dark: 'Sombre',
    sessions: 'Sessions actives',
    sessionsIntro: 'Appareils et navigateurs actuellement connectés à votre compte.',
    thisDevice: 'Cet appareil',
    signOut: 'Déconnecter',
    signOutOthers: 'Déconnecter toutes les autres sessions',
    signOutOthersConfirm: 'Déconnecter tous les autres appareils et navigateurs ? Il faudra s’y reconnecter.',
    signedOut: 'La session a été déconnectée.',
    signedOutOthers: 'Toutes les autres sessions ont été déconnectées.',
    noOthers: 'Aucune autre session n’est ouverte.',
    lastActive: 'Dernière activité {{when}}',
    started: 'Connexion {{when}}',
    unknownDevice: 'Appareil inconnu',
    browserOn: '{{browser}} sous {{os}}',
    ip: 'Adresse IP {{ip}}',
    about: 'À propos de cette installation',
    version: 'Version',
    database: 'Base de données',
    mail: 'Envoi des e-mails',
    mailSmtp: 'Serveur SMTP',
    mailLog: 'Journal du serveur (aucun SMTP configuré)',
    mailLogHint:
      'Les e-mails sont écrits dans le journal du serveur et dans la boîte d’envoi au lieu d’être envoyés. Définissez SMTP_URL pour les envoyer.',
    status: 'Statut',
    statusOk: 'En service',
    statusDegraded: 'Dégradé',
    healthUnavailable: 'L’état du serveur n’est pas disponible pour le moment.',
  },
};

export default settingsFr;
