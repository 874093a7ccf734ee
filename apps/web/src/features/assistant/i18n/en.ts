/** Text of the AI assistant (`assistant`). */
const assistantEn = {
  button: 'Suggest',
  title: 'AI assistant',
  task: 'What to do',
  tasks: {
    headline: 'Headlines for this text',
    shorter: 'Make it shorter',
    friendlier: 'Make it friendlier',
    formal: 'Make it more formal',
    translate: 'Translate',
    slideCopy: 'Slide copy from a brief',
  },
  targetLocale: 'Translate into',
  languages: { en: 'English', es: 'Spanish', fr: 'French', sv: 'Swedish' },
  text: 'Text',
  brief: 'Brief (what the slide is about)',
  privacy: 'The text is sent to the AI provider configured for this server.',
  creditsLeft: 'AI credits left: {{count}}. One suggestion uses 1 credit and gives 5 options.',
  getCredits: 'Buy credits',
  suggest: 'Suggest (1 credit)',
  working: 'Writing…',
  options: 'Options',
  pickHint: 'Choose an option to replace the text.',
  close: 'Close',
};

export default assistantEn;
