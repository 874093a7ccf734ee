/** English text of the Facebook and Instagram widgets' editor and connection pages (registered under `widgets.social`). */
const socialEn = {
  facebook: { name: 'Facebook', description: 'Latest posts of a Facebook page' },
  instagram: { name: 'Instagram', description: 'Latest posts of an Instagram professional account' },
  notConnected: 'Connect the Facebook account that manages your page to show its latest posts.',
  connect: 'Connect a page',
  connecting: 'Opening…',
  connectHint: 'The sign-in opens in a new tab. Come back here when it is done.',
  page: 'Page',
  choosePage: 'Choose a page',
  noInstagram: 'None of your pages has a linked Instagram professional account.',
  pageGone: 'The page this widget showed is no longer connected. Choose another one.',
  maxPosts: 'Number of posts',
  layout: 'Layout',
  layouts: { list: 'List', single: 'One post at a time' },
  showImages: 'Show pictures',
  showDate: 'Show dates',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect the social account?',
  disconnectText:
    'Access is revoked at the social network and the stored keys are deleted. Facebook and Instagram widgets of your organization stop updating until a page is connected again.',
  result: {
    connectedTitle: 'Page connected',
    connectedText: 'Your pages are connected. You can now choose a page in the widget settings.',
    failedTitle: 'Connection unsuccessful',
    back: 'Back to the editor',
    closeHint: 'If this tab stays open, close it and return to the editor.',
  },
};
export default socialEn;
