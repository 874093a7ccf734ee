import type { HelpContent } from '../types.ts';

export const contact: HelpContent['contact'] = {
  title: 'Contact',
  intro: 'Signage is run by your organization or by whoever hosts this installation. Here is who to ask.',
  sections: [
    {
      heading: 'Your administrator first',
      paragraphs: [
        "Start with your organization's administrator, a user with the owner or admin role. Administrators manage users and roles, know your licence and can answer most questions. If you don't know who it is, ask the colleague who invited you.",
      ],
    },
    {
      heading: 'Support by e-mail and phone',
      paragraphs: [
        'For anything your administrator cannot solve, use the form at the top of this page: it sends your message, with your organization and your name, e-mail address and role, to the support address of your organization (or of this installation), and you get a copy. You can send up to 5 messages an hour. Where phone support is offered, it is available Monday to Friday, 8 AM to 5 PM; your administrator can give you the number.',
      ],
    },
    {
      heading: 'What to include',
      paragraphs: [],
      bullets: [
        'Your name, your organization and the e-mail address you sign in with.',
        'What you were doing, what you expected and what happened instead.',
        'The exact error message, when it happened and which browser you use.',
        'Never send your password: nobody will ever ask for it.',
      ],
    },
    {
      heading: 'If you host Signage yourself',
      paragraphs: [
        "Signage is open source. Report problems and ask questions on the project's issue tracker, after searching existing issues. Include the version (see the release notes), how you run the server (embedded database or PostgreSQL, mail configured or not) and relevant server log lines, with passwords, keys and personal data removed.",
      ],
    },
  ],
};
