import { z } from 'zod';
import { defineWidgetModel, type WidgetModel, widgetCommonProps } from '../contract.ts';

/**
 * The Facebook and Instagram page-feed widgets (spec parts 3 and 8): the latest posts of a page the
 * organization connected (OAuth, server side). Props name the connection and the page; the page's
 * token stays on the server, which fetches the posts (`apps/server/src/modules/widgets/social.ts`).
 */
export const SOCIAL_MAX_POSTS = 10;
export const SOCIAL_LAYOUTS = ['list', 'single'] as const;
export type SocialLayout = (typeof SOCIAL_LAYOUTS)[number];

export const socialPropsSchema = z.object({
  ...widgetCommonProps,
  /** The organization's connection (`<orgId>-<uuid>`, from the server); empty until one is connected. */
  connectionId: z
    .string({ error: 'FIELD_INVALID' })
    .regex(/^(\d{1,10}-[0-9a-f-]{36})?$/, { error: 'FIELD_INVALID' })
    .default(''),
  /** The page (Facebook page id; for Instagram, the page whose linked Instagram account is shown). */
  pageId: z
    .string({ error: 'FIELD_INVALID' })
    .regex(/^[0-9A-Za-z_]{0,64}$/, { error: 'FIELD_INVALID' })
    .default(''),
  maxPosts: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(SOCIAL_MAX_POSTS, { error: 'FIELD_INVALID' })
    .default(3),
  /** list: several posts; single: one post at a time, rotating. */
  layout: z.enum(SOCIAL_LAYOUTS, { error: 'FIELD_INVALID' }).default('list'),
  showImages: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  showDate: z.boolean({ error: 'FIELD_INVALID' }).default(true),
});
export type SocialProps = z.output<typeof socialPropsSchema>;

export function defineSocialModel(type: 'facebook' | 'instagram'): WidgetModel<SocialProps> {
  return defineWidgetModel<SocialProps>({
    type,
    schema: socialPropsSchema,
    size: { width: 880, height: 720 },
    licence: type,
    deployment: type,
    source: (props) =>
      props.connectionId && props.pageId
        ? { kind: type, params: { connectionId: props.connectionId, pageId: props.pageId, max: props.maxPosts } }
        : null,
    // One post at a time rotates on the slide clock.
    animated: (props) => props.layout === 'single',
  });
}
