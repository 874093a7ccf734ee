import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the dashboard. */
const dashboardSv: Widen<typeof en> = {
  dashboard: {
    approvals: {
      title: 'Väntar på ditt godkännande',
      count_one:
        'Ändringar i {{count}} spellista väntar på ditt godkännande. Skärmarna behåller den senast godkända versionen tills du har bestämt dig.',
      count_other:
        'Ändringar i {{count}} spellistor väntar på ditt godkännande. Skärmarna behåller den senast godkända versionen tills du har bestämt dig.',
      review: 'Granska ändringarna',
    },
    expiring: {
      title: 'Innehåll som snart slutar visas',
      intro_one: 'Detta slutar visas på skärmarna inom det närmaste dygnet.',
      intro_other: 'Detta slutar visas på skärmarna inom de närmaste {{count}} dagarna.',
      playlist: 'Hela spellistan visas till {{when}}.',
      slide: 'Bild {{n}} visas till {{when}}.',
    },
    title: 'Översikt',
    welcome: 'Välkommen, {{name}}',
    welcomeNoName: 'Välkommen',
    intro: 'Här ser du hur det står till i din organisation och vad nästa steg är.',
    gettingStarted: 'Kom igång',
    progress: '{{done}} av {{total}} steg klara',
    open: 'Öppna',
    steps: {
      confirmEmail: { title: 'Bekräfta din e-postadress', text: 'Din adress är verifierad, så vi kan nå dig om ditt konto.' },
      confirmEmailPending: {
        title: 'Bekräfta din nya e-postadress',
        text: 'Öppna länken som vi skickade till {{email}} för att slutföra ändringen.',
      },
      profile: {
        title: 'Fyll i din profil och godkänn licensavtalet',
        text: 'Kontrollera ditt namn och godkänn licensavtalet för slutanvändare.',
      },
      language: { title: 'Välj ditt språk', text: 'Välj språk för gränssnittet och för de e-postmeddelanden du får.' },
      team: { title: 'Bjud in ditt team', text: 'Lägg till kollegor som administratörer, innehållsskapare eller skärmansvariga.' },
      screen: { title: 'Koppla en skärm', text: 'Öppna spelaren på en skärm och ange dess fyrsiffriga kod här.' },
      playlist: { title: 'Skapa en spellista', text: 'Utforma bilder, publicera dem och tilldela dem till dina skärmar.' },
    },
  },
};

export default dashboardSv;
