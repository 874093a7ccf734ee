import { describe, expect, it } from 'vitest';
import { SourceFetchError } from './fetchers.ts';
import { decodeFeedBody, decodeXmlEntities, htmlToText, parseRss2, truncateText } from './news.ts';

const FEED = 'https://feeds.example/rss';
const rss = (channel: string, version = '2.0') => `<?xml version="1.0"?><rss version="${version}"><channel>${channel}</channel></rss>`;

function refusedCode(xml: string): string | null {
  try {
    parseRss2(xml, FEED);
    return null;
  } catch (error) {
    return error instanceof SourceFetchError ? error.code : 'OTHER';
  }
}

describe('parseRss2', () => {
  it('reads an RSS 2.0 channel and its items as plain text', () => {
    const feed = parseRss2(
      rss(`<title>Daily &amp; Co</title><link>https://daily.example/</link>
        <item><title>Hello &lt;b&gt;world&lt;/b&gt;</title><link>/a</link>
          <description>&lt;p&gt;First&lt;/p&gt;&lt;p&gt;Second&amp;nbsp;para&lt;/p&gt;</description>
          <pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate>
          <enclosure url="https://img.example/a.jpg" type="image/jpeg"/></item>
        <item><title><![CDATA[Caf\u00e9 <i>news</i> & more]]></title><description><![CDATA[<img src="/b.png"><p>Body</p>]]></description></item>`),
      FEED,
    );
    expect(feed.title).toBe('Daily & Co');
    expect(feed.items).toEqual([
      {
        title: 'Hello world',
        summary: 'First Second para',
        link: 'https://daily.example/a',
        publishedAt: '2026-11-24T10:00:00.000Z',
        imageSource: 'https://img.example/a.jpg',
      },
      { title: 'Café news & more', summary: 'Body', link: null, publishedAt: null, imageSource: 'https://daily.example/b.png' },
    ]);
  });

  it('accepts RSS 2.0 only', () => {
    expect(refusedCode(rss('<title>ok</title>'))).toBeNull();
    expect(refusedCode(rss('<title>ok</title>', '2.0.1'))).toBeNull();
    expect(refusedCode(rss('<title>old</title>', '0.91'))).toBe('NEWS_NOT_RSS2');
    expect(refusedCode(rss('<title>old</title>', '0.92'))).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('<?xml version="1.0"?><rss><channel><title>no version</title></channel></rss>')).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('<rss version="2.0"></rss>')).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title><entry><title>x</title></entry></feed>')).toBe(
      'NEWS_NOT_RSS2',
    );
    expect(
      refusedCode(
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel><title>1.0</title></channel></rdf:RDF>',
      ),
    ).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('<!doctype html><html><body><p>hi</p></body></html>')).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('{"version":"https://jsonfeed.org/version/1.1","items":[]}')).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('')).toBe('NEWS_NOT_RSS2');
    expect(refusedCode('<!DOCTYPE a><!DOCTYPE b><rss version="2.0"><channel/></rss>')).toBe('NEWS_NOT_RSS2');
  });

  it('never lets markup or scripts through', () => {
    const feed = parseRss2(
      rss(`<title>&lt;script&gt;alert(1)&lt;/script&gt;Channel</title>
        <item><title>&lt;img src=x onerror=alert(1)&gt;Title&lt;script&gt;steal()&lt;/script&gt;</title>
        <description><![CDATA[<script>document.location='https://evil.example'</script><style>*{}</style><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)" onclick="x()">Link</a> text<svg><script>alert(2)</script></svg>]]></description>
        <link>javascript:alert(1)</link></item>`),
      FEED,
    );
    const all = JSON.stringify(feed);
    expect(feed.title).toBe('Channel');
    expect(feed.items[0]?.title).toBe('Title');
    expect(feed.items[0]?.summary).toBe('Link text');
    expect(feed.items[0]?.link).toBeNull();
    for (const bad of ['<', 'script', 'alert', 'evil', 'onerror', 'javascript', 'steal']) expect(all).not.toContain(bad);
  });

  it('does not expand DOCTYPE entities (billion laughs, external entities)', () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${levels}]>${rss('<title>T &lol9;</title><item><title>Boom &lol9;</title></item>')}`;
    const started = performance.now();
    const feed = parseRss2(xml, FEED);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(feed.items[0]?.title).toBe('Boom &lol9;');
    expect(JSON.stringify(feed)).not.toContain('lollol');
    // An external entity (XXE) is never read: the document is refused.
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${rss('<item><title>&xxe;</title></item>')}`;
    expect(refusedCode(xxe)).toBe('NEWS_NOT_RSS2');
  });

  it('finds item pictures in enclosures, media:content, media:thumbnail and the description', () => {
    const feed = parseRss2(
      rss(`<link>https://site.example/</link>
        <item><title>a</title><enclosure url="https://x.example/audio.mp3" type="audio/mpeg"/><media:content url="https://x.example/m.jpg" medium="image"/></item>
        <item><title>b</title><media:group><media:content url="https://x.example/video.mp4" medium="video"/><media:thumbnail url="https://x.example/t.jpg"/></media:group></item>
        <item><title>c</title><media:content url="https://x.example/pic.webp"/></item>
        <item><title>d</title><description>&lt;p&gt;x&lt;img src="data:image/png;base64,AAAA"&gt;&lt;/p&gt;</description></item>
        <item><title>e</title><description>no picture</description></item>`),
      FEED,
    );
    expect(feed.items.map((i) => i.imageSource)).toEqual([
      'https://x.example/m.jpg',
      'https://x.example/t.jpg',
      'https://x.example/pic.webp',
      null, // data: is not an http(s) address
      null,
    ]);
  });

  it('reads only the first `limit` stories but counts them all', () => {
    const xml = rss(Array.from({ length: 30 }, (_, i) => `<item><title>Story ${i + 1}</title></item>`).join(''));
    const feed = parseRss2(xml, FEED, 3);
    expect(feed.count).toBe(30);
    expect(feed.items.map((i) => i.title)).toEqual(['Story 1', 'Story 2', 'Story 3']);
    expect(parseRss2(xml, FEED, 0).items).toEqual([]);
  });

  it('caps lengths, drops control characters and items without text', () => {
    const long = 'word '.repeat(200);
    const feed = parseRss2(
      rss(
        `<item><title>${long}</title><description>${long}</description></item><item><title> </title></item><item><title>a\u0001b</title></item>`,
      ),
      FEED,
    );
    expect(feed.items).toHaveLength(2);
    expect(Array.from(feed.items[0]?.title ?? '').length).toBeLessThanOrEqual(300);
    expect(Array.from(feed.items[0]?.summary ?? '').length).toBeLessThanOrEqual(300);
    expect(feed.items[0]?.summary.endsWith('…')).toBe(true);
    expect(feed.items[1]?.title).toBe('ab');
  });
});

