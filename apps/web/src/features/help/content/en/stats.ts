import type { HelpContent } from '../types.ts';

export const stats: HelpContent['stats'] = {
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
