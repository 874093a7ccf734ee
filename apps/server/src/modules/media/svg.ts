import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The sanitizer, run in a worker thread: jsdom parses synchronously, so a large or hostile SVG neither
 * blocks the event loop nor can exhaust the server's heap (the worker has its own, limited one).
 * Security.md FILE-3: no scripts, event handlers, foreignObject, external references, DOCTYPE or
 * entities. Writes the clean document to `output`; answers {ok: false} when nothing of an SVG is left.
 */
const SVG_WORKER = `(() => {
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync, writeFileSync } = require('node:fs');
const createDOMPurify = require(workerData.dompurify);
const { JSDOM } = require(workerData.jsdom);
const purifier = createDOMPurify(new JSDOM('').window);
// External references: only same-document fragments (#id) and inline raster data stay.
purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const attr of ['href', 'xlink:href', 'src']) {
    const value = node.getAttribute && node.getAttribute(attr);
    if (value == null) continue;
    const v = value.trim();
    if (!(v.startsWith('#') || /^data:image\\/(png|jpeg|gif);base64,/i.test(v))) node.removeAttribute(attr);
  }
  const style = node.getAttribute && node.getAttribute('style');
  if (style && /url\\s*\\(|@import|expression\\s*\\(/i.test(style)) node.removeAttribute('style');
});
// <style> blocks may load external resources (url(), @import): kept only without those.
purifier.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && /url\\s*\\(|@import/i.test(node.textContent || '') && node.parentNode) node.parentNode.removeChild(node);
});
const input = readFileSync(workerData.input, 'utf8');
// The DOCTYPE (and with it any entity declarations) goes before parsing: entities are never expanded.
const withoutDoctype = input.replace(/<\\?xml[^>]*\\?>/g, '').replace(/<!DOCTYPE[^>[]*(\\[[\\s\\S]*?\\])?\\s*>/gi, '');
const clean = purifier.sanitize(withoutDoctype, {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
  FORBID_ATTR: ['onload', 'onerror', 'onclick', 'onmouseover', 'onbegin', 'onend', 'onrepeat'],
  WHOLE_DOCUMENT: false,
});
if (!/<svg[\\s>]/.test(clean)) parentPort.postMessage({ ok: false });
else {
  writeFileSync(workerData.output, '<?xml version="1.0" encoding="UTF-8"?>\\n' + clean, { flag: 'wx' });
  parentPort.postMessage({ ok: true });
}
})();
`;

const require = createRequire(import.meta.url);
const SANITIZE_TIMEOUT_MS = 120_000;

/** Sanitizes the SVG at `input` into the new file `output`; false when no SVG is left (or it cannot be parsed). */
export function sanitizeSvgFile(input: string, output: string): Promise<boolean> {
  const worker = new Worker(SVG_WORKER, {
    eval: true,
    workerData: { input, output, dompurify: require.resolve('dompurify'), jsdom: require.resolve('jsdom') },
    resourceLimits: { maxOldGenerationSizeMb: 2048 },
  });
  return new Promise<boolean>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('SVG sanitizing timed out')), SANITIZE_TIMEOUT_MS);
    worker.once('message', (message: { ok: boolean }) => {
      clearTimeout(timer);
      resolve(message.ok);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`SVG worker exited with ${code}`));
    });
  }).finally(() => {
    void worker.terminate();
  });
}
