import type { AppContext } from '../../core/context.ts';
import type { MediaStorage } from '../../storage/index.ts';
import type { SlidesRepository } from './slides.repository.ts';

/**
 * Thumbnail files of slides and templates: content-addressed per organization
 * (`org/<id>/thumbs/<sha256>`), so copies share a file, which goes once nothing refers to it.
 */
export class SlideThumbnails {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly slides: SlidesRepository,
  ) {}

  async deleteUnreferenced(keys: string[]) {
    const unique = [...new Set(keys)];
    const still = await this.slides.referencedThumbnails(unique);
    for (const key of unique) {
      if (still.has(key)) continue;
      await this.storage.delete(key).catch((error) => this.ctx.log.warn({ err: error, key }, 'thumbnail removal failed'));
    }
  }
}
