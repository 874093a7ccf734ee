import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API (`POST /v1/chat/completions`,
 * https://platform.openai.com/docs/api-reference/chat/create): answers a completion whose content is
 * 5 options derived from the prompt, and can be switched to failure modes. Never the internet.
 */
export type FakeOpenAiMode = 'ok' | 'fenced' | 'fewer' | 'prose' | 'down' | 'notJson' | 'slow';

export interface FakeOpenAi {
  /** The base URL to configure (`…/v1`). */
  url: string;
  mode: FakeOpenAiMode;
  /** Requests received (parsed bodies and the authorization header). */
  requests: Array<{ body: { model: string; messages: Array<{ role: string; content: string }> }; authorization: string | undefined }>;
  /** Milliseconds to wait before answering (concurrency tests). */
  delayMs: number;
  close(): Promise<void>;
}

/** The text between <text> and </text> of the last user message. */
function quoted(messages: Array<{ role: string; content: string }>): string {
  const last = messages.at(-1)?.content ?? '';
  return /<text>\n([\s\S]*)\n<\/text>/.exec(last)?.[1] ?? last;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = { url: '', mode: 'ok', requests: [], delayMs: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      fake.requests.push({ body, authorization: req.headers.authorization });
      if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
      if (fake.mode === 'slow') await new Promise((r) => setTimeout(r, 5_000));
      if (fake.mode === 'down') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (fake.mode === 'notJson') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
        return;
      }
      const text = quoted(body.messages).slice(0, 40);
      const options = Array.from({ length: fake.mode === 'fewer' ? 3 : 5 }, (_, i) => `Option ${i + 1}: ${text}`);
      const json = JSON.stringify(options, null, 1);
      const content =
        fake.mode === 'fenced' ? `\`\`\`json\n${json}\n\`\`\`` : fake.mode === 'prose' ? `Here are your options:\n${json}\nEnjoy!` : json;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 50, total_tokens: 60 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
