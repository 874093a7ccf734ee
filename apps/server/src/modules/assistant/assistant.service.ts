import type { AssistantStatus, AssistantSuggestBody, AssistantSuggestResponse, Locale } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import { type AiProvider, AiProviderError } from './ai-provider.ts';
import { buildPrompt, parseOptions } from './assistant-prompt.ts';

/** Credits one suggestion costs (spec part 9: one AI credit produces 5 options). */
const CREDITS_PER_SUGGESTION = 1;

/**
 * The AI assistant (docs/integrations.md "AI assistant"). Routes declare owner/admin
 * (`ai.use`) and the licence flag `aiAssistantEnabled`; the credits are the acting organization's.
 * A credit is spent atomically BEFORE the provider is called and given back when the provider fails
 * or answers fewer than 5 usable options, so concurrent calls can never spend credits that are not there.
 */
export class AssistantService {
  constructor(
    private readonly ctx: AppContext,
    private readonly licences: LicencesService,
    /** null: no provider configured (AI_BASE_URL / AI_MODEL unset). */
    private readonly provider: AiProvider | null,
  ) {}

  async status(auth: AuthContext): Promise<AssistantStatus> {
    return { configured: this.provider !== null, creditsLeft: await this.licences.creditsLeft(auth.organization.id) };
  }

  async suggest(auth: AuthContext, body: AssistantSuggestBody, locale: Locale, ip: string): Promise<AssistantSuggestResponse> {
    if (!this.provider) throw new AppError(503, 'AI_NOT_CONFIGURED');
    if (body.task === 'translate' && !body.targetLocale) throw fieldError('targetLocale', 'AI_TARGET_LOCALE_REQUIRED');
    const organizationId = auth.organization.id;
    // Spent first, atomically (402 OUT_OF_CREDITS when none are left).
    const creditsLeft = await this.licences.spendCredits(organizationId, CREDITS_PER_SUGGESTION);
    let options: string[] | null = null;
    try {
      const answer = await this.provider.complete(buildPrompt(body.task, body.text, body.targetLocale, locale));
      options = parseOptions(answer);
      if (!options) this.ctx.log.warn({ organizationId, task: body.task }, 'AI answer unusable: credit refunded');
    } catch (error) {
      if (!(error instanceof AiProviderError)) {
        await this.licences.refundCredits(organizationId, CREDITS_PER_SUGGESTION);
        throw error;
      }
      this.ctx.log.warn({ organizationId, task: body.task, reason: error.message }, 'AI provider failed: credit refunded');
    }
    if (!options) {
      await this.licences.refundCredits(organizationId, CREDITS_PER_SUGGESTION);
      throw new AppError(502, 'AI_PROVIDER_FAILED');
    }
    // The audit names the task, never the text (privacy: docs/integrations.md).
    await this.ctx.audit.byCaller(auth, {
      action: 'assistant.suggest',
      objectType: 'organization',
      objectId: organizationId,
      details: { task: body.task, ...(body.targetLocale && body.task === 'translate' ? { targetLocale: body.targetLocale } : {}) },
      ip,
    });
    return { options, creditsLeft };
  }
}
