import type { HelpContent } from '../types.ts';

export const howto: HelpContent['howto'] = {
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
