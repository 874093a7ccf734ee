import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Slide, slides, templates } from '../../db/schema/index.ts';

export type NewSlide = typeof slides.$inferInsert;

/** The slides of playlists, in order, and the thumbnail files slides and templates refer to. */
export class SlidesRepository {
  constructor(private readonly db: Db) {}

  async ofPlaylist(playlistId: number, tx: DbOrTx = this.db): Promise<Slide[]> {
    return tx.select().from(slides).where(eq(slides.playlistId, playlistId)).orderBy(asc(slides.position), asc(slides.id));
  }

  async byId(id: number): Promise<Slide | null> {
    const [row] = await this.db.select().from(slides).where(eq(slides.id, id));
    return row ?? null;
  }

  async insert(values: NewSlide, tx: DbOrTx = this.db): Promise<Slide> {
    const [row] = await tx.insert(slides).values(values).returning();
    return row as Slide;
  }

  async update(id: number, set: Partial<Slide>, tx: DbOrTx = this.db): Promise<Slide> {
    const [row] = await tx.update(slides).set(set).where(eq(slides.id, id)).returning();
    return row as Slide;
  }

  async remove(id: number, tx: DbOrTx) {
    await tx.delete(slides).where(eq(slides.id, id));
  }

  /** Moves the playlist's slides at `fromPosition` and after by `delta` places. */
  async shiftFrom(playlistId: number, fromPosition: number, delta: 1 | -1, tx: DbOrTx) {
    await tx
      .update(slides)
      .set({ position: delta === 1 ? sql`${slides.position} + 1` : sql`${slides.position} - 1` })
      .where(and(eq(slides.playlistId, playlistId), gte(slides.position, fromPosition)));
  }

  /** The thumbnail files of these playlists' slides. */
  async thumbnailKeysOf(playlistIds: number[]): Promise<string[]> {
    const rows = await this.db.select({ k: slides.thumbnailKey }).from(slides).where(inArray(slides.playlistId, playlistIds));
    return rows.map((r) => r.k).filter((k): k is string => Boolean(k));
  }

  /** Which of these thumbnail files a slide or a template still refers to (content-addressed, shared). */
  async referencedThumbnails(keys: string[], tx: DbOrTx = this.db): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const bySlides = await tx.select({ k: slides.thumbnailKey }).from(slides).where(inArray(slides.thumbnailKey, keys));
    const byTemplates = await tx.select({ k: templates.thumbnailKey }).from(templates).where(inArray(templates.thumbnailKey, keys));
    return new Set([...bySlides, ...byTemplates].map((r) => r.k).filter((k): k is string => Boolean(k)));
  }
}
