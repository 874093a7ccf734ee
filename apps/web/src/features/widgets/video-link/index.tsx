import OndemandVideo from '@mui/icons-material/OndemandVideo';
import type { VideoLinkProps } from '@signage/slides/widgets/video-link/model.ts';
import { registerWidgetEditor } from '../registry.ts';
import './i18n/index.ts';
import { VideoLinkPanel } from './VideoLinkPanel.tsx';

/** The video-by-link widget in the editor's Widgets section (no licence flag, no data source). */
registerWidgetEditor<VideoLinkProps>({
  type: 'video_link',
  labelKey: 'widgets.video_link.name',
  descriptionKey: 'widgets.video_link.description',
  icon: <OndemandVideo />,
  Panel: VideoLinkPanel,
});
