import type { HelpContent } from '../types.ts';

export const usermanual: HelpContent['usermanual'] = {
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
