import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message with quoted-printable decoded, enough to read codes and links. */
  text: string;
}

/** Decodes quoted-printable (soft breaks and =XX escapes) as UTF-8. */
export function decodeQuotedPrintable(raw: Buffer): string {
  const soft = raw.toString('latin1').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on a loopback port (a free one unless given) that keeps what it receives (tests only). */
export async function startSmtpCatcher(port = 0) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const bound = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
