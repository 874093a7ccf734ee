import {
  playerWidgetDataResponse,
  widgetCatalogueBody,
  widgetCatalogueResponse,
  widgetDataBody,
  widgetDataResponse,
} from '@signage/shared';
import { parseWidgetProps, widgetSourceOf } from '@signage/slides/widgets/models';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, playerOf } from '../../core/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { jsonGet, jsonPost } from '../../lib/http.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { assertWidgetAllowed, widgetCatalogue, widgetPropsBelongTo } from './widget-access.ts';
import { WIDGET_IMAGE_NAME } from './widget-sources.service.ts';

const tags = ['widgets'];
/** The editor's widget calls: content roles (those who edit slides). */
const editor = { access: { auth: 'session' as const, permission: 'content.manage' as const } };

/** Widget data for the editor and screens, the catalogue, and stored widget images (docs/widgets.md). */
export async function widgetsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { widgetSources, screens, storage } = app.services;
  const post = jsonPost(app, tags);

  const get = jsonGet(app, tags);
  post(
    '/widget/catalogue',
    'Widget types this organization may add, and why not',
    widgetCatalogueBody,
    widgetCatalogueResponse,
    editor,
    async (_b, r) => ({
      widgets: widgetCatalogue(caller(r).licence.flags, ctx.config.widgets.deployment),
    }),
  );

  post(
    '/widget/data',
    "A widget's data as screens get it (fetched now when never fetched)",
    widgetDataBody,
    widgetDataResponse,
    editor,
    async (b, r) => {
      const auth = caller(r);
      assertWidgetAllowed(b.widget, auth.licence.flags, ctx.config.widgets.deployment);
      if (parseWidgetProps(b.widget, b.props) === null || !widgetPropsBelongTo(b.widget, b.props, auth.organization.id))
        throw new AppError(400, 'WIDGET_INVALID');
      const source = widgetSourceOf(b.widget, b.props);
      if (!source) return { entry: null };
      const [entry] = await widgetSources.entries([source], { fetchMissing: true });
      return { entry: entry ?? null };
    },
  );

  get(
    '/player/widgetData',
    "Data of every widget source the screen's manifest uses",
    z.object({}),
    playerWidgetDataResponse,
    { access: { auth: 'device' as const } },
    async (r) => {
      const identity = playerOf(r);
      if (identity.organizationId === null) return { entries: [] };
      const built = await screens.manifests.manifest(identity.id);
      return { entries: built?.widgetSources.length ? await widgetSources.entries(built.widgetSources) : [] };
    },
    ['player'],
  );

  // Pictures of feed items, fetched and re-encoded by the server: content-addressed and public (they
  // come from public feeds), so screens and previews load them without a credential and cache them.
  app.get(
    '/widget/image/:name',
    {
      schema: { tags, summary: 'A stored widget image (immutable)', params: z.object({ name: z.string().max(64) }) },
      config: { access: { auth: 'public' as const } },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!WIDGET_IMAGE_NAME.test(name)) throw notFound();
      return sendStored(request, reply, storage, { key: `widget-images/${name}`, etag: name.slice(0, 40), mimeType: 'image/webp', name });
    },
  );
}
