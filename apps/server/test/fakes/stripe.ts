import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's Checkout Sessions API (https://docs.stripe.com/api/checkout/sessions):
 * `POST /v1/checkout/sessions` (form-encoded, bracket notation as the official client sends it) and
 * `GET /v1/checkout/sessions/{id}`, with `Authorization: Bearer <secret key>`. A test then "pays" a
 * session (`complete`) and makes the webhook deliveries Stripe would send, signed with Stripe's
 * documented scheme: header `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`.
 */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  url: string | null;
  /** What the client sent, flat (`line_items[0][price_data][unit_amount]` → '500'). */
  params: Record<string, string>;
}

export interface FakeStripe {
  base: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  requests: Array<{ method: string; path: string; authorization: string | undefined; idempotencyKey: string | undefined }>;
  /** 'down': every API call answers 500. */
  mode: 'ok' | 'down';
  /** Marks a session paid (the buyer paid on Stripe's page); `async`: completed, the payment still processing. */
  complete(id: string, opts?: { async?: boolean }): FakeSession;
  expire(id: string): FakeSession;
  /** A webhook delivery for `type` about session `id`: the raw body and its signature header. */
  event(
    type: string,
    id: string,
    opts?: { eventId?: string; timestamp?: number; secret?: string },
  ): { body: string; signature: string; eventId: string };
  close(): Promise<void>;
}

/** Stripe's signature header for `payload` (https://docs.stripe.com/webhooks#verify-manually). */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const publicSession = (s: FakeSession) => {
  const { params: _params, ...rest } = s;
  return rest;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe['requests'] = [];
  const byIdempotencyKey = new Map<string, string>();
  const fake = { mode: 'ok' } as FakeStripe;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const authorization = req.headers.authorization;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, authorization, idempotencyKey });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(body));
      };
      if (fake.mode === 'down') return send(500, { error: { type: 'api_error', message: 'fake is down' } });
      if (authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
          return send(200, publicSession(sessions.get(byIdempotencyKey.get(idempotencyKey) as string) as FakeSession));
        }
        const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        if (params.mode !== 'payment' || !params.success_url || !params.cancel_url) {
          return send(400, { error: { type: 'invalid_request_error', message: 'Missing required param' } });
        }
        let total = 0;
        let currency = '';
        for (let i = 0; params[`line_items[${i}][quantity]`] !== undefined; i++) {
          const unit = Number(params[`line_items[${i}][price_data][unit_amount]`]);
          const quantity = Number(params[`line_items[${i}][quantity]`]);
          if (!Number.isInteger(unit) || unit < 0 || !Number.isInteger(quantity) || quantity < 1) {
            return send(400, { error: { type: 'invalid_request_error', message: 'Invalid line item' } });
          }
          currency = params[`line_items[${i}][price_data][currency]`] ?? '';
          total += unit * quantity;
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(params)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1] as string] = v;
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.client_reference_id ?? null,
          metadata,
          amount_total: total,
          amount_subtotal: total,
          currency,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          customer_email: params.customer_email ?? null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          params,
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, publicSession(session));
      }
      const m = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const session = sessions.get(m[1] as string);
        if (!session)
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
        return send(200, publicSession(session));
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const session = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  };
  Object.assign(fake, {
    base: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    complete(id: string, opts: { async?: boolean } = {}) {
      const s = session(id);
      s.status = 'complete';
      s.payment_status = opts.async ? 'unpaid' : 'paid';
      return s;
    },
    expire(id: string) {
      const s = session(id);
      s.status = 'expired';
      return s;
    },
    event(type: string, id: string, opts: { eventId?: string; timestamp?: number; secret?: string } = {}) {
      const s = session(id);
      const eventId = opts.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
      const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        livemode: false,
        type,
        data: { object: publicSession(s) },
      });
      return { body, signature: stripeSignature(body, opts.secret ?? webhookSecret, timestamp), eventId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}
