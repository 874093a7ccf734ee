import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getFont, isFontId } from '@signage/slides/model';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';

const require = createRequire(import.meta.url);
const FILE = /^[a-z0-9-]+-(latin|latin-ext)-\d{3}-(normal|italic)\.woff2?$/;

/** packages/slides/fonts: the font files vendored by scripts/vendor-fonts.mjs, one folder per catalogue font. */
const VENDORED_DIR = path.join(path.dirname(require.resolve('@signage/slides/package.json')), 'fonts');

function fontFilesDir(id: string): string | null {
  return isFontId(id) ? path.join(VENDORED_DIR, id) : null;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The font catalogue's files (spec part 3/4) and the CMS's Roboto, served by our own server from the files
 * vendored out of the @fontsource packages: no third-party font host, so editors and offline screens get
 * the same fonts. Public, like any static asset; only catalogue fonts and their own file names are served.
 */
export async function fontsRoutes(app: FastifyInstance) {
  const thumbnails = new Map<string, string>();
  const params = z.object({ id: z.string().max(60), file: z.string().max(120) });

  app.get('/fonts/:id/:file', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const dir = parsed.success ? fontFilesDir(parsed.data.id) : null;
    if (!parsed.success || !dir) return sendError(request, reply, 404, 'NOT_FOUND');
    const { id, file } = parsed.data;
    if (file === 'thumbnail.svg') {
      let svg = thumbnails.get(id);
      if (!svg) {
        // The preview embeds the font itself, so it renders inside an <img> too.
        const woff2 = await readFile(path.join(dir, `${id}-latin-400-normal.woff2`));
        const name = escapeXml(getFont(id)?.name ?? id);
        svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="40" viewBox="0 0 240 40"><style>@font-face{font-family:"p";src:url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2")}text{font-family:"p";font-size:24px;fill:#1f2933}</style><text x="4" y="28">${name}</text></svg>`;
        thumbnails.set(id, svg);
      }
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    }
    if (!FILE.test(file) || !file.startsWith(`${id}-`)) return sendError(request, reply, 404, 'NOT_FOUND');
    try {
      const bytes = await readFile(path.join(dir, file));
      return reply
        .header('content-type', file.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
        .header('cache-control', 'public, max-age=604800')
        .send(bytes);
    } catch {
      return sendError(request, reply, 404, 'NOT_FOUND');
    }
  });
}
