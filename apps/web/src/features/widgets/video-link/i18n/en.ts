/** English text of the video-by-link widget's editor (registered under `widgets.video_link`). */
const videoLinkEn = {
  name: 'Video by link',
  description: 'A YouTube or Vimeo video from its link, muted and looping.',
  url: 'YouTube or Vimeo link',
  urlHelp: 'Paste the link of a video, for example https://youtu.be/… or https://vimeo.com/….',
  recognised: '{{provider}} video {{id}}',
  muted: 'Muted',
  mutedHelp: 'Screens may only start videos on their own when they are muted.',
  loop: 'Play in a loop',
  start: 'Start at (seconds)',
  network: 'Screens need an internet connection to play this video: it is not stored for offline playback.',
  errors: {
    VIDEO_LINK_INVALID: 'Enter the link of a YouTube or Vimeo video (youtube.com, youtu.be or vimeo.com).',
  },
};

export default videoLinkEn;
