import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer } from '../../render/widgets.tsx';
import { WidgetFrame, widgetLook } from '../frame.tsx';
import { parseVideoLink, type VideoLink, type VideoLinkProps, type VideoProvider, videoEmbedUrl, videoLinkModel } from './model.ts';
import { videoWord } from './words.ts';

/** Brand names stay as they are in every language. */
const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * The provider's player. Sandboxed, but with `allow-same-origin`: both players keep their state in
 * storage and check their own origin, and in an opaque-origin frame they refuse to play (YouTube shows
 * "An error occurred", Vimeo a blank box). That is safe here, unlike for user pages (security.md L7):
 * the sandbox escape needs a framed document of OUR origin, and this frame only ever loads an address
 * built from a parsed id on the provider's own origin (www.youtube-nocookie.com, player.vimeo.com), so
 * `allow-same-origin` gives it the provider's origin, never ours. No top navigation, popups or forms.
 */
function VideoFrame({ video, props }: { video: VideoLink; props: VideoLinkProps }) {
  return (
    <iframe
      data-widget="video_link"
      data-video-provider={video.provider}
      src={videoEmbedUrl(video, props)}
      title={videoWord(props.language, 'video', { provider: PROVIDER_NAMES[video.provider] })}
      sandbox="allow-scripts allow-same-origin allow-presentation"
      allow="autoplay; encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
    />
  );
}

/**
 * What the editor canvas and thumbnails show instead of the player (a foreignObject cannot draw an
 * iframe, and dozens of live players would slow the editor down): the provider, a play icon and the
 * video's id, drawn locally, with no image from the network.
 */
function VideoPoster({ video, props }: { video: VideoLink | null; props: VideoLinkProps }) {
  const { tokens, scale } = widgetLook(props);
  const icon = 160 * scale;
  return (
    <WidgetFrame
      type="video_link"
      props={props}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 20 * scale,
        textAlign: 'center',
      }}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        data-video-poster={video?.provider ?? ''}
        width={icon}
        height={icon}
        viewBox="0 0 100 100"
        aria-hidden="true"
        style={{ flex: 'none', maxHeight: '45%' }}
      >
        <circle cx="50" cy="50" r="48" fill={tokens.accent} />
        <path d="M40 30 L72 50 L40 70 Z" fill={tokens.background} />
      </svg>
      <div style={{ fontFamily: fontFamily(tokens.headingFont), fontWeight: tokens.headingWeight, fontSize: 56 * scale, lineHeight: 1.1 }}>
        {video ? PROVIDER_NAMES[video.provider] : videoWord(props.language, 'noLink')}
      </div>
      {video && (
        <div data-video-id="" style={{ color: tokens.muted, fontSize: 28 * scale, overflowWrap: 'anywhere' }}>
          {videoWord(props.language, 'videoId', { id: video.id })}
        </div>
      )}
    </WidgetFrame>
  );
}

registerWidgetRenderer<VideoLinkProps>(
  videoLinkModel,
  ({ props, playing }) => {
    const parsed = props.url.trim() ? parseVideoLink(props.url) : null;
    const video = parsed?.ok ? parsed.video : null;
    return playing && video ? <VideoFrame video={video} props={props} /> : <VideoPoster video={video} props={props} />;
  },
  'Video',
);
