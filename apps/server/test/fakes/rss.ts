import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for news feeds (news widget): node:http on 127.0.0.1 serving an RSS 2.0
 * feed with HTML and scripts in its texts, the formats that must be refused (Atom, RSS 1.0, RSS 0.91,
 * HTML, JSON), a feed over the size cap, a billion-laughs feed, redirects to private addresses, and
 * images. Tests reach it through an egress client created with `allowLoopback`.
 */

export const RSS2_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Fake &amp; Friends News</title>
  <link>https://news.example/</link>
  <description>Fake news for tests</description>
  <item>
    <title>Council approves &lt;b&gt;new&lt;/b&gt; park</title>
    <link>https://news.example/park</link>
    <description>&lt;p&gt;The &lt;em&gt;city&lt;/em&gt; council&amp;nbsp;voted.&lt;/p&gt;&lt;script&gt;alert('x')&lt;/script&gt;&lt;p&gt;Work starts soon.&lt;/p&gt;</description>
    <pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate>
    <enclosure url="{BASE}/img/park.jpg" type="image/jpeg" length="1234"/>
  </item>
  <item>
    <title><![CDATA[Storm <i>warning</i> & closures]]></title>
    <link>https://news.example/storm</link>
    <description><![CDATA[<img src="{BASE}/img/storm.png" onerror="alert(1)"><p>Heavy rain <script>document.cookie</script>expected.</p><style>p{color:red}</style>]]></description>
    <dc:date>2026-11-24T08:30:00Z</dc:date>
  </item>
  <item>
    <title>Media content story</title>
    <link>/relative/story</link>
    <description>Plain description &#8212; with a dash &#x1F600;</description>
    <pubDate>not a date</pubDate>
    <media:content url="{BASE}/img/media.jpg" medium="image"/>
  </item>
  <item>
    <title>Thumbnail story</title>
    <link>javascript:alert(1)</link>
    <description>Has a thumbnail</description>
    <media:thumbnail url="http://10.0.0.1/private.jpg"/>
  </item>
  <item>
    <title>Fifth story</title>
    <description>${'Long text. '.repeat(100)}</description>
  </item>
  <item><title>Sixth story</title></item>
  <item><title>Seventh story</title></item>
</channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title><entry><title>An entry</title></entry></feed>`;

const RSS1 = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
<channel rdf:about="https://x.example/"><title>RSS 1.0</title></channel><item rdf:about="https://x.example/1"><title>One</title></item></rdf:RDF>`;

const RSS091 = `<?xml version="1.0"?><rss version="0.91"><channel><title>Old</title><item><title>One</title></item></channel></rss>`;

const HTML_PAGE = '<!doctype html><html><head><title>Not a feed</title></head><body><p>Hello</p></body></html>';

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
 ]>
<rss version="2.0"><channel><title>Laughs &lol9;</title><item><title>Boom &lol9;</title></item></channel></rss>`;

const XXE = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>XXE</title><item><title>&xxe;</title></item></channel></rss>`;

/** Pictures at addresses screens must never get and the server must never fetch. */
const HOSTILE_IMAGES = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Hostile pictures</title>
<item><title>Metadata</title><enclosure url="http://169.254.169.254/latest/meta-data/iam" type="image/jpeg"/></item>
<item><title>Mapped</title><media:content url="http://[::ffff:10.0.0.1]/a.jpg" medium="image"/></item>
<item><title>Private name</title><media:thumbnail url="http://img.private.test/a.jpg"/></item>
<item><title>Loopback</title><description>&lt;img src="{BASE}/img/local.png"&gt;</description></item>
<item><title>Redirect</title><enclosure url="{BASE}/redirect-metadata" type="image/png"/></item>
</channel></rss>`;

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface FakeRss {
  base: string;
  /** Requests received, by path. */
  hits: string[];
  close(): Promise<void>;
}

export async function startFakeRss(): Promise<FakeRss> {
  const hits: string[] = [];
  let base = '';
  const xml = (res: http.ServerResponse, body: string, type = 'application/rss+xml; charset=utf-8') =>
    res.writeHead(200, { 'content-type': type }).end(body.replaceAll('{BASE}', base));
  const routes: Record<string, (res: http.ServerResponse) => void> = {
    '/rss2': (res) => xml(res, RSS2_FEED),
    '/atom': (res) => xml(res, ATOM, 'application/atom+xml'),
    '/rss1': (res) => xml(res, RSS1, 'application/rdf+xml'),
    '/rss091': (res) => xml(res, RSS091),
    '/html': (res) => xml(res, HTML_PAGE, 'text/html'),
    '/json': (res) =>
      xml(res, JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'JSON', items: [] }), 'application/feed+json'),
    '/empty': (res) => xml(res, '<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title></channel></rss>'),
    '/laughs': (res) => xml(res, BILLION_LAUGHS),
    '/hostile-images': (res) => xml(res, HOSTILE_IMAGES),
    '/xxe': (res) => xml(res, XXE),
    '/latin1': (res) =>
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          Buffer.from(
            '<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Caf\u00e9 Nyheter</title><item><title>K\u00f6tt och \u00e4gg</title></item></channel></rss>',
            'latin1',
          ),
        ),
    '/huge': (res) => {
      // Over the 2 MB cap, without a Content-Length: the cap is enforced while reading.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
      const chunk = `<item><title>${'x'.repeat(1000)}</title></item>`;
      for (let i = 0; i < 2200; i++) res.write(chunk);
      res.end('</channel></rss>');
    },
    '/missing': (res) => res.writeHead(404).end('no'),
    '/redirect-rss2': (res) => res.writeHead(302, { location: '/rss2' }).end(),
    '/redirect-metadata': (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/redirect-private': (res) => res.writeHead(301, { location: 'http://10.0.0.1/feed' }).end(),
    '/redirect-mapped': (res) => res.writeHead(307, { location: 'http://[::ffff:10.0.0.1]/feed' }).end(),
    '/redirect-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/slow': () => undefined, // never answers
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    hits.push(path);
    if (path.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': path.endsWith('.png') ? 'image/png' : 'image/jpeg' }).end(PNG);
      return;
    }
    const route = routes[path];
    if (route) route(res);
    else res.writeHead(404).end('missing');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
