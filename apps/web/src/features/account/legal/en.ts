import type { LegalTexts } from './types.ts';

const en: LegalTexts = {
  eula: {
    updated: '2026-11-22',
    intro:
      'This End User Licence Agreement ("Agreement") governs your use of Signage, an open-source digital-signage platform, as provided by the organization that operates this installation ("the Operator"). By accepting it you confirm that you have read and understood it.',
    sections: [
      {
        heading: '1. The software and its licence',
        paragraphs: [
          'Signage is free software. Its source code is published under the GNU Affero General Public License, version 3 or any later version (AGPL-3.0-or-later). Nothing in this Agreement limits the rights that licence gives you over the source code.',
          'This Agreement covers your use of this particular installation: the account you hold, the content you upload and the screens you manage through it.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You are responsible for keeping your password secret and for everything done with your account. Tell your administrator or the Operator straight away if you suspect that someone else has used it.',
          'Your organization decides who may use the installation and with which role. An owner or administrator of your organization may change your role or remove your account.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: ['You agree not to use the installation to:'],
        bullets: [
          'display, store or distribute content that is unlawful, infringes the rights of others, or that you are not allowed to publish;',
          'attempt to access organizations, screens or data you have not been given access to;',
          'disrupt the service, probe it for weaknesses without the Operator’s permission, or overload it on purpose;',
          'send unsolicited messages or use the platform to distribute malware.',
        ],
      },
      {
        heading: '4. Your content',
        paragraphs: [
          'You keep all rights to the media, playlists and other content you upload. You grant the Operator only the permissions needed to store, process, back up and display that content on the screens you choose.',
          'Content you share with other organizations or copy to stock remains available to them under the sharing settings you choose until you withdraw it.',
        ],
      },
      {
        heading: '5. Licences, trials and availability',
        paragraphs: [
          'The number of screens and users, the features available and the period of use depend on the licence package assigned to your organization. When a licence expires, content stays visible but becomes read-only until the licence is renewed.',
          'The Operator aims to keep the installation available but does not promise uninterrupted service. Planned maintenance is announced in advance whenever possible.',
        ],
      },
      {
        heading: '6. No warranty and limitation of liability',
        paragraphs: [
          'The software is provided "as is", without warranty of any kind, as stated in the AGPL. To the extent permitted by law, neither the authors of Signage nor the Operator are liable for indirect or consequential loss arising from the use of the installation.',
          'Nothing in this Agreement excludes liability that cannot be excluded under the law that applies to you.',
        ],
      },
      {
        heading: '7. Changes and termination',
        paragraphs: [
          'The Operator may update this Agreement. When the changes are significant you will be asked to accept the new version before you continue.',
          'You may stop using the installation at any time. Your organization’s owner can ask the Operator to delete the organization and its content.',
        ],
      },
    ],
  },
  privacy: {
    updated: '2026-11-22',
    intro:
      'Signage is self-hosted: the organization that runs this installation ("the Operator") is the data controller for the personal data it holds. This policy explains what the software stores, why, and which choices you have.',
    sections: [
      {
        heading: 'What we store',
        paragraphs: ['The installation keeps only what it needs to run the service:'],
        bullets: [
          'Account data: your name, e-mail address, role, organization, preferred language and a securely hashed password (argon2id). Your password itself is never stored.',
          'Session data: when you signed in, when your session was last active, the browser description (user agent) and the IP address, so you can review and end your sessions.',
          'Content you create: media, playlists, schedules and screen settings of your organization.',
          'Screen data: status reports, versions and proof-of-play records sent by the screens of your organization.',
          'Security and audit logs: sign-in attempts and important changes, kept to protect your account and to investigate misuse.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'Your data is used to provide the service you asked for: to sign you in, to show your content on your screens, to send you the e-mails the service needs (verification codes, password resets, approvals) and to keep the installation secure. If you agreed to receive product news, your e-mail address is also used for that, and you can withdraw this consent at any time.',
          'The software contains no advertising, no tracking pixels and no third-party analytics. Fonts and scripts are served by the installation itself.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'One cookie, sessionKey, keeps you signed in. Your browser’s local storage remembers your language, your light or dark preference and basic details of your signed-in account. No cookies are used for tracking.',
        ],
      },
      {
        heading: 'Who can see your data',
        paragraphs: [
          'Members of your organization see your name and role. Owners and administrators of your organization, and of its parent organizations where they are allowed to manage it, can see and manage accounts and content. The Operator’s administrators can access the data to run and support the installation. Data is not sold or shared with anyone else unless the law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account and content data are kept while your account exists. Sessions end after a period of inactivity and are removed afterwards. Logs are kept for a limited period set by the Operator. When an account or organization is deleted, its data is removed, except where the law requires it to be kept.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live you may have the right to access, correct, export or delete your personal data, and to object to or restrict its use. You can change your name, e-mail address, password and language yourself in your account. For anything else, contact your organization’s administrator or the Operator of this installation.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'The installation uses encrypted connections when configured with HTTPS, hashes passwords, limits repeated sign-in attempts, and checks every request against your organization and role. No system is perfectly secure; please report any concern to the Operator.',
        ],
      },
    ],
  },
};

export default en;
