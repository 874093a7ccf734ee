import { widgetsRoutes } from './modules/widgets/widgets.routes.ts';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { googleAuthRoutes } from './modules/auth/google.routes.ts';
import { ssoRoutes } from './modules/auth/sso/sso.routes.ts';
import { secondFactorRoutes } from './modules/auth/second-factor/second-factor.routes.ts';
import { fontsRoutes } from './modules/fonts/fonts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { licencesRoutes } from './modules/licences/licences.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { playlistsRoutes } from './modules/playlists/playlists.routes.ts';
import { screensRoutes } from './modules/screens/screens.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { weatherRoutes } from './modules/widgets/weather.routes.ts';
import { newsRoutes } from './modules/widgets/news.routes.ts';
import { spreadsheetRoutes } from './modules/widgets/spreadsheet.routes.ts';
import { socialRoutes } from './modules/widgets/social.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { hooksRoutes } from './modules/alerts/hooks.routes.ts';
import { integrationsRoutes } from './modules/alerts/integrations.routes.ts';
import { messagesRoutes } from './modules/alerts/messages.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { canvaRoutes } from './modules/canva/canva.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';

/** Every module's routes: the API under /api (with its OpenAPI document at /api/docs), fonts at /fonts. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(googleAuthRoutes);
      await api.register(ssoRoutes);
      await api.register(secondFactorRoutes);
      await api.register(usersRoutes);
      await api.register(licencesRoutes);
      await api.register(organizationsRoutes);
      await api.register(mediaRoutes);
      await api.register(playlistsRoutes);
      await api.register(screensRoutes);
      await api.register(widgetsRoutes);
      await api.register(weatherRoutes);
      await api.register(newsRoutes);
      await api.register(spreadsheetRoutes);
      await api.register(socialRoutes);
      await api.register(alertsRoutes);
      await api.register(integrationsRoutes);
      await api.register(messagesRoutes);
      await api.register(hooksRoutes);
      await api.register(activityRoutes);
      await api.register(statsRoutes);
      await api.register(supportRoutes);
      await api.register(assistantRoutes);
      await api.register(stockRoutes);
      await api.register(invoicesRoutes);
      await api.register(canvaRoutes);
      await api.register(paymentsRoutes);
      await api.register(apiTokensRoutes);
      await api.register(webhooksRoutes);
      api.get('/docs', { schema: { hide: true }, config: { access: { auth: 'public' } } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(fontsRoutes);
}
