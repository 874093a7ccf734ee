import type { HelpContent } from './types.ts';

const contact: HelpContent['contact'] = {
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
        "For anything your administrator cannot solve, write to your installation's support e-mail shown by your administrator. Where phone support is offered, it is available Monday to Friday, 8 AM to 5 PM; your administrator can give you the number.",
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

const support: HelpContent['support'] = {
  title: 'Troubleshooting',
  intro: 'Solutions to the most common problems. If none helps, see Contact.',
  sections: [
    {
      heading: "I can't sign in",
      paragraphs: ["'Please check that your email and password is correct.' means the address or password does not match an account."],
      bullets: [
        'Check the address for typing mistakes, and check Caps Lock: passwords are case-sensitive.',
        "Forgotten password? Choose 'Forgot password' on the sign-in page.",
        'Asked for a verification code? Your address is not verified yet: enter the code from your e-mail.',
        'Asked for organization details? Your sign-up is not finished: complete the form.',
        'Told your account awaits approval? An administrator of your organization must approve you first.',
        'After many failed attempts sign-in pauses briefly: wait a few minutes.',
      ],
    },
    {
      heading: "I didn't receive the verification code",
      paragraphs: [],
      bullets: [
        'Check your spam or junk folder, and check the address you entered.',
        'Codes expire after 10 minutes and stop working after five wrong tries: use the resend button to get a new one.',
        'If you requested several codes, use the most recent.',
      ],
    },
    {
      heading: 'Password reset and password rules',
      paragraphs: [
        "Reset links expire after 60 minutes. If the page says the link has expired or is invalid, request a new one from 'Forgot password'.",
        'A password needs at least 8 characters with lower case and upper case letters, numbers and symbols; very common passwords are refused, and the repeated entry must match.',
      ],
    },
    {
      heading: 'My e-mail address did not change',
      paragraphs: [
        "The new address takes effect only after you open the confirmation link sent to it, within 24 hours. Until then, sign in with your old address. 'This e-mail address is already in use' means another account has it.",
      ],
    },
    {
      heading: 'Everything is read-only',
      paragraphs: [
        "Your organization's licence has expired, so Signage is view-only. Administrators are shown how to renew; other users should contact their administrator. A 30-day trial can be extended once by 30 days.",
      ],
    },
    {
      heading: 'Wrong language or unexpected sign-out',
      paragraphs: [
        'Choose your language in the top bar, in Settings or on your Account page; it is saved with your account. If you were signed out, your session ended, perhaps from another browser; sign in again. If you suspect misuse, change your password and sign out other sessions in Settings.',
      ],
    },
    {
      heading: 'For self-hosters',
      paragraphs: [],
      bullets: [
        'Without SMTP_URL no mail is sent: codes and links go to the server log and an outbox, so sign-up can still be completed. Set SMTP_URL and MAIL_FROM to send real mail.',
        'Set PUBLIC_URL to the address users open, or e-mailed links point to localhost.',
        'The first account registered on a new installation becomes the platform owner.',
        'The server refuses to start twice on the same DATA_DIR.',
      ],
    },
  ],
};

const howto: HelpContent['howto'] = {
  title: 'How-to guides',
  intro: 'Step-by-step guides for this release, then short previews of features coming in upcoming releases.',
  sections: [
    {
      heading: 'Create your account',
      paragraphs: [],
      bullets: [
        "Open your Signage address and choose 'Register'.",
        "Enter your organization's name, your full name, your e-mail and a password.",
        'Enter your city, state, county or province, and country (required).',
        'Accept the terms and submit. The first account on a new installation becomes the platform owner; later sign-ups get an organization with a 30-day trial.',
      ],
    },
    {
      heading: 'Verify your e-mail',
      paragraphs: [],
      bullets: [
        'Enter the six-digit code from the e-mail on the verification page within 10 minutes.',
        'No e-mail? Check spam, then use the resend button.',
        'Then sign in with your e-mail and password.',
      ],
    },
    {
      heading: 'Sign in',
      paragraphs: [
        "Enter your e-mail and password on the start page. The dashboard opens with getting-started steps. Forgot your password? Choose 'Forgot password', enter your e-mail, open the link within 60 minutes and choose a new password.",
      ],
    },
    {
      heading: 'Change language',
      paragraphs: [
        'Use the language menu in the top bar, or Settings, or your Account page. English, Spanish, French and Swedish are available.',
      ],
    },
    {
      heading: 'Change your password',
      paragraphs: ["Open 'Account', enter your current password, then the new one twice, and save. Your name is changed on the same page."],
    },
    {
      heading: 'Change your e-mail',
      paragraphs: [
        "Open 'Account', enter the new address and save. Open the confirmation link sent to the new address within 24 hours; 'OK' on the confirmation page returns you to Account.",
      ],
    },
    {
      heading: 'Sign out other sessions',
      paragraphs: [
        "Open 'Settings'. Active sessions lists every browser where you are signed in; sign out those you don't recognize, or all others. 'Log out' in the top bar signs out the current browser.",
      ],
    },
    {
      heading: 'Upcoming: upload media',
      paragraphs: ["Open 'Media', choose a kind and upload one file at a time to My media, then share it if needed."],
    },
    {
      heading: 'Upcoming: create and publish a playlist',
      paragraphs: ["Open 'Playlists', create one with a name and aspect ratio, add slides in the editor, preview and publish."],
    },
    {
      heading: 'Upcoming: pair a screen',
      paragraphs: [
        "Open /player/ of your installation on the screen; it shows a 4-digit code. In 'Screens', add a screen and type the code within 10 minutes, then assign a published playlist: it appears within 30 seconds.",
      ],
    },
    {
      heading: 'Upcoming: schedule content',
      paragraphs: ['Open a screen or group and add a schedule entry with a playlist, a start, an end and an optional repeat.'],
    },
    {
      heading: 'Upcoming: broadcast an alert',
      paragraphs: [
        "Owners and admins: open 'Alerts', create an alert, choose target screens or groups and broadcast it; deactivate it afterwards.",
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Release notes',
  intro: "Version 0.1.0, 'Foundation': the first release of Signage, laying the groundwork every later feature builds on.",
  sections: [
    {
      heading: 'New in 0.1.0',
      paragraphs: [],
      bullets: [
        'Sign-up with an e-mail verification code (valid 10 minutes, can be resent).',
        'Sign-in, sign-out and password reset by e-mailed link (valid 60 minutes).',
        'Account: name, e-mail change confirmed by link, password change, EULA, privacy policy, language.',
        'Settings: language and active sessions.',
        'Dashboard with getting-started steps, and Help.',
        'English, Spanish, French and Swedish.',
        'The first account on a new installation becomes the platform owner; later sign-ups get a 30-day trial organization.',
      ],
    },
    {
      heading: 'For self-hosters',
      paragraphs: [],
      bullets: [
        'Embedded database in DATA_DIR by default; DATABASE_URL for PostgreSQL. Migrations run at start-up.',
        'Mail through SMTP_URL and MAIL_FROM, otherwise to the server log and an outbox. PUBLIC_URL sets the address in e-mailed links.',
      ],
    },
    {
      heading: 'Coming next',
      paragraphs: [
        'Media library; playlists and the slide editor; screens, the player app and schedules; organizations, licences and user management; alerts; usage stats. Until then, the getting-started steps point to features that are not available yet.',
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: 'User manual',
  intro:
    'The ideas behind Signage and how its parts fit together. Release 0.1.0 delivers accounts, sign-in, settings and help; sections marked upcoming describe features of the next releases.',
  sections: [
    {
      heading: 'What Signage does',
      paragraphs: [
        'Signage is an open-source, self-hostable digital-signage platform. Organizations design slide playlists in a web editor, manage a media library, pair screens, schedule and publish content, broadcast emergency alerts, and manage sub-organizations, users, licences and branding.',
      ],
    },
    {
      heading: 'Organizations and sub-organizations',
      paragraphs: [
        'Every user belongs to one organization, and organizations form a tree. The platform organization at the top is created by the first account on a new installation; organizations that sign up later become its sub-organizations, and any organization can have its own, such as a head office and its branches. Breadcrumbs show the path from the top to where you are.',
        "Upcoming: when the licence allows, a parent can add, edit, move and remove sub-organizations, manage their branding (logo, background, colours, website title) and transfer their content, for its direct children or all levels below. An organization with sub-organizations cannot be deleted; deletion is confirmed by typing delete, and its data either moves to the parent or is deleted. A parent can also request delegated access to a direct sub-organization; the sub-organization's owner accepts or rejects by e-mail, and a banner shows while it is active.",
      ],
    },
    {
      heading: 'Roles',
      paragraphs: [
        'Each user has one of five roles; all of them can use the dashboard, help and their own account.',
        'The owner has full control over users, content and screens, and is the only one who can add admins.',
        'An admin manages content and screens, sees users, organizations, alerts and usage stats, and adds or deletes staff, screen managers and content creators, but cannot add or delete other admins.',
        'Staff modify content and screens but do not manage users. A screen manager (device manager) manages screens and groups and assigns shared playlists only. A content creator manages content only: media, playlists and templates.',
        "The owner and you yourself cannot be deleted; a deleted user's data is transferred to the owner or deleted. Messages, alerts, usage stats and the AI assistant appear only when the licence includes them.",
      ],
    },
    {
      heading: 'Licences and trials',
      paragraphs: [
        'Each organization has a licence: a package with numbers of screens and users, a validity period, a limit on interactive screens, and add-ons such as widgets, the AI assistant, messages and alerts. Packages include trial, full access, custom, and single device or location for 1, 3 or 5 years; limits can be unlimited. Areas a licence does not include are hidden.',
        'Organizations that sign up get a 30-day trial, by default for 2 screens and 3 users, which can be extended once by 30 days. A licence is trial, demo, active, expiring soon or expired. An expired licence makes the organization view-only: admins see how to renew, others are asked to contact their administrator. Licence management is upcoming.',
      ],
    },
    {
      heading: 'Media library (upcoming)',
      paragraphs: [
        'The library holds images (JPG, PNG, SVG), GIFs and PDFs up to 100 MB, videos (MP4, WebM) up to 250 MB, audio (MP3, WAV) up to 25 MB, and templates. Files are uploaded one at a time and organized in folders.',
        'Each kind has three sections. My: only the creator can open unshared media. Shared: available to your whole organization. Stock: offered by a parent organization to selected sub-organizations or to the whole platform, including future sub-organizations; its creator can delete it for everyone. Media can be locked or made uneditable when shared. Stock-photo services and a design service can be used where configured.',
      ],
    },
    {
      heading: 'Playlists, slides and publishing (upcoming)',
      paragraphs: [
        'A playlist is an ordered series of slides, each shown for its own duration, in one aspect ratio: landscape 16:9, 16:10 or 4:3, portrait 9:16, 10:16 or 3:4, or custom. The editor places text, images, videos, shapes, websites and widgets (weather, RSS 2.0 news, social feeds, spreadsheet data, QR codes, menus) in layers, with animations, templates, preview, and undo and redo. On interactive screens, hot corners and jump-to-slide actions respond to touch.',
        'Playlists live in My, Shared and Stock, with folders and favourites. A shared playlist is edited by one person at a time; while locked it shows who is editing.',
        'A playlist must be published before it is assigned. Any change to slides, durations, animations or aspect unpublishes it until you republish; screens keep playing the last published version. Assign it to a screen or group to play now (repeating until stopped) or on a schedule. It appears on screen within 30 seconds.',
      ],
    },
    {
      heading: 'Screens and pairing (upcoming)',
      paragraphs: [
        "A screen runs the player app at /player/ of your installation, in any browser that can go full screen: a kiosk browser on a Raspberry Pi, an Android WebView or a smart-TV browser. The player shows a 4-digit pairing code, valid 10 minutes; enter it under Screens. New screens are named 'Screen' and a number until renamed.",
        'The player keeps playing when offline. A screen is active, updating, offline or inactive; the dashboard and live preview refresh every 10 seconds. Screens can be arranged in nested groups and made interactive within the licence limit.',
      ],
    },
    {
      heading: 'Schedules (upcoming)',
      paragraphs: [
        "Schedule entries belong to a screen or a group. Each has a playlist, a start and an end (or all day), and may repeat every few days, weeks (on chosen weekdays), months or years: forever, until a date, or for a number of occurrences. The start must precede the end. Times follow the screen's time zone.",
      ],
    },
    {
      heading: 'What a screen plays',
      paragraphs: ['A screen plays the first of these that applies:'],
      bullets: [
        'an active alert targeting it, directly or through a group;',
        'its own play-now playlist;',
        'its own schedule entry active now;',
        "its nearest group's play-now playlist, then that group's schedule, then the same for each group further up;",
        "otherwise an idle screen with your organization's branding.",
        'If entries at the same level overlap, the one that started later wins.',
      ],
    },
    {
      heading: 'Alerts (upcoming)',
      paragraphs: [
        'Alerts take over screens with urgent information. Owners and admins with alerts in their licence create them with a name, a type (environment, fire, health, infrastructure, safety, security, weather or custom), description, instructions, duration, optional MP3 or WAV audio, colours and target screens or groups. Alerts are broadcast or continuous, stay active until deactivated, and can be deleted only when deactivated. Integrations let other systems trigger and deactivate alerts through their own URLs and JSON.',
      ],
    },
    {
      heading: 'Users and stats (upcoming)',
      paragraphs: [
        "Owners and admins will add users within the licence's limit, resend invitations and approve new users whose e-mail domain matches the organization. Usage stats cover the last 7 days, the last 30 days or a custom range.",
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'On your Account page you change your name, e-mail address (confirmed by a link sent to the new address) and password, read the EULA and privacy policy, and choose your language. Settings holds your language and active sessions, where you can sign out other browsers. Signage checks your session every 10 seconds; if it has ended you return to the sign-in page.',
        'The dashboard is your home page. It shows getting-started steps for adding a screen and creating content; a live view of your screens comes in an upcoming release.',
      ],
    },
    {
      heading: 'Languages',
      paragraphs: [
        "Signage is available in English, Spanish, French and Swedish. At first it follows your browser's language if supported, otherwise English. Change it from the top bar, Settings or Account; your choice is saved with your account.",
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual };

export default content;
