import { createHash } from 'node:crypto';
import type { AppContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { faultPause } from '../../lib/fault-pause.ts';
import { type MediaStorage, withLocalCopy } from '../../storage/index.ts';
import type { MediaRepository } from './media.repository.ts';

/** The job kind of media processing (jobs/runner.ts; key = the media id). */
export const MEDIA_JOB = 'media.process';
/** Attempts of a job that crashed (not a file that cannot be processed: that is `failed` at once). */
const MAX_ATTEMPTS = 5;

/**
 * Processing off the request path (docs/media.md), as `media.process` jobs (docs/jobs.md): any
 * instance claims a job under a lease, one at a time per instance, so two instances never process
 * the same item and an item whose instance died is processed by another once the lease has expired.
 * An upload queues its job; at start-up, items still `processing` without a job get one (an upload
 * that died between its row and its job), never a second job beside a live one.
 */
export class MediaQueue {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly repo: MediaRepository,
    private readonly tmpDir: string,
  ) {
    ctx.jobs.register({
      kind: MEDIA_JOB,
      concurrency: 1,
      run: (job) => this.process(Number(job.key)),
      retryDelayMs: (attempts) => 5_000 * 2 ** Math.min(attempts, 6),
      giveUp: (job) => job.attempts >= MAX_ATTEMPTS,
      // Given up after repeated crashes: the item is `failed`, and its `media.failed` sent (once: only
      // the call that changed the row emits, and the media id makes the event id).
      onGiveUp: async (job, message) => {
        const failed = await this.repo.processingFailed(Number(job.key), message, this.ctx.now());
        if (failed) this.mediaEvent(failed, 'media.failed', {});
      },
    });
  }

  /** Queues a job for every item still `processing` that has none (start-up). */
  async resume() {
    await this.repo.queueProcessingJobs(MEDIA_JOB);
    this.ctx.jobs.nudge(MEDIA_JOB);
  }

  /** Queues the item's processing (in `tx` when given: call `queued()` after it commits). */
  async enqueue(id: number, tx?: DbOrTx) {
    await this.ctx.jobs.enqueue(MEDIA_JOB, String(id), {}, tx);
  }

  /** After a transaction that queued items committed: wake the runners. */
  queued() {
    this.ctx.jobs.nudge(MEDIA_JOB);
  }

  /** Processes what is due here until nothing is queued or running (tests, shutdown). */
  async idle() {
    await this.ctx.jobs.idle(MEDIA_JOB);
  }

  /** One item (a job's run): a file that cannot be processed is `failed`; anything else throws (retried). */
  private async process(id: number) {
    const row = await this.repo.findById(id);
    if (row?.status !== 'processing') return;
    // Fault tests: a server killed with the job claimed (its restart must not wait out the lease).
    await faultPause(this.ctx.config, 'media.process');
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
      if (stored) this.mediaEvent(row, 'media.ready', { width: result.width, height: result.height, durationMs: result.durationMs });
    } catch (error) {
      this.ctx.log.warn({ err: error, mediaId: id }, 'media processing failed');
      await this.repo.processingFailed(id, String((error as Error).message ?? error).slice(0, 500), this.ctx.now());
      this.mediaEvent(row, 'media.failed', {});
    }
  }

  /** Webhooks (docs/webhooks.md): the media id makes the event id, so a job run again sends no second event. */
  private mediaEvent(
    row: { id: number; organizationId: number | null; name: string; mimeType: string },
    type: 'media.ready' | 'media.failed',
    extra: Record<string, unknown>,
  ) {
    if (row.organizationId === null) return;
    this.ctx.webhooks?.emit(row.organizationId, type, String(row.id), {
      mediaId: row.id,
      name: row.name,
      mimeType: row.mimeType,
      ...extra,
    });
  }
}
