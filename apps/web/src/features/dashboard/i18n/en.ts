/** English text of the dashboard. Every other language has exactly these keys. */
const dashboardEn = {
  dashboard: {
    approvals: {
      title: 'Waiting for your approval',
      count_one: 'Changes to {{count}} playlist are waiting for your approval. Screens keep the last approved version until you decide.',
      count_other: 'Changes to {{count}} playlists are waiting for your approval. Screens keep the last approved version until you decide.',
      review: 'Review changes',
    },
    expiring: {
      title: 'Content that stops showing soon',
      intro_one: 'These stop showing on screens within the next day.',
      intro_other: 'These stop showing on screens within the next {{count}} days.',
      playlist: 'The whole playlist shows until {{when}}.',
      slide: 'Slide {{n}} shows until {{when}}.',
    },
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    welcomeNoName: 'Welcome',
    intro: 'Here is where your organization stands and what to do next.',
    gettingStarted: 'Getting started',
    progress: '{{done}} of {{total}} steps done',
    open: 'Open',
    steps: {
      confirmEmail: { title: 'Confirm your e-mail', text: 'Your address is verified, so we can reach you about your account.' },
      confirmEmailPending: { title: 'Confirm your new e-mail', text: 'Open the link we sent to {{email}} to finish the change.' },
      profile: { title: 'Complete your profile and accept the EULA', text: 'Check your name and accept the End User Licence Agreement.' },
      language: { title: 'Pick your language', text: 'Choose the language of the interface and of the e-mails you receive.' },
      team: { title: 'Invite your team', text: 'Add colleagues as administrators, content creators or screen managers.' },
      screen: { title: 'Pair a screen', text: 'Open the player on a screen and enter its 4-digit code here.' },
      playlist: { title: 'Create a playlist', text: 'Design slides, publish them and assign them to your screens.' },
    },
  },
};

export default dashboardEn;
