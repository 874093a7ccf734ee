import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the public pages: sign-in, sign-up and its verification, password reset, e-mail confirmation, authflow. */
const authSv: Widen<typeof en> = {
  login: {
    title: 'Logga in',
    subtitle: 'Välkommen tillbaka. Logga in för att hantera dina skärmar och ditt innehåll.',
    submit: 'Logga in',
    submitting: 'Loggar in…',
    forgot: 'Glömt lösenordet?',
    noAccount: 'Ny på Signage?',
    register: 'Skapa ett konto',
    registerTooltip: 'Starta en kostnadsfri provperiod på 30 dagar',
    checkingSession: 'Kontrollerar din session…',
  },
  google: {
    button: 'Logga in med Google',
    or: 'eller',
    title: 'Slutför registreringen',
    subtitle:
      'Ditt Google-konto {{email}} är verifierat. Berätta om din organisation för att starta din kostnadsfria provperiod på {{days}} dagar.',
    working: 'Loggar in med Google…',
    submit: 'Starta provperioden',
    submitting: 'Skapar ditt konto…',
    back: 'Tillbaka till inloggningen',
  },
  register: {
    title: 'Skapa ditt konto',
    subtitle: 'Starta din kostnadsfria provperiod på {{days}} dagar. Inget betalkort behövs.',
    subtitleFirst:
      'Det här är det första kontot på den här servern: det skapar plattformens organisation och du blir dess ägare, utan provperiod och utan slutdatum.',
    organization: 'Din organisation',
    account: 'Ditt konto',
    location: 'Plats',
    promoConsent: 'Skicka produktnyheter och tips till mig via e-post',
    acceptTerms: 'Jag godkänner <eula>licensavtalet för slutanvändare</eula> och <privacy>integritetspolicyn</privacy>',
    submit: 'Skapa konto',
    submitting: 'Skapar ditt konto…',
    haveAccount: 'Har du redan ett konto?',
    signIn: 'Logga in',
    referenceHelp: 'Om en partner eller återförsäljare har gett dig en kod kan du ange den här.',
    csrfFailed: 'Formuläret kunde inte förberedas. Ladda om sidan.',
  },
  verify: {
    title: 'Verifiera din e-postadress',
    subtitle: 'Vi har skickat en {{digits}}-siffrig kod till din e-postadress. Ange den nedan för att aktivera ditt konto.',
    submit: 'Verifiera',
    submitting: 'Verifierar…',
    resend: 'Skicka en ny kod',
    resendIn: 'Skicka en ny kod om {{seconds}} s',
    resent: 'En ny kod är på väg. Titta i inkorgen och i skräpposten.',
    subtitleLog:
      'Den här servern har ingen e-postserver konfigurerad, så den {{digits}}-siffriga koden skrevs till serverns logg (terminalen där servern körs). Ange den nedan för att aktivera ditt konto.',
    resentLog: 'En ny kod skrevs till serverns logg.',
    successTitle: 'E-postadressen är verifierad',
    successText: 'Ditt konto är aktiverat. Logga in för att komma igång.',
    signIn: 'Logga in',
    codeHelp: 'Koden gäller i {{minutes}} minuter.',
  },
  approveUser: {
    title: 'Godkänn en ny användare',
    working: 'Godkänner användaren…',
    successTitle: 'Användaren är godkänd',
    successText: '{{email}} kan nu logga in i din organisation.',
    failureTitle: 'Godkännandet misslyckades',
    missing: 'Godkännandelänken är ofullständig. Öppna länken i e-postmeddelandet igen.',
  },
  forgot: {
    title: 'Återställ ditt lösenord',
    subtitle: 'Ange e-postadressen till ditt konto så skickar vi en länk där du kan välja ett nytt lösenord.',
    submit: 'Skicka återställningslänk',
    submitting: 'Skickar…',
  },
  emailSent: {
    title: 'Titta i din inkorg',
    text: 'Om det finns ett konto för {{email}} har vi skickat ett e-postmeddelande med en länk för att återställa lösenordet. Länken gäller i {{minutes}} minuter.',
    textNoEmail:
      'Om det finns ett konto för den adressen har vi skickat ett e-postmeddelande med en länk för att återställa lösenordet. Länken gäller i {{minutes}} minuter.',
    spam: 'Har inget kommit? Titta i skräpposten eller försök igen om några minuter.',
  },
  newPassword: {
    title: 'Välj ett nytt lösenord',
    subtitle: 'Välj ett starkt lösenord som du inte använder någon annanstans.',
    submit: 'Spara det nya lösenordet',
    submitting: 'Sparar…',
    successTitle: 'Lösenordet är ändrat',
    successText: 'Ditt nya lösenord är klart. Logga in med det nu.',
    requestNew: 'Begär en ny länk',
  },
  confirmEmail: {
    title: 'Bekräfta din e-postadress',
    confirming: 'Bekräftar din nya e-postadress…',
    successTitle: 'E-postadressen är bekräftad',
    successText: 'Din nya e-postadress används nu för inloggning och aviseringar.',
    failureTitle: 'Bekräftelsen misslyckades',
    failureText: 'Bekräftelselänken har gått ut eller är ogiltig.',
  },
  adminApproval: {
    title: 'Väntar på godkännande',
    text: 'Ditt konto hör till en organisation som godkänner nya medlemmar. En administratör har fått ett meddelande och måste godkänna ditt konto innan du kan logga in.',
    next: 'Du får ett e-postmeddelande så snart ditt konto har godkänts.',
  },
  orgEntry: {
    title: 'Berätta om din organisation',
    subtitle: 'Nästan klart. Vi behöver de här uppgifterna för att slutföra ditt konto.',
    submit: 'Slutför registreringen',
    submitting: 'Sparar…',
    doneSignIn: 'Din organisation är klar. Logga in igen.',
  },
};

export default authSv;