describe('text helpers', () => {
  it('decodes XML entities once, and only the predefined ones and character references', () => {
    expect(decodeXmlEntities('a &amp;lt; b &lt;&gt;&quot;&apos; &#233;&#x1F600; &nbsp; &#0; &#xD800;')).toBe('a &lt; b <>"\' é😀 &nbsp;  ');
  });
  it('turns HTML into one line of text', () => {
    expect(htmlToText('<h1>A</h1><ul><li>b</li><li>c&amp;d</li></ul>x<br>y', 100)).toBe('A b c&d x y');
    expect(htmlToText('plain', 100)).toBe('plain');
  });
  it('truncates at a word boundary', () => {
    expect(truncateText('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(truncateText('abcdefghijklmnop', 10)).toBe('abcdefghi…');
    expect(truncateText('short', 12)).toBe('short');
  });
  it('decodes the declared encoding', () => {
    const latin1 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><x>Caf\u00e9</x>', 'latin1');
    expect(decodeFeedBody(latin1, undefined)).toContain('Café');
    expect(decodeFeedBody(Buffer.from('<x>Caf\u00e9</x>'), 'text/xml; charset=utf-8')).toContain('Café');
    expect(decodeFeedBody(Buffer.from('<x>ok</x>'), 'text/xml; charset=bogus-charset')).toBe('<x>ok</x>');
  });
});
