import { z } from 'zod';
import type { Egress } from '../../lib/egress.ts';
import type { ChatMessage } from './assistant-prompt.ts';

/** The provider failed (unreachable, time-out, non-2xx, not a chat-completions answer). */
export class AiProviderError extends Error {}

export interface AiProvider {
  /** The text of the first choice of one chat completion. */
  complete(messages: ChatMessage[]): Promise<string>;
}

export interface AiProviderConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Largest answer read from the provider. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * An OpenAI-compatible chat-completions client (`POST {baseUrl}/chat/completions`), through the egress
 * client: hosted APIs (OpenAI, Mistral, Groq, …) and local model servers (Ollama, llama.cpp, vLLM)
 * speak it. No redirects are followed (a POST body is never re-sent elsewhere).
 */
export function openAiCompatible(config: AiProviderConfig, egress: Egress): AiProvider {
  return {
    async complete(messages) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      let response: Awaited<ReturnType<Egress['request']>>;
      try {
        response = await egress.request(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: config.model, messages, temperature: 0.8 }),
          timeoutMs: config.timeoutMs,
          maxBytes: MAX_ANSWER_BYTES,
          maxRedirects: 0,
        });
      } catch (error) {
        throw new AiProviderError(`provider unreachable: ${(error as Error).message}`);
      }
      if (response.status < 200 || response.status >= 300) throw new AiProviderError(`provider answered ${response.status}`);
      let json: unknown;
      try {
        json = JSON.parse(response.body.toString('utf8'));
      } catch {
        throw new AiProviderError('provider answer is not JSON');
      }
      const parsed = completion.safeParse(json);
      if (!parsed.success) throw new AiProviderError('provider answer is not a chat completion');
      return parsed.data.choices[0]?.message.content ?? '';
    },
  };
}
