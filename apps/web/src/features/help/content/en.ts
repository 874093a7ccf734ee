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
  intro: 'Step-by-step guides for the most common tasks.',
  sections: [
    {
      heading: 'Create your account',
      paragraphs: [],
      bullets: [
        "Open your Signage address and choose 'Register'.",
        "Enter your organization's name, your full name, your e-mail and a password.",
        'Enter your city, state, county or province, and country (required; the country of your browser’s language settings is already chosen, change it if needed).',
        'Accept the terms and submit. The first account on a new installation becomes the platform owner; later sign-ups get an organization with a 30-day trial.',
      ],
    },
    {
      heading: 'Verify your e-mail',
      paragraphs: [],
      bullets: [
        'Enter the six-digit code from the e-mail on the verification page within 10 minutes.',
        'No e-mail? Check spam, then use the resend button.',
        'The code signs you in: the dashboard opens with your getting-started steps.',
      ],
    },
    {
      heading: 'Sign in',
      paragraphs: [
        "Enter your e-mail and password on the start page. The dashboard opens with getting-started steps. Forgot your password? Choose 'Forgot password', enter your e-mail, open the link within 60 minutes and choose a new password.",
        "Sign in with Google: if your installation offers it, the sign-in and register pages show a 'Sign in with Google' button. Choose it and pick your Google account. If an account with that e-mail exists you are signed in; if not, enter your organization's details, accept the terms and your 30-day trial starts, with no password or code needed (set a password later with 'Forgot password' if you want one). 'Google sign-in not successful' means the sign-in was cancelled, took longer than 10 minutes or your Google e-mail is not verified: try again, or sign in with your password.",
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
      heading: 'Upload media',
      paragraphs: [
        "Open 'Media' and upload images, GIFs, videos, PDFs or audio files; a progress bar shows each upload and can cancel it. Organize files in folders and with tags, find them by search, and share a file with your organization when colleagues need it.",
        'Free photos: in My media, choose Stock photos, pick Unsplash or Pexels, search, and Import a photo. It lands in the folder you are viewing with its credit, “Photo by … on Unsplash”, which its details keep; show the credit where the service asks for it. The button appears only when the server administrator has added a key for at least one service.',
        'Canva: in My media, choose Canva and connect your own Canva account (Canva opens in a new tab; allow access there). Your designs appear with their thumbnails; Import as image brings in the first page, Import as PDF every page, into the folder you are viewing. Disconnect Canva withdraws the access. Shown when the server has Canva and your licence includes it. In the slide editor, the image picker also has Stock photos and Canva tabs: Insert imports the picture and puts it on the slide.',
      ],
    },
    {
      heading: 'Create and publish a playlist',
      paragraphs: [
        "Open 'Playlists' and create one with a name and an aspect ratio, or start from a template. In the editor add slides with text, images, videos, shapes and websites; changes are saved automatically. Preview it, publish it, and assign it to screens or groups. From the dashboard, 'Create a playlist' opens the form straight away; a new text on a slide is ready for typing. The arrows at both ends of the editor’s toolbar fold the slide list and the properties away to give the slide more room; your browser remembers the choice.",
      ],
    },
    {
      heading: 'Show a logo, clock or ticker on every slide',
      paragraphs: [
        "In the playlist editor, choose 'Overlay' above the slides. Add a logo, a clock, a ticker or any other element with the usual tools; the current slide is shown faded underneath so you can place them. Choose a slide to go back to it: the overlay is then shown faded on top. Publish, and every screen shows the overlay above every slide. A playlist needs at least two slides for an overlay.",
      ],
    },
    {
      heading: 'Pair a screen',
      paragraphs: [
        "Open /player/ of your installation in the screen's browser; it shows a 4-digit code. In 'Screens', add a screen and type the code within 10 minutes, then assign a published playlist: the screen receives it at once and keeps playing when offline.",
      ],
    },
    {
      heading: 'Schedule content',
      paragraphs: [
        'Open a screen or a group and add a schedule entry with a playlist, a start, an end (or all day) and an optional repeat. The calendar shows what plays when, and why.',
      ],
    },
    {
      heading: 'Tag screens and use dynamic groups',
      paragraphs: [
        "Give screens tags such as #lobby or #east: on a screen's page under 'Tags', or for several screens at once by ticking them in the 'Screens' list and choosing 'Add tags' or 'Remove tags'. Filter the list by a tag to see the screens that carry it.",
        "In 'Screens' → 'Groups', choose 'New dynamic group', give it a name and a rule: screens with all of the chosen tags, or with any of them. The group's page shows its members now and updates as screens are tagged.",
        'Assign a playlist, schedule content, or aim alerts and messages at a dynamic group just as at any other group. When a screen gets a matching tag it joins at once and starts receiving the group’s content; when the tag is removed it leaves at once. A dynamic group only ever includes screens of its own organization.',
      ],
    },
    {
      heading: 'Make a video wall',
      paragraphs: [
        "A video wall is several screens hung together that show one big picture. Put the screens in a group, open the group's page and choose 'Make this group a video wall'. Enter how many screens wide (columns) and high (rows) the wall is, the size of one screen's picture in pixels (1920 × 1080 for a usual Full HD screen, 1080 × 1920 if it hangs sideways) and the bezel.",
        'The bezel is the gap between the pictures of two screens side by side — both frames together — in pixels of the screen. Measure it with a ruler and divide by the size of one pixel: on a 55" Full HD screen a pixel is about 0.63 mm, so a 5 mm gap is 8 pixels. Nothing of the slide is shown behind the bezels, so lines and text stay straight across the wall.',
        'Then place each screen: drag its name onto its place on the wall, or choose its column and row. If a screen hangs upside down or sideways, choose its rotation. Save the wall.',
        'Create a playlist at the size the wall page names (for example 3840x2160 for four Full HD screens without bezels) and assign it to the group. Each screen shows its own part of every slide. While you edit that playlist, the editor shows where the screens and the bezels are, so you can keep text off the bezels.',
        "A video wall always plays in sync: making a group a wall turns on 'Screens of this group play in sync', so all its screens change slides at the same moment.",
      ],
    },
    {
      heading: 'Sleep hours: turn screens off at night and on weekends',
      paragraphs: [
        "Open a screen or a group and find 'Sleep hours'. Switch them on and set when the display should be off, for example Monday to Friday from 22:00 until 06:00. A period that ends earlier than it starts runs past midnight; the same time twice means the whole day, which is how you set weekends.",
        "Add exceptions for dates that differ: 'Stays on all day' for an open Sunday, 'Sleeps all day' for a holiday. Times follow the screen's own time zone.",
        "A group's sleep hours apply to all its screens, unless a screen has its own. While asleep a screen shows black, plays nothing and counts no plays, even without a network connection. An alert still wakes it. The screens list shows it as 'Sleeping', not 'Offline', and no offline e-mail is sent for planned sleep. A screen set up with the kiosk installer also switches the television off and on over HDMI.",
      ],
    },
    {
      heading: 'Play a group in sync',
      paragraphs: [
        "Screens side by side, such as a row of menu boards or the screens of a shop window, can change slides together. Open the group in 'Screens' → 'Groups' and turn on 'Screens of this group play in sync'. Its screens, and those of its sub-groups, then show the same slide, start videos and run transitions at the same moment, timed by the server's clock.",
        'Give the group one playlist to play: the screens follow the same running timeline, so a screen switched on later, or restarted, joins the others where they are instead of starting from the first slide. Offline, a screen keeps time on its own; when it is back it catches up smoothly, without a jump. Slides change on time even if a screen has not finished loading the next one, so keep the media of synchronized playlists light enough for the slowest screen.',
      ],
    },
    {
      heading: 'Invite a user',
      paragraphs: [
        "Owners and admins: open 'Users', choose 'Add user', enter the e-mail address and choose a role. The person receives an e-mail with a link to set a password; an invitation can be resent from the same page.",
      ],
    },
    {
      heading: 'See what changed, and who changed it',
      paragraphs: [
        "Choose the bell in the top bar: its number counts the entries that are new to you (other people's actions since you last marked everything read). The activity log lists who did what, newest first: uploads, edits, publishes, assignments, schedule changes, pairings, removals, user and role changes. Names of things that still exist are links.",
        "Narrow the list with the filters: what happened, a person, a kind of object, or dates; the funnel button on an entry shows only the entries about that object. Choose how many entries a page shows at the bottom. 'Mark all read' clears the highlight and the bell's number.",
      ],
    },
    {
      heading: 'Let colleagues join by e-mail domain',
      paragraphs: [
        "Owners and admins: open 'Organizations', then your organization's Info tab. Under Domain collation, enter your organization's e-mail domain (yours or the owner's), switch collation on and choose whether new users wait for approval. People who then sign up with an address of that domain join your organization as content creators. Approve or reject those waiting on the Users page; its Type column shows who joined this way.",
      ],
    },
    {
      heading: "Transfer a sub-organization's content",
      paragraphs: [
        "Open 'Organizations', open the sub-organization and its 'Move and transfer' tab. Under Transfer content, keep the parent or choose another organization and confirm: media, folders, playlists, templates, screens and groups move there, and the sub-organization itself stays.",
      ],
    },
    {
      heading: 'Add a widget',
      paragraphs: [],
      bullets: [
        "In the slide editor choose 'Widgets' and pick a type: weather, news, QR code, clock, countdown, spreadsheet, Facebook, Instagram, video by link (and 'Menu board' for a price list). Types your licence does not include are shown greyed out with the reason.",
        "For a spreadsheet, paste a public Google Sheets link and a cell or range (E8, E2:E10) and choose 'Sync', or upload a CSV or Excel file.",
        "For Facebook or Instagram, choose 'Connect a page' and sign in to Facebook in the new tab: a page confirms the connection, then pick the page to show. Your host must have set up a Meta app for these two.",
        "Set it up on the right: a place for the weather (search by name), an RSS 2.0 feed address for news ('Check' tells you at once if the feed can be used), the content of a QR code, the date of a countdown.",
        'Choose a theme, a text size and the language its words are written in on the screen. Below, the panel says when the data was last updated, or why an update failed.',
        'Publish: screens show the widget with the same data; without a connection they keep the last data, marked "as of" the time it was fetched.',
      ],
    },
    {
      heading: 'Broadcast an alert',
      paragraphs: [],
      bullets: [
        "Owners and admins: open 'Alerts' and choose 'Create alert'. Give it a name, a type (environment, fire, health, infrastructure, safety, security, weather or custom), a description and instructions; the preview shows the alert as screens will, in landscape and portrait.",
        'Choose broadcast with a duration (it ends by itself) or continuous (it stays until you deactivate it), an optional sound (an MP3 or WAV file from your media), colours, and the screens: all screens, or chosen screens and groups (a group includes its sub-groups).',
        "Choose 'Broadcast now': every targeted screen shows the alert full screen at once, even a screen that loses its connection afterwards. 'Deactivate' ends it and the screens go back to their schedule.",
        "The alert's page shows who started and ended it and when, and for each screen whether it confirmed showing the alert, is offline, or has not answered yet. An alert can be deleted once it is deactivated.",
      ],
    },
    {
      heading: 'Trigger an alert from another system',
      paragraphs: [],
      bullets: [
        "Owners and admins: open 'Alerts', then 'Integrations', and create one: a name, the kind (generic, or CAP for public warning feeds) and the alerts it starts.",
        'Copy the key and the trigger, deactivate and JSON addresses shown after saving: they are shown only once. Another system calls the trigger address (for example curl -X POST <trigger address>) to broadcast the linked alerts, and the deactivate address to end them.',
        "A CAP integration accepts Common Alerting Protocol 1.2 messages: each becomes an alert on the integration's screens, and a Cancel message ends it.",
        "Lost the key? 'Regenerate' makes a new one and the old one stops working at once. Switch an integration off to refuse its calls; it can be deleted once it is off.",
      ],
    },
    {
      heading: 'Show a message on screens',
      paragraphs: [
        "Open 'Messages' and create one: the text, a ticker that scrolls or a banner that stands still, at the top or the bottom, speed and colours, when it starts and ends (or until you stop it), and the screens or groups. It shows over the running content; an alert still covers everything.",
      ],
    },
    {
      heading: 'Read usage stats and download a report',
      paragraphs: [],
      bullets: [
        'Open Usage stats in the side menu (owners and admins, when your licence includes usage stats).',
        'Tick the usage types you want (at least one), choose the last 7 days, the last 30 days or your own range, and narrow it to some screens, groups or playlists if you like.',
        "Copy the page's address to share or bookmark the same report; choose Download CSV or Download PDF for the whole report.",
      ],
    },
    {
      heading: 'Get an e-mail when a screen goes offline',
      paragraphs: [],
      bullets: [
        "Owners and admins: open 'Screens', then the 'Notifications' tab (the dashboard's screens card links there too). Switch on 'Send offline notifications', choose after how long (15 minutes to 48 hours), tick who is told (owners, admins and screen managers of the organization) and whether they also hear when the screen is back, then save.",
        'Each person gets one e-mail per screen that goes offline, with a link to the screen; when many screens drop at once, one e-mail lists them all. Screen managers and staff can read the settings but not change them.',
        "On a screen's page, 'Screen now' shows the latest screenshot and when it was taken; 'Take a screenshot now' asks the screen for a fresh one (an offline screen cannot answer).",
      ],
    },
    {
      heading: 'Write texts with the AI assistant',
      paragraphs: [],
      bullets: [
        "Owners and admins whose licence includes the AI assistant: in the slide editor, select a text element and choose 'Suggest' at the top of its properties.",
        "The same 'Suggest' sits under an alert's description and instructions and under a message's text: the chosen option replaces that field.",
        "Choose what to do: headlines for the text, make it shorter, friendlier or more formal, translate it into English, Spanish, French or Swedish, or write slide copy from a short brief. Then choose 'Suggest (1 credit)'.",
        'One credit gives 5 options; choose one to replace the text of the element (undo brings the old text back). If the assistant cannot answer, your credit is not used.',
        "Out of AI credits? The message links to your organization's licence page, where your credits are shown. If the server has no AI provider set up, the editor says so instead of showing the button.",
        'The text you send goes only to the AI provider configured for this server.',
      ],
    },
    {
      heading: 'Buy an extension, add-ons, screens or AI credits',
      paragraphs: [],
      bullets: [
        "Owners and admins: open 'Organizations', your organization, then 'Licence'. The 'Buy' section lists what this server sells, with the prices of your price chart.",
        "Choose an extension of 1, 3 or 5 years (priced per screen of your licence), an add-on, extra screens or users, or a pack of 100 AI credits, and then 'Buy'. You pay on the payment provider's page.",
        'The payment result page checks the payment and says what was added. If the payment failed, nothing was charged and nothing was added. If it says the payment succeeded but nothing was added, contact support: the address is shown.',
        "Each payment gets an invoice: it is e-mailed to the organization's owner as a PDF and listed under 'Invoices' on the same page, where it can be downloaded again.",
        "If the server has no billing set up, the 'Buy' buttons say so. A server in test mode is labelled 'Test payments — no real money'.",
      ],
    },
    {
      heading: 'Approval before publishing',
      paragraphs: [
        'Owners and admins can require that playlist changes are approved before they reach screens: open Organizations, choose your organization, and switch on ’Require approval before publishing’ in the Info tab. When a parent organization requires it, every organization below it does too and cannot switch it off.',
        'Content creators and staff then see ’Submit for approval’ instead of ’Publish’ in the playlist editor. Screens keep playing the last approved version until the changes are approved; a playlist that was never approved is not played. Editing the playlist again withdraws the submission, so submit again when you are done.',
        'Owners and admins still publish directly. On the Playlists page they see how many submissions are waiting; open one to see every slide that was added, removed, changed or moved, drawn as it will look on screen, then approve it or reject it with a reason. The person who sent it gets an e-mail and the activity log records each step. You cannot approve your own submission.',
        'Alerts and screen messages are never held for approval.',
        'The dashboard, and the number beside Playlists in the menu, show owners and admins how many playlist changes are waiting for their approval; choose Review changes to open the list.',
      ],
    },
    {
      heading: 'Second factor and passkeys',
      paragraphs: ['A second factor protects your account even if someone learns your password. Set it up under Account → Security.'],
      bullets: [
        'Authenticator app: choose Set up an authenticator app, scan the QR code with an app such as Google Authenticator, Microsoft Authenticator or 1Password (or type the key shown), and enter the six-digit code the app shows. From then on, after your password you are asked for the current code.',
        'Recovery codes: when you set up your first second factor you get ten recovery codes. Keep them somewhere safe; each one signs you in once if you lose your phone or passkey. Create new ones at any time: confirm it is you with the current code from your authenticator app (or your password if you have no app), and the old ones stop working.',
        'Passkeys: choose Add a passkey and follow your browser. A passkey lets you sign in with your fingerprint, face or device PIN; on the sign-in page choose Sign in with a passkey, no password needed. A passkey also counts as a second factor.',
        "Owners and administrators can require a second factor for the organization's owners and administrators, or for everyone, on the organization's Info tab. Sub-organizations follow the same rule and can only be stricter. Anyone the rule covers who has no second factor sets up an authenticator app right after entering their password.",
        'Lost your phone and your recovery codes? Ask an owner or administrator of your organization (or of the organization that manages it): they can reset your second factors on the Users page, and you then sign in with your password.',
        "To remove your authenticator app or a passkey, confirm it is you: enter the current code from your authenticator app, or your password if you have no app. If you signed up with Google and have neither, first set a password with 'Forgot your password?' on the sign-in page.",
        "Owners and admins can reset the second factor of anyone in their organization except themselves, other admins included. The owner's second factor can only be reset by the organization that manages yours.",
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Release notes',
  intro: 'What each stage of Signage added, newest first. The version shown in Settings is 0.1.0.',
  sections: [
    {
      heading: 'Latest: second factor, single sign-on, API tokens, webhooks, approval, screen tags and start and end dates',
      paragraphs: [],
      bullets: [
        'Single sign-on with SAML 2.0 now reads your identity provider’s metadata URL again every day, so a new signing certificate is picked up without saving the settings again. The settings show when it was last read and any problem, and Refresh now reads it at once.',
        'Creating new recovery codes now also asks for the current code from your authenticator app (or your password if you have no app), so someone at your unlocked computer cannot make codes that get past your second factor.',
        'Single sign-on with SAML 2.0: besides OpenID Connect, owners and admins can now connect an identity provider that speaks SAML 2.0, such as Microsoft Entra ID, Okta or Keycloak. Choose SAML 2.0 in the organization’s Single sign-on settings, copy the entity ID and ACS URL shown there into your identity provider, and give us its metadata URL.',
        'Video walls: lay a group out as columns and rows of screens, with the bezel between them and each screen’s place and rotation. One playlist designed at the wall’s full size plays across all of its screens, and the editor shows where the screens and bezels are.',
        "Removing your authenticator app or a passkey now asks for the current code from your authenticator app (or your password if you have no app), so someone at your unlocked computer cannot take your second factor away. Owners and admins can reset the second factor of other admins on the Users page; the owner's stays out of an admin's reach.",
        'Owners and admins see on the dashboard, and beside Playlists in the menu, how many playlist changes are waiting for their approval.',
        'The activity log names the API token when something was done through one, for example: Ana via the API token CI deploy published the playlist Lobby.',
        "Webhooks: 'An alert ends' is now also sent when an alert ends by itself at the end of its duration, 'An upload could not be processed' also when processing still fails after several tries, and 'A playlist is published' also when a playlist change is approved.",
        "Sleep hours: set when a screen or a group of screens is off (nights, weekends, holidays). Sleeping screens show black, play and count nothing, are listed as 'Sleeping' rather than 'Offline' and send no offline e-mails; an alert still wakes them, and kiosk screens switch the television off and on.",
        'Play screens in sync: turn it on for a group and its screens change slides, start videos and run transitions at the same moment. A screen that starts later joins the others where they are, and a screen that was offline catches up smoothly.',
        'A Debian computer or a Raspberry Pi becomes a screen that runs itself with one command (the kiosk installer at /player/kiosk/install.sh): the player starts full screen at every boot and is restarted if it stops or freezes.',
        'API tokens: owners and admins can let scripts and other systems use the API with a token instead of a password. Choose what each token may do and when it expires, copy it once, see when it was last used, and revoke it at any time.',
        'Tag your screens (#lobby, #east …) on a screen’s page or for several screens at once, and filter the screens list by tag.',
        'Dynamic groups: choose screens by their tags (all of, or any of, the tags you pick). Assign playlists, schedules, alerts and messages to a dynamic group like any group; a screen joins or leaves the moment its tags change.',
        'Approval before publishing: owners and admins can require that playlist changes by content creators and staff are approved first. Reviewers see each added, removed, changed or moved slide as it will look on screen and approve or reject it with a comment, while screens keep the last approved version. Alerts and messages are never held.',
        'Single sign-on: owners and admins can connect their organization’s own identity provider, such as Microsoft Entra ID, Okta, Google Workspace or Keycloak, on the organization’s Info tab. Colleagues then sign in with “Sign in with single sign-on” and their work address, get an account on their first sign-in, and can receive their role from the identity provider. With “Single sign-on only”, passwords are turned off for everyone but the owner.',
        'Second factor and passkeys: add an authenticator app or a passkey under Account → Security, keep ten one-time recovery codes, and sign in with a passkey without a password. Owners and administrators can require a second factor for admins or for everyone, and sub-organizations follow the rule.',
        "Webhooks: owners and admins can have Signage tell their other systems when something happens — a screen goes offline or comes back, an alert starts or ends, a playlist is published, an upload is ready or failed, and a daily proof-of-play summary. Add an address in the organization's Webhooks tab, send a test event and see every delivery in its log.",
        'Set a start and an end on a slide or a whole playlist with Show from / until in the playlist editor. Screens skip it outside that period, in their own time zone and also offline, without publishing again; the slide list marks it Scheduled or Expired, and the dashboard warns 3 days before content stops showing.',
        "Your first slide reaches a screen in fewer steps: on the dashboard, 'Create a playlist' opens the form straight away, a new text on a slide is ready for typing, 'Assign to screens' comes first after publishing, and with no screen yet you type the code the screen shows and choose Assign. At sign-up your country is already chosen.",
        'In the slide editor, the arrows at both ends of the toolbar fold the slide list and the properties away to give the slide more room; your browser remembers the choice.',
      ],
    },
    {
      heading: 'Card payments, invoices and Canva',
      paragraphs: [],
      bullets: [
        'Getting started is quicker: you accept the terms only once, when you sign up, and entering the code from the e-mail signs you straight in.',
        "On a server without e-mail set up, the sign-up page says that the code is in the server's log, and the very first account on a new server is told that it creates the platform.",
        "A new screen's pairing page now shows an address the screen can really reach, in the same words as Screens → Add screen in the CMS.",
        'Buy by card on the licence page: a licence extension of 1, 3 or 5 years, add-ons, extra screens and users, and packs of 100 AI credits, at the prices of your price chart. The result page confirms what was added, and when you run out of AI credits you get a link to buy more.',
        'If you host Signage yourself without billing, you can try purchases with the built-in test payments (no real money).',
        'A card payment is added to your licence only when the payment provider confirms exactly what was asked for. Any other payment is held and listed on the licence page under Payments that need attention, with the reference support needs to refund or apply it.',
        "Every card payment gets an invoice, numbered without gaps and e-mailed to the organization's owner as a PDF. Owners and admins find all invoices on the licence page and can download them again at any time.",
        "Canva in My media: connect your own Canva account and import a design as an image (its first page) or a PDF; the connection is yours only and Disconnect withdraws it. The slide editor's image picker can search stock photos and Canva designs and insert them directly.",
        "Playlist overlay: in the playlist editor, choose 'Overlay' to add a logo, a clock, a ticker or anything else that stays on screen above every slide. Screens keep it in place while the slides change, so a clock or a ticker keeps running.",
        'Slide changes are smoother on simple, low-powered players: the slide that is leaving stays still while the next one comes in, so the Wipe, the Fade and the Zoom run much more smoothly.',
        "The Fade is now a true dissolve: the new slide fades in over the old one, instead of both fading and the picture dimming halfway. The editor's preview shows the same.",
        'Object animations now begin once the slide has fully arrived, as in presentation software, so an entrance is no longer half hidden under the transition. “Start after” counts from that moment, and exits still end with the slide.',
        'On a screen turned sideways or upside down in its settings, text now looks exactly like the preview.',
        "The weather widget's place search works again in the editor. If the server's administrator runs their own weather service on the local network, weather widgets now use it and no longer stay on “Waiting for data…”.",
        "For safety, addresses you type in the CMS, such as news feeds, still cannot reach the server's own network.",
        'Alerts and messages now reach the screens the moment they start or end; before, one could occasionally arrive up to 15 seconds late.',
        'Screens reconnect about five times faster after a server restart or a network cut, and a play-now to a large group reaches every screen as fast as a republish.',
        'A change sent to thousands of screens at once, such as a play-now to a large group, now puts much less load on the server and arrives a little sooner. Where several servers share one database, screens on every server get the change as quickly as those on the server where it was made.',
        'An upload that was being processed when the server restarted now finishes within seconds instead of after about a minute.',
        'CMS pages open faster: the browser has less to load before it shows the first page.',
        'A server on the embedded database uses noticeably less memory, both at rest and when many people and screens are busy, and answers as fast as before.',
      ],
    },
    {
      heading: 'Google sign-in and stock photos',
      paragraphs: [],
      bullets: [
        'Sign in with Google on the login page: an account with the same verified e-mail signs in; a new address fills in the rest of the sign-up (organization, city, terms) and gets a trial organization with its e-mail already verified. The button appears only when the administrator of the server has set up Google sign-in.',
        "Stock photos in My media: search Unsplash and Pexels, page through the results and import a photo into the folder you are in; the photographer's credit is kept with the item and shown in its details. Each service is offered once the server's administrator has added its key.",
        "'Suggest' of the AI assistant also sits under an alert's description and instructions and under a message's text.",
      ],
    },
    {
      heading: 'The AI assistant',
      paragraphs: [],
      bullets: [
        "In the slide editor, 'Suggest' on a text element gives 5 options for one AI credit: headlines, a shorter, friendlier or more formal version, translations into English, Spanish, French or Swedish, or slide copy from a short brief.",
        'For owners and admins whose licence includes the AI assistant; a credit is given back when the assistant cannot answer, and running out links to the licence page.',
        'Self-hosters connect any OpenAI-compatible service, hosted or on their own network (AI_BASE_URL, AI_MODEL, AI_API_KEY); without one, the assistant is hidden.',
      ],
    },
    {
      heading: 'Contact support',
      paragraphs: [],
      bullets: [
        'Write to support from Help › Contact: choose what it is about, a subject and your message. It goes to the support address of your organization, or of a parent organization, or of this installation, with your organization, name, e-mail address and role; you get a copy, and answers come straight to you.',
        'Messages that say "contact support" (the user and screen limits of a licence, a screen that will not pair) link to the form.',
        'Each person can send up to 5 messages an hour.',
      ],
    },
    {
      heading: 'Usage stats',
      paragraphs: [],
      bullets: [
        'Usage stats for owners and admins whose licence includes them: online time per screen, plays and play time per playlist, slide, media item, screen and group, content created and published, sign-ins, and storage against the licence.',
        "Filters for the last 7 days, the last 30 days or your own range (days in your organization's time zone), screens and groups, playlists and, for a parent organization, a sub-organization it manages; the filters are kept in the page's address, so a report can be bookmarked or shared.",
        'A chart for each usage type, readable as a table too, totals, and rows sorted by any figure with 10, 25, 50 or 100 per page.',
        'The whole report downloads as CSV or as a PDF proof-of-play report; the figures refresh every minute while the range includes today.',
      ],
    },
    {
      heading: 'Alerts, integrations and messages',
      paragraphs: [],
      bullets: [
        'Alerts take over the chosen screens at once, full screen, with a clear design for each type, large text that fits landscape and portrait screens, and an optional sound; screens go back to their schedule the moment an alert ends.',
        'Broadcast alerts end by themselves after their duration, continuous ones stay until deactivated; a screen that lost its connection still ends an alert on time, and one that comes back picks up an active alert first.',
        'Each alert shows its history and, for every targeted screen, whether it confirmed showing the alert.',
        'Integrations: trigger and end alerts from another system with a secret address, or send Common Alerting Protocol (CAP 1.2) messages from public warning systems.',
        'Messages: a ticker or a banner over the running content, at the top or the bottom, from a start to an end time or until stopped.',
      ],
    },
    {
      heading: 'Screen health',
      paragraphs: [],
      bullets: [
        'Offline notifications: choose who is e-mailed when a screen has been offline longer than a time you set (15 minutes to 48 hours), and again when it is back. Each person gets one e-mail per incident, and when a whole site goes offline, one summary instead of one e-mail per screen.',
        'The dashboard lists the screens that are offline, longest first, with since when; each screen still shows what it plays and the version it confirmed.',
        "A screen's page shows its latest screenshot with the time it was taken, and takes a new one on demand.",
      ],
    },
    {
      heading: 'Background work on several servers',
      paragraphs: [],
      bullets: [
        'An installation can run on several servers that share one database: each upload and each e-mail is handled by one server only, and if a server stops, another finishes its work within a minute.',
        'A mail the mail server keeps refusing is tried again for up to three days, then marked failed.',
        "The owner and admins of the platform organization get an e-mail, and an entry in its activity log, when a mail could not be delivered or the server's storage is full: at most one of each kind per hour.",
      ],
    },
    {
      heading: 'The activity log',
      paragraphs: [],
      bullets: [
        'A bell in the top bar counts what is new since you last looked, and refreshes every 10 seconds.',
        'The activity log shows who did what to which object, newest first, with links to what still exists.',
        'Owners and admins see the whole organization; other roles see their own actions and what their role works with. A parent organization reads the log of a sub-organization it manages; changes made through delegated access name both organizations.',
        "Filters by kind, person, object and dates; a choice of 10, 25, 50 or 100 entries per page; 'Mark all read'.",
      ],
    },
    {
      heading: 'Widgets on slides',
      paragraphs: [],
      bullets: [
        'Weather: a place found by name, Celsius or Fahrenheit, current conditions, high and low, a 3 to 5 day forecast, wind and humidity.',
        'News: the top stories of an RSS 2.0 feed as a list, a ticker or one at a time, with their pictures; other kinds of feed are refused with a clear message.',
        'Spreadsheet data: one cell or a small table from a public Google Sheet or a published CSV, synced every few minutes, or from an uploaded CSV or Excel file.',
        'Facebook and Instagram: connect a page, pick it, and show its latest posts with their pictures (when your host has set up a Meta app).',
        'A YouTube or Vimeo video by its link, muted by default.',
        'QR codes for a web address, an e-mail, a phone number, a text message, an event, a contact card or Wi-Fi, with the limits of each kind checked as you type.',
        'A clock with the date where the screen is, and a countdown to a moment.',
        'Menu boards can now be added and edited: categories, items with prices, a currency, three layouts, reordering by drag or keyboard, and import from a CSV file.',
        'Every widget comes in four themes and four text sizes. All screens showing the same widget show the same data, and a screen that loses its connection keeps the last data, marked with the time it was fetched.',
      ],
    },
    {
      heading: 'Screens show what you design, and a sturdier platform',
      paragraphs: [],
      bullets: [
        "Slides look the same in the editor, in previews and on every screen size: bold and italic text uses the font's real faces everywhere, and menu boards keep their line spacing.",
        'A screen whose fonts could not load shows a warning on its page and an icon in the screens list; its slides use a fallback font meanwhile.',
        'Smoother slide changes on slow players, and a restarted player shows its first slide from its cache even when the server cannot be reached.',
        'Playlist search works in every tab (My, Shared, Stock and favourites); aspect ratios can be written 16:9 or 16/9, and impossible ones are refused with a clear message.',
        'Uploads, e-mails and proof of play are no longer lost when the disk is full, the mail server or the database is down, or the server stops suddenly. E-mails are sent once the mail server is back.',
        'Many people working from the same building, such as a school or an office, are no longer held back by a limit meant for one person. Guesses at passwords and pairing codes stay limited, even when many are sent at once.',
      ],
    },
    {
      heading: 'Domain collation and content transfer',
      paragraphs: [],
      bullets: [
        "Domain collation on the organization's Info tab: people who sign up with the organization's e-mail domain join it as content creators, at once or after approval.",
        'Users page: a Type column (regular or collated), a notice when people wait for approval, and a confirmation before a request is rejected.',
        "Transfer a sub-organization's content to its parent, or another organization, without deleting it (the 'Move and transfer' tab).",
        "The dashboard's 'Invite your team' step is done once a second user exists.",
        'Whether usage stats are included is set in each licence package, like the other licence options.',
        'Help, release notes and the user manual describe what exists today.',
      ],
    },
    {
      heading: 'Media, playlists, screens and organizations',
      paragraphs: [],
      bullets: [
        'Media library: images, GIFs, videos, PDFs and audio with thumbnails, folders, tags, search, sharing and stock for sub-organizations.',
        'Playlists, templates and the slide editor: text, images, videos, shapes and websites in layers, animations, interactions, undo and redo, autosave, preview, publish and assign.',
        'Screens: pairing by a 4-digit code, groups, schedules with repeats, play now, live preview; the player plays offline and receives changes at once.',
        'Organizations: sub-organizations with their own licences, users and branding; user management with invitations and roles; licensing with limits, add-ons, credits and prices; impersonation with the owner’s consent.',
      ],
    },
    {
      heading: 'Foundation',
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
        'Embedded database in DATA_DIR by default; DATABASE_URL for PostgreSQL. The database is brought up to date automatically at start-up.',
        'Mail through SMTP_URL and MAIL_FROM, otherwise to the server log and an outbox. PUBLIC_URL sets the address in e-mailed links.',
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: 'User manual',
  intro: 'The ideas behind Signage and how its parts fit together.',
  sections: [
    {
      heading: 'What Signage does',
      paragraphs: [
        'Signage is an open-source, self-hostable digital-signage platform. Organizations design slide playlists in a web editor, manage a media library, pair screens, schedule and publish content, broadcast emergency alerts, and manage sub-organizations, users, licences and branding.',
      ],
    },
    {
      heading: 'Webhooks',
      paragraphs: [
        "Owners and admins connect Signage to their other systems (a monitoring tool, a ticket system, a chat channel) in the organization's Webhooks tab. Add the HTTPS address of your system and choose the events: a screen goes offline or is back online, an alert starts or ends, a playlist is published, an upload is ready or could not be processed, and a daily summary of proof of play. Signage then sends each event as a POST request with a JSON body.",
        "When you add a webhook, Signage shows its signing secret once: copy it into your system. Every request carries a Signage-Signature header (t=time,v1=signature): your system computes HMAC-SHA256 of the time, a dot and the exact body with the secret, compares it with v1, and refuses requests older than five minutes. The Signage-Event-Id header stays the same if a request is sent again, so your system can ignore repeats. 'New secret' replaces the secret at once.",
        "Answer with a success status (2xx) within 10 seconds. Otherwise Signage tries again later, waiting longer each time, for about half a day. 'Send test event' checks the connection; the delivery log shows each attempt with its time, result and duration for 30 days, and 'Send again' resends a delivery that failed. If every delivery fails for three days, the webhook is switched off, and owners and admins are told by e-mail and in the activity log.",
      ],
      bullets: [
        'Only public internet addresses are accepted: addresses on a private or local network are refused, also if the address changes later.',
        'Screen offline and back online events follow the offline notification settings of the organization.',
        "An alert that ends by itself at the end of its duration sends 'An alert ends' within about 15 seconds; approving a playlist change sends 'A playlist is published', as publishing directly does; an upload that cannot be processed, also after several tries, sends 'An upload could not be processed'.",
      ],
    },
    {
      heading: 'Organizations and sub-organizations',
      paragraphs: [
        'Every user belongs to one organization, and organizations form a tree. The platform organization at the top is created by the first account on a new installation; organizations that sign up later become its sub-organizations, and any organization can have its own, such as a head office and its branches. Breadcrumbs show the path from the top to where you are.',
        "When the licence allows, a parent adds, edits, moves and removes sub-organizations and manages their licences and branding (logo, background, colours, website title), for its direct children or all levels below. An organization with sub-organizations cannot be deleted; deletion is confirmed by typing delete, and its data either moves to the parent or is deleted. A sub-organization's content can also be transferred to its parent, or another organization, without deleting anything. A parent can request delegated access to a direct sub-organization (impersonation); the sub-organization's owner accepts or rejects it, and a banner shows while it is active.",
        "Owners and admins set the organization's time zone in its Info tab (a searchable list). Usage stats count calendar days in that zone; a change applies to days from then on.",
      ],
    },
    {
      heading: 'Roles',
      paragraphs: [
        'Each user has one of five roles; all of them can use the dashboard, help and their own account.',
        'The owner has full control over users, content and screens, and is the only one who can add admins.',
        'An admin manages content and screens, sees users and organizations, and adds or deletes staff, screen managers and content creators, but cannot add or delete other admins.',
        'Staff modify content and screens but do not manage users. A screen manager (device manager) manages screens and groups and assigns shared playlists only. A content creator manages content only: media, playlists and templates.',
        "The owner and you yourself cannot be deleted; a deleted user's data is transferred to the owner or deleted. Alerts and integrations are for owners and admins; messages for owners, admins, staff and screen managers. Usage stats are for owners and admins whose licence includes them; so is the AI assistant.",
      ],
    },
    {
      heading: 'Single sign-on',
      paragraphs: [
        'Owners and admins can let the people of their organization sign in through the organization’s own identity provider (OpenID Connect: Microsoft Entra ID, Okta, Google Workspace, Keycloak and others). Open Organizations, your organization, the Info tab, and find Single sign-on.',
        'First register an application at your identity provider with the redirect URI shown in the settings. Then enter the provider’s issuer URL, the client ID and client secret it gave you, and the e-mail domains of your organization. A domain can belong to only one organization, and it must be a domain people of your organization already use.',
        'Your identity provider can also use SAML 2.0. Choose SAML 2.0 under Protocol. The settings then show the entity ID, the ACS URL and the metadata URL of Signage, each with a copy button: create a SAML application at your identity provider with them. Then give us your identity provider’s metadata URL, paste its metadata, or enter its sign-in URL and signing certificate. The identity provider must sign its assertions and send the e-mail address as the NameID or in an attribute you name. Roles come from an attribute with rules, just like the role claim.',
        'With a metadata URL, Signage reads your identity provider’s metadata again every day, so a new signing certificate is picked up without saving again. The settings show when it was last read. If the last try did not work, they say why and keep using the saved certificate; choose Refresh now to read it again at once, for example right after your identity provider changed its certificate.',
        'People who sign in for the first time get an account with the role you choose. If your identity provider sends groups or roles, name that claim and add rules that turn a value into a role; the highest matching role applies. The identity provider can never make someone the owner.',
        'On the login page, people choose “Sign in with single sign-on” and enter their work address or your domain. With “Single sign-on only”, your colleagues can no longer sign in or reset a password with a password. The owner always keeps a password, so you can still get in if the identity provider is unavailable: open the login page with ?password=1 at the end of its address.',
        'A sign-in through your identity provider counts as a second factor: turn on multi-factor authentication at the identity provider.',
      ],
    },
    {
      heading: 'Licences and trials',
      paragraphs: [
        'Each organization has a licence: a package with numbers of screens and users, a validity period, a limit on interactive screens, and add-ons. Packages include trial, full access, custom, and single device or location for 1, 3 or 5 years; limits can be unlimited. Parents manage their sub-organizations’ licences: limits, extension, add-ons, credits and prices.',
        'Organizations that sign up get a 30-day trial, by default for 2 screens and 3 users, which can be extended once by 30 days. A licence is trial, demo, active, expiring soon or expired. An expired licence makes the organization view-only: admins see how to renew, others are asked to contact their administrator.',
      ],
    },
    {
      heading: 'Media library',
      paragraphs: [
        'The library holds images (JPG, PNG, SVG), GIFs and PDFs up to 100 MB, videos (MP4, WebM) up to 250 MB, audio (MP3, WAV) up to 25 MB, and templates. Files are organized in folders and with tags, and found by search; PDFs can be viewed page by page.',
        'Each kind has three sections. My: only the creator can open unshared media. Shared: available to your whole organization. Stock: offered by a parent organization to selected sub-organizations or to the whole platform, including future sub-organizations. Media used by published content cannot be deleted. Free photos from Unsplash and Pexels can be searched and imported into My media when the server has their keys; each keeps its credit (photographer and service). Designs from your own Canva account can be imported as an image or a PDF when the server has Canva and your licence includes it.',
      ],
    },
    {
      heading: 'Playlists, slides and publishing',
      paragraphs: [
        'A playlist is an ordered series of slides, each shown for its own duration, in one aspect ratio: landscape 16:9, 16:10 or 4:3, portrait 9:16, 10:16 or 3:4, or custom. The editor places text, images, videos, shapes and websites in layers, with animations, interactions, templates, preview, and undo and redo; changes are saved automatically. A slide enters with its transition (fade, push, zoom or wipe); the animations of its objects begin once the transition has finished (their “Start after” counts from there), and exit animations end with the slide; the leaving slide holds its last picture while the next one comes in (its video pauses, its effects stop). Widgets add live content: weather, news from an RSS 2.0 feed, QR codes, a clock, a countdown, spreadsheet data, Facebook and Instagram posts, YouTube and Vimeo videos and menu boards, each in one of four themes and four text sizes. Every screen that shows a widget shows the same data; a screen that loses its connection keeps the last data and shows when it was fetched.',
        'Playlists live in My, Shared and Stock, with folders and favourites. A shared playlist is edited by one person at a time; while locked it shows who is editing.',
        'A playlist must be published before it is assigned. Any change to slides, durations, animations or aspect unpublishes it until you republish; screens keep playing the last published version. Assign it to a screen or group to play now or on a schedule: screens receive it at once, and a screen that is offline receives it when it reconnects. You can assign from wherever you are: right after publishing (with no screen yet, type the code the screen shows there and choose Assign: the screen is added and the playlist assigned to it), from a published playlist’s menu (Assign to screens), and from a screen’s or a group’s own menu or page (Assign playlist, with what plays there now already chosen).',
      ],
    },
    {
      heading: 'The playlist overlay',
      paragraphs: [
        "A playlist can have an overlay: elements shown above every one of its slides, such as a logo, a clock or a ticker. You edit it in the playlist editor under 'Overlay', with the same elements, widgets and tools as a slide, and undo and redo work as usual. While you edit the overlay the current slide is shown faded underneath; while you edit a slide the overlay is shown faded on top and cannot be selected. Slide thumbnails and the preview include it. On screens the overlay stays in place when the slides change, so a clock, a ticker or a video in it keeps running; it appears under messages and alerts and works offline like the rest of the playlist. Its elements do not use animations. The overlay needs at least two slides: with one slide the Overlay entry is disabled, and deleting slides down to one removes the overlay. Changing the overlay unpublishes the playlist until you publish again.",
      ],
    },
    {
      heading: 'Show from and show until',
      paragraphs: [
        'A slide or a whole playlist can have a start and an end: in the playlist editor, choose the calendar button under a slide, or Show from / until at the top for the playlist. Dates and times are read in each screen’s own time zone, so 18:00 means 18:00 where the screen is. Leave a field empty for no limit.',
        'Outside that period screens skip the slide, also when they are offline. A playlist that is outside its period, or whose slides are all outside theirs, is skipped too: the screen plays what comes next in its schedule (its group’s content, or the idle screen), as if nothing were scheduled. A change takes effect on screens at once; you do not need to publish again.',
        'The slide list marks slides that have not started yet as Scheduled and those that have ended as Expired. On a screen’s page, What plays when, and why says which playlist or slide is skipped and why. The dashboard lists published content that stops showing within the next 3 days, and the activity log notes it once per item.',
      ],
    },
    {
      heading: 'Screens and pairing',
      paragraphs: [
        "A screen runs the player app at /player/ of your installation, in any browser that can go full screen: a kiosk browser on a Raspberry Pi, an Android WebView or a smart-TV browser. The player shows a 4-digit pairing code, valid 10 minutes; enter it under Screens. New screens are named 'Screen' and a number until renamed.",
        "A Debian computer or a Raspberry Pi can become a screen that runs itself with one command, shown in the administrator's guide (docs/player.md): `curl -fsSL https://<your server>/player/kiosk/install.sh | sudo bash -s -- --url https://<your server>/player/`. It starts the player full screen at every boot and restarts it if it stops or freezes.",
        'The player keeps playing when offline. A screen is active, updating, offline or inactive; the dashboard and the live preview show it. When a change goes to thousands of screens at once, each screen shows it at once, and its confirmation in the CMS may follow a few seconds later. Screens can be arranged in nested groups and made interactive within the licence limit.',
      ],
    },
    {
      heading: 'Screen health',
      paragraphs: [
        'A screen counts as offline when nothing has been heard from it for a minute; it is shown as offline since it was last heard from, or since it was paired if it never connected. Disabled screens are never offline.',
        "With offline notifications on, the chosen people are e-mailed once when a screen has been offline longer than the organization's threshold, and once more when it is back if the organization asked for it. Several screens dropping at the same time give one e-mail per person listing them (the first 50 by name). Times in the e-mail follow the organization's time zone and the reader's language. Switching notifications off, disabling or removing a screen ends its incident without an e-mail.",
      ],
    },
    {
      heading: 'Schedules',
      paragraphs: [
        "Schedule entries belong to a screen or a group. Each has a playlist, a start and an end (or all day), and may repeat every few days, weeks (on chosen weekdays), months or years: forever, until a date, or for a number of occurrences. The start must precede the end. Times follow the screen's time zone, and the calendar shows what plays when, and why.",
      ],
    },
    {
      heading: 'What a screen plays',
      paragraphs: ['A screen plays the first of these that applies:'],
      bullets: [
        'its own play-now playlist;',
        'its own schedule entry active now;',
        "its nearest group's play-now playlist, then that group's schedule, then the same for each group further up;",
        "otherwise an idle screen with your organization's branding.",
        'If entries at the same level overlap, the one that started later wins.',
      ],
    },
    {
      heading: 'Alerts and messages',
      paragraphs: [
        "An alert comes before everything a screen plays: while it is on air the targeted screens show it full screen, and when it ends they show exactly what their schedule says at that moment. If several alerts are on air at once, a screen shows the newest; the others come back when it ends. An alert is active or deactivated, and can be deleted only when deactivated; integrations are enabled or disabled, and can be deleted only when disabled. Your licence's alert and message options decide whether these pages appear.",
        'Messages show over the content and under any alert: at most one at the top and one at the bottom of a screen; if several apply, the newest shows.',
      ],
    },
    {
      heading: 'Users and domain collation',
      paragraphs: [
        "Owners and admins add users within the licence's user limit: the person sets a password through an e-mailed link, and an invitation can be resent. Deleting users transfers their data to the owner or deletes it.",
        "Each user has a type: regular (invited, or the person who signed up the organization) or collated (joined through the organization's e-mail domain). With domain collation switched on, on the organization's Info tab, people who sign up with an address of that domain join the organization as content creators instead of starting an organization of their own, at once or after an owner's or admin's approval on the Users page.",
        'Usage stats (owners and admins, when the licence includes them) show what screens played, how long they were online, content created, sign-ins and storage, with CSV and PDF reports: see the Usage stats help page.',
      ],
    },
    {
      heading: 'The activity log',
      paragraphs: [
        "Everything people change is recorded: who did it, when, and to which object. The activity log, opened with the bell in the top bar, shows it as sentences in your language, newest first; entries that are new to you are highlighted until you choose 'Mark all read'. Your own actions never count as new, and sign-ins are listed only when you ask for them.",
        'Owners and admins see everything in their organization. Staff, screen managers and content creators see their own actions and what their role works with: screens and schedules, or content and media they can open. A parent organization that manages a sub-organization can read its log; changes made through delegated access show both organizations. Only the owner sees the internet address an action came from.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'On your Account page you change your name, e-mail address (confirmed by a link sent to the new address) and password, read the EULA and privacy policy, and choose your language. Settings holds your language and active sessions, where you can sign out other browsers. Signage checks your session every 10 seconds; if it has ended you return to the sign-in page.',
        'The dashboard is your home page: getting-started steps (confirm your e-mail, complete your profile, choose your language, invite your team, add a screen, create content), your licence and a live view of your screens.',
      ],
    },
    {
      heading: 'Languages',
      paragraphs: [
        "Signage is available in English, Spanish, French and Swedish. At first it follows your browser's language if supported, otherwise English. Change it from the top bar, Settings or Account; your choice is saved with your account.",
      ],
    },
    {
      heading: 'API tokens',
      paragraphs: [
        'An API token lets a script or another system use your organization’s API without anyone’s password. Owners and admins make them in Organizations → your organization → API tokens: give the token a name, choose its scopes and when it expires (after 30, 90 or 365 days, or on a date within a year). The token is shown once, with a copy button: store it somewhere safe, as it cannot be shown again.',
        'Scopes say what a token may do: Read (see playlists, media, screens, schedules and more), Content (media, playlists, slides, templates and widgets), Screens (screens, groups, schedules and assigning playlists), Alerts and messages, and Users. A token never does more than the role of the person who made it: if that person’s role is lowered, the token is lowered too, and if they are removed or leave the organization, their tokens stop working.',
        'A token works only in its own organization. It can never manage API tokens, sign in, change an account or password, buy or change licences, or change the organization’s settings. The list shows who made each token, when it expires and when and from where it was last used; Revoke stops a token at once. Creating and revoking a token appear in the activity log.',
        'To use a token, send it in the Authorization header as “Bearer” followed by the token. The developer documentation (docs/api-tokens.md) has a short example script that uploads a picture, puts it on a slide and plays it on a screen.',
        'In the activity log, what was done with a token appears as done by the person who made it, through that token, for example: Ana via the API token CI deploy published the playlist Lobby.',
      ],
    },
  ],
};

const stats: HelpContent['stats'] = {
  title: 'Usage stats',
  intro:
    'What your screens played, how long they were online, and how your organization uses Signage. Usage stats are for owners and admins whose licence includes them; the menu item is hidden otherwise.',
  sections: [
    {
      heading: 'Choose what to count',
      paragraphs: [],
      bullets: [
        "Tick one or more usage types: online time, playlist plays, slide plays, media plays, plays per screen, plays per group, content created and published, sign-ins, and storage. At least one type stays ticked: unticking the last one shows 'Select at least one usage type'.",
        'Choose the last 7 days, the last 30 days (both up to and including today) or a custom range of up to 366 days.',
        'Narrow the report to some screens and groups (a group includes its sub-groups) or some playlists; leave them empty for everything. A parent organization can pick a sub-organization it manages.',
      ],
    },
    {
      heading: 'Days and times',
      paragraphs: [
        "Days are counted in your organization's time zone, shown at the top of the page (for example 'Times in Europe/Stockholm'). A range of one day is shown per hour, longer ranges per day.",
      ],
    },
    {
      heading: 'Reading the figures',
      paragraphs: [],
      bullets: [
        "Each usage type has a card: its totals, a chart, and a table of rows. 'Show as table' shows the chart's figures as a table.",
        'A play is one slide shown on one screen; play time is how long it was on screen. Plays are counted from the reports screens send, in batches about once a minute, so the newest plays appear within a minute or two.',
        'Online time counts the minutes a screen was connected; the share online is that time against the part of the range that has passed.',
        'Sort the rows by any figure (largest first) and choose 10, 25, 50 or 100 rows per page; the choice is remembered in this browser. Names link to the playlist, screen or group while it still exists.',
        'The figures refresh every minute while the range includes today; the time of the last update is shown at the top.',
      ],
    },
    {
      heading: 'Share and download',
      paragraphs: [],
      bullets: [
        "The filters are part of the page's address: bookmark it, or send it to a colleague who may open usage stats, to show the same report.",
        'Download CSV gives one section per usage type, for spreadsheets; Download PDF gives a proof-of-play report to send to advertisers or managers. Both contain the whole report for the selected types and filters, not only the rows on screen.',
      ],
    },
    {
      heading: 'No figures yet?',
      paragraphs: [],
      bullets: [
        'Stats appear once screens play content: pair a screen and assign a published playlist.',
        'Detailed play reports are kept for a limited time; the daily and hourly totals the page shows are kept for good.',
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual, stats };

export default content;
