/** English text of the widgets feature (registered under `widgets.common`, `widgets.clock`, `widgets.countdown`). */
const widgetsEn = {
  common: {
    add: 'Widgets',
    title: 'Add a widget',
    close: 'Close',
    notLicensed: 'Not included in your licence',
    notOffered: 'Not offered on this server',
    theme: 'Theme',
    themes: { minimalistic: 'Minimalistic', modern: 'Modern', playful: 'Playful', professional: 'Professional' },
    textSize: 'Text size',
    textSizes: { XS: 'Extra small', S: 'Small', M: 'Medium', L: 'Large' },
    language: 'Language on screen',
    languages: { en: 'English', es: 'Spanish', fr: 'French', sv: 'Swedish' },
    data: 'Data',
    dataPending: 'Fetching the data…',
    dataOk: 'Updated at {{time}}',
    dataFailed: 'Last update failed: {{reason}}',
    dataFailedKept: 'Showing data from {{time}}. Last update failed: {{reason}}',
    unknown: 'This widget type is not available.',
  },
  clock: {
    name: 'Clock',
    description: 'The time and date where the screen is',
    format: 'Time format',
    formats: { h24: '24-hour', h12: '12-hour' },
    showSeconds: 'Show seconds',
    showDate: 'Show the date',
    layout: 'Layout',
    layouts: { digital: 'Digital', analog: 'Analogue' },
  },
  countdown: {
    name: 'Countdown',
    description: 'Days, hours and minutes left until a moment',
    target: 'Count down to',
    targetRequired: 'Choose the date and time to count down to.',
    title: 'Title',
    finished: 'Text when the time has come',
    showSeconds: 'Show seconds',
  },
};

export default widgetsEn;
