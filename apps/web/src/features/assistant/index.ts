/** The AI assistant's "Suggest" (docs/integrations.md "AI assistant"): the slide editor's text elements, alert texts and message tickers. */
import './i18n/index.ts';

export { AssistantButton } from './AssistantButton.tsx';
export { htmlToPlain, plainToHtml } from './text.ts';
