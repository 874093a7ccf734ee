/** English text of the help page. Every other language has exactly these keys. */
const helpEn = {
  help: {
    title: 'Help',
    tabsLabel: 'Help topics',
    tabs: {
      contact: 'Contact',
      support: 'Support',
      howto: 'How-to',
      releasenotes: 'Release notes',
      usermanual: 'User manual',
      stats: 'Usage stats',
    },
    loadFailed: 'Failed to fetch the help content. Please try again.',
  },
};

export default helpEn;
