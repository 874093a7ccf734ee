/** The AI assistant's "Suggest" (issue 16): the slide editor's text elements, alert texts and message tickers. */
import './i18n/index.ts';

export { AssistantButton } from './AssistantButton.tsx';
export { htmlToPlain, plainToHtml } from './text.ts';
