import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the settings page. */
const settingsSv: Widen<typeof en> = {
  settings: {
    title: 'Inställningar',
    preferences: 'Inställningar för webbläsaren',
    preferencesIntro: 'De här inställningarna gäller den här webbläsaren.',
    themeMode: 'Utseende',
    light: 'Ljust',
    dark: 'Mörkt',
    sessions: 'Aktiva sessioner',
    sessionsIntro: 'Enheter och webbläsare som just nu är inloggade på ditt konto.',
    thisDevice: 'Den här enheten',
    signOut: 'Logga ut',
    signOutOthers: 'Logga ut alla andra sessioner',
    signOutOthersConfirm: 'Vill du logga ut alla andra enheter och webbläsare? De måste logga in igen.',
    signedOut: 'Sessionen har loggats ut.',
    signedOutOthers: 'Alla andra sessioner har loggats ut.',
    noOthers: 'Inga andra sessioner är inloggade.',
    lastActive: 'Senast aktiv {{when}}',
    started: 'Inloggad {{when}}',
    unknownDevice: 'Okänd enhet',
    browserOn: '{{browser}} på {{os}}',
    ip: 'IP-adress {{ip}}',
    about: 'Om den här installationen',
    version: 'Version',
    database: 'Databas',
    mail: 'E-postleverans',
    mailSmtp: 'SMTP-server',
    mailLog: 'Serverloggen (ingen SMTP konfigurerad)',
    mailLogHint: 'E-postmeddelanden skrivs till serverloggen och utkorgen i stället för att skickas. Ange SMTP_URL för att leverera dem.',
    status: 'Status',
    statusOk: 'Igång',
    statusDegraded: 'Begränsad',
    healthUnavailable: 'Serverns status är inte tillgänglig just nu.',
  },
};

export default settingsSv;
