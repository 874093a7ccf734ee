/**
 * The simulated players' HTTP client: raw HTTP/1.1 over `net` sockets, to keep the client's CPU low.
 */
import net from 'node:net';

/** One keep-alive connection that carries one request at a time. */
class Conn {
  constructor(port, onIdle, onDead) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.current = null;
    this.chunks = [];
    this.size = 0;
    this.dead = false;
    this.onIdle = onIdle;
    this.onDead = onDead;
    this.socket.on('data', (d) => this.data(d));
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.dead = true;
      const c = this.current;
      this.current = null;
      c?.reject(new Error('connection closed'));
      this.onDead(this);
    });
  }
  send(req) {
    this.current = req;
    this.chunks = [];
    this.size = 0;
    this.socket.write(req.raw);
  }
  data(d) {
    if (!this.current) return;
    this.chunks.push(d);
    this.size += d.length;
    const buf = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = [buf];
    const head = buf.indexOf('\r\n\r\n');
    if (head < 0) return;
    const lines = buf.toString('latin1', 0, head).split('\r\n');
    const status = Number(lines[0].split(' ')[1]);
    const headers = {};
    for (let i = 1; i < lines.length; i++) {
      const c = lines[i].indexOf(':');
      headers[lines[i].slice(0, c).toLowerCase()] = lines[i].slice(c + 1).trim();
    }
    let body;
    let rest;
    const start = head + 4;
    if (status === 304 || status === 204) {
      body = Buffer.alloc(0);
      rest = start;
    } else if (headers['content-length'] !== undefined) {
      const n = Number(headers['content-length']);
      if (buf.length < start + n) return;
      body = buf.subarray(start, start + n);
      rest = start + n;
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const parts = [];
      let at = start;
      for (;;) {
        const eol = buf.indexOf('\r\n', at);
        if (eol < 0) return;
        const n = Number.parseInt(buf.toString('latin1', at, eol), 16);
        if (n === 0) {
          if (buf.length < eol + 4) return;
          rest = eol + 4;
          break;
        }
        if (buf.length < eol + 2 + n + 2) return;
        parts.push(buf.subarray(eol + 2, eol + 2 + n));
        at = eol + 2 + n + 2;
      }
      body = Buffer.concat(parts);
    } else {
      return; // body until close: not used by these endpoints
    }
    const req = this.current;
    this.current = null;
    this.chunks = [];
    req.resolve({ status, headers, body });
    if (/close/i.test(headers.connection ?? '') || rest < buf.length) this.socket.destroy();
    else this.onIdle(this);
  }
}

/** A pool of up to `max` keep-alive connections with a FIFO queue. */
export class Pool {
  constructor(port, max) {
    this.port = port;
    this.max = max;
    this.idle = [];
    this.all = new Set();
    this.queue = [];
  }
  request(method, url, headers, body) {
    return new Promise((resolve, reject) => {
      let head = `${method} ${url} HTTP/1.1\r\nhost: 127.0.0.1\r\n`;
      for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
      if (body) head += `content-length: ${body.length}\r\n`;
      const raw = body ? Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), body]) : `${head}\r\n`;
      this.queue.push({ raw, resolve, reject });
      this.pump();
    });
  }
  pump() {
    while (this.queue.length > 0) {
      let conn = this.idle.pop();
      while (conn?.dead) conn = this.idle.pop();
      if (!conn) {
        if (this.all.size >= this.max) return;
        conn = new Conn(
          this.port,
          (c) => {
            this.idle.push(c);
            this.pump();
          },
          (c) => {
            this.all.delete(c);
            this.pump();
          },
        );
        this.all.add(conn);
      }
      conn.send(this.queue.shift());
    }
  }
  close() {
    for (const c of this.all) c.socket.destroy();
  }
}
