import { createHash } from 'node:crypto';
import type { AppContext } from '../../core/context.ts';
import { type MediaStorage, withLocalCopy } from '../../storage/index.ts';
import type { MediaRepository } from './media.repository.ts';

/**
 * Processing off the request path (issue 3): one job at a time, in process, yielding between jobs.
 * Rows still 'processing' at start-up are queued again, so a restart loses nothing.
 */
export class MediaQueue {
  private readonly pending: number[] = [];
  private readonly queued = new Set<number>();
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly repo: MediaRepository,
    private readonly tmpDir: string,
  ) {}

  async resume() {
    for (const id of await this.repo.processingIds()) this.enqueue(id);
  }

  enqueue(id: number) {
    if (this.stopped || this.queued.has(id)) return;
    this.queued.add(id);
    this.pending.push(id);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  async idle() {
    while (this.running) await this.running;
  }

  async stop() {
    this.stopped = true;
    this.pending.length = 0;
    await this.idle();
  }

  private async drain() {
    while (!this.stopped && this.pending.length > 0) {
      // Let requests (and PGlite's single connection) in between jobs.
      await new Promise((resolve) => setImmediate(resolve));
      const id = this.pending.shift() as number;
      try {
        await this.process(id);
      } catch (error) {
        this.ctx.log.error({ err: error, mediaId: id }, 'media processing crashed');
      } finally {
        this.queued.delete(id);
      }
    }
  }

  private async process(id: number) {
    const row = await this.repo.findById(id);
    if (row?.status !== 'processing') return;
    try {
      // sharp, mupdf and the tool lookups load with the first job, not at start-up.
      const { processFile } = await import('./processing.ts');
      const result = await withLocalCopy(this.storage, row.storageKey, this.tmpDir, (file) =>
        processFile(file, row.mimeType, this.ctx.config.mediaJobs),
      );
      const thumbSha = createHash('sha256').update(result.thumbnail).digest('hex');
      const thumbKey = `org/${row.organizationId}/thumbs/${thumbSha}`;
      if (!(await this.storage.exists(thumbKey))) {
        const { Readable } = await import('node:stream');
        await this.storage.put(thumbKey, Readable.from([result.thumbnail]), { contentType: 'image/jpeg' });
      }
      const stored = await this.repo.processed(id, {
        width: result.width,
        height: result.height,
        durationMs: result.durationMs,
        pageCount: result.pageCount,
        thumbnailKey: thumbKey,
        thumbnailSha256: thumbSha,
        updatedAt: this.ctx.now(),
      });
      // Removed while it was processed: drop the thumbnail unless another row uses it.
      if (!stored && !(await this.repo.referencedKeys([thumbKey])).has(thumbKey)) await this.storage.delete(thumbKey);
    } catch (error) {
      this.ctx.log.warn({ err: error, mediaId: id }, 'media processing failed');
      await this.repo.processingFailed(id, String((error as Error).message ?? error).slice(0, 500), this.ctx.now());
    }
  }
}
