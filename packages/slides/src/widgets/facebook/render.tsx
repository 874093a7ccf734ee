import { registerWidgetRenderer, type WidgetRenderProps } from '../../render/widgets.tsx';
import type { SocialProps } from '../social/model.ts';
import { SocialFeed } from '../social/render.tsx';
import { facebookModel } from './model.ts';

export function FacebookWidget(props: WidgetRenderProps<SocialProps>) {
  return <SocialFeed {...props} type="facebook" />;
}

registerWidgetRenderer(facebookModel, FacebookWidget, 'Facebook');
