export const LATE_MS = 250;

export function slope(xs, ys) {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den ? num / den : 0;
}

export function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : Number.NaN;
}

/** Counts missed and late slide changes from the `signage:slide` log. */
export function analyseSlides(events) {
  let missed = 0;
  let late = 0;
  let changes = 0;
  const lateness = [];
  for (let i = 1; i < events.length; i++) {
    const a = events[i - 1];
    const b = events[i];
    if (a.playlistId !== b.playlistId || a.version !== b.version) continue; // a schedule change
    changes += 1;
    const expected = (a.index + 1) % a.count;
    if (b.index !== expected) missed += (b.index - expected + a.count) % a.count || a.count;
    const over = b.at - a.at - a.durationMs;
    lateness.push(over);
    if (over > LATE_MS) late += 1;
  }
  return { changes, missed, late, lateness };
}

export async function sampler(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('Memory.getDOMCounters').catch(() => null);
  return async (phaseLocked = true) => {
    // Same moment of the loop every time (the DOM differs from slide to slide): just after slide 2
    // has finished its transition.
    if (phaseLocked)
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const done = () => setTimeout(resolve, 900);
            const t = setTimeout(done, 20_000);
            const on = (e) => {
              if (e.detail.index !== 1) return;
              clearTimeout(t);
              window.removeEventListener('signage:slide', on);
              done();
            };
            window.addEventListener('signage:slide', on);
          }),
      );
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    const inPage = await page.evaluate(async () => {
      const est = await navigator.storage.estimate();
      let cacheEntries = 0;
      for (const name of await caches.keys()) cacheEntries += (await (await caches.open(name)).keys()).length;
      return {
        nodes: document.getElementsByTagName('*').length,
        urls: window.__soak.urls(),
        usage: est.usage ?? 0,
        idb: est.usageDetails?.indexedDB ?? null,
        cacheStorage: est.usageDetails?.caches ?? null,
        cacheEntries,
        slides: window.__soak.drainSlides(),
      };
    });
    return { heap: heap.usedSize, domCounterNodes: counters.nodes, listeners: counters.jsEventListeners, ...inPage };
  };
}

export const mb = (b) => (b / 1048576).toFixed(2);

/** BENCH_SOAK_SNAPSHOTS=1: a heap snapshot summarized as count and self size by constructor (diagnosis). */
export async function heapCensus(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snap = JSON.parse(chunks.join(''));
  const f = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [iType, iName, iSize] = [f.indexOf('type'), f.indexOf('name'), f.indexOf('self_size')];
  const census = new Map();
  for (let i = 0; i < snap.nodes.length; i += f.length) {
    const key = `${types[snap.nodes[i + iType]]}:${snap.strings[snap.nodes[i + iName]].slice(0, 60)}`;
    const c = census.get(key) ?? { n: 0, bytes: 0 };
    c.n += 1;
    c.bytes += snap.nodes[i + iSize];
    census.set(key, c);
  }
  return census;
}

export function censusDiff(a, b) {
  const rows = [];
  for (const [k, v] of b) {
    const o = a.get(k) ?? { n: 0, bytes: 0 };
    if (v.bytes !== o.bytes || v.n !== o.n) rows.push({ k, dn: v.n - o.n, db: v.bytes - o.bytes });
  }
  rows.sort((x, y) => y.db - x.db);
  console.log('heap growth by constructor (first → last sample), top 25:');
  for (const r of rows.slice(0, 25)) console.log(`${String(r.db).padStart(10)} B ${String(r.dn).padStart(7)}  ${r.k}`);
}

export async function plot(browser, file, series, title) {
  const W = 1200;
  const H = 700;
  const panels = [
    { key: 'heapMb', label: 'JS heap after GC (MB)', top: 60 },
    { key: 'nodes', label: 'DOM nodes', top: 380 },
  ];
  const tMax = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.t)));
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="13"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="28" font-size="18">${title}</text>`;
  for (const panel of panels) {
    const vals = series.flatMap((s) => s.points.map((p) => p[panel.key]));
    const vMax = Math.max(...vals) * 1.1 || 1;
    const x = (t) => 80 + (t / tMax) * (W - 300);
    const y = (v) => panel.top + 260 - (v / vMax) * 260;
    svg += `<text x="80" y="${panel.top - 8}" font-weight="bold">${panel.label}</text>`;
    svg += `<line x1="80" y1="${panel.top + 260}" x2="${W - 220}" y2="${panel.top + 260}" stroke="#444"/><line x1="80" y1="${panel.top}" x2="80" y2="${panel.top + 260}" stroke="#444"/>`;
    for (let k = 0; k <= 4; k++) {
      const v = (vMax * k) / 4;
      svg += `<text x="74" y="${y(v) + 4}" text-anchor="end">${v >= 100 ? v.toFixed(0) : v.toFixed(1)}</text><line x1="80" x2="${W - 220}" y1="${y(v)}" y2="${y(v)}" stroke="#eee"/>`;
    }
    for (let k = 0; k <= 6; k++) {
      const t = (tMax * k) / 6;
      svg += `<text x="${x(t)}" y="${panel.top + 278}" text-anchor="middle">${(t / 60).toFixed(tMax < 600 ? 1 : 0)} min</text>`;
    }
    series.forEach((s, i) => {
      const d = s.points.map((p, j) => `${j ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p[panel.key]).toFixed(1)}`).join('');
      svg += `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="2"/>`;
      svg += `<text x="${W - 210}" y="${panel.top + 20 + i * 18}" fill="${s.color}">${s.name}</text>`;
    });
    for (const m of series[0].marks ?? [])
      svg += `<line x1="${x(m.t)}" x2="${x(m.t)}" y1="${panel.top}" y2="${panel.top + 260}" stroke="${m.color}" stroke-dasharray="4 3"/>`;
  }
  svg += `<text x="${W - 210}" y="${H - 40}" fill="#1E88E5">- - schedule change</text><text x="${W - 210}" y="${H - 22}" fill="#E53935">- - server restart</text></svg>`;
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
  await page.screenshot({ path: file });
  await page.close();
}
