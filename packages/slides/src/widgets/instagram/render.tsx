import { registerWidgetRenderer, type WidgetRenderProps } from '../../render/widgets.tsx';
import type { SocialProps } from '../social/model.ts';
import { SocialFeed } from '../social/render.tsx';
import { instagramModel } from './model.ts';

export function InstagramWidget(props: WidgetRenderProps<SocialProps>) {
  return <SocialFeed {...props} type="instagram" />;
}

registerWidgetRenderer(instagramModel, InstagramWidget, 'Instagram');
