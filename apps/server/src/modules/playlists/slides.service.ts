import { type Window, windowError } from '@signage/schedule';
import type { ErrorCode, SlideAnimation, SlideItem } from '@signage/shared';
import { findForbiddenKey, OVERLAY_MIN_SLIDES, type SlideDocument } from '@signage/slides/model';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Playlist, Slide } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { PlaylistAccess } from './playlist-access.ts';
import { presentSlide } from './playlists.presenter.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';
import type { PublishingService } from './publishing.service.ts';
import type { SlideThumbnails } from './slide-thumbnails.ts';
import { checkInteractions, checkLicensedWidgets, newSlideData, parseSlideData, sameInteractions, withoutJumpsTo } from './slide-rules.ts';
import type { SlidesRepository } from './slides.repository.ts';

const badIndex = () => new AppError(400, 'SLIDE_INDEX_INVALID');

/** 400 VALIDATION_FAILED with `fields.showFrom` / `fields.showUntil` when a window is out of bounds or backwards. */
function checkWindow(window: Window) {
  const bad = windowError(window) as Record<string, ErrorCode> | null;
  if (bad) throw new AppError(400, 'VALIDATION_FAILED', undefined, bad);
}

/** What a slide change did: its answer, its audit details and what else of the playlist it sets. */
interface SlideChangeDone<T> {
  result: T;
  details?: Record<string, unknown>;
  playlistSet?: Partial<Playlist>;
}

/**
 * The slides of a playlist (spec 4, 5, 7.7): every change runs in one transaction holding the
 * playlist row, is checked by the slide rules (`slide-rules.ts`) and, except thumbnails, makes the
 * playlist unpublished (`PublishingService.changed`). `slideNumber` is a 0-based position.
 */
export class SlidesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: PlaylistAccess,
    private readonly publishing: PublishingService,
    private readonly playlists: PlaylistsRepository,
    private readonly repo: SlidesRepository,
    private readonly thumbnails: SlideThumbnails,
  ) {}

  /** Runs a slide change in a transaction holding the playlist row; the playlist becomes unpublished. */
  private async slideChange<T>(
    auth: AuthContext,
    playlistId: number,
    action: string,
    fn: (tx: DbOrTx, list: Slide[], p: Playlist) => Promise<SlideChangeDone<T>>,
    meta: RequestMeta,
    opts: { unpublish?: boolean } = {},
  ): Promise<T> {
    const v = await this.access.viewer(auth);
    await this.access.editable(v, playlistId, 'playlist');
    const out = await this.ctx.db.transaction(async (tx) => {
      const p = await this.playlists.lockForChange(playlistId, tx);
      const list = await this.repo.ofPlaylist(playlistId, tx);
      const done = await fn(tx, list, p);
      if (opts.unpublish === false) {
        if (done.playlistSet) await this.playlists.update(playlistId, done.playlistSet, tx);
      } else await this.publishing.changed(playlistId, tx, done.playlistSet);
      return done;
    });
    await this.ctx.audit.byCaller(auth, {
      action,
      objectType: action.startsWith('playlist.slide') ? 'slide' : 'playlist',
      objectId: playlistId,
      details: out.details ?? {},
      ip: meta.ip,
    });
    return out.result;
  }

  private at(list: Slide[], slideNumber: number): Slide {
    const s = list[slideNumber];
    if (!s) throw badIndex();
    return s;
  }

  private byId(list: Slide[], slideId: number): Slide {
    const s = list.find((x) => x.id === slideId);
    if (!s) throw notFound();
    return s;
  }

  private save(tx: DbOrTx, id: number, set: Partial<Slide>): Promise<Slide> {
    return this.repo.update(id, { ...set, updatedAt: this.ctx.now() }, tx);
  }

  /** Applies a change to a stored slide document and validates the result with the model. */
  private rewrite(tx: DbOrTx, s: Slide, p: Playlist, change: Record<string, unknown>) {
    const data = parseSlideData({ ...s.slideData, ...change }, p.aspect);
    return this.save(tx, s.id, { slideData: data, duration: data.duration });
  }

  async createSlide(auth: AuthContext, playlistId: number, slideData: unknown, index: number | undefined, meta: RequestMeta) {
    const interactionEnabled = auth.licence.flags.interactionEnabled;
    return this.slideChange<SlideItem>(
      auth,
      playlistId,
      'playlist.slide.create',
      async (tx, list, p) => {
        const data = slideData === undefined ? newSlideData(p.aspect) : parseSlideData(slideData, p.aspect);
        checkInteractions(data, { slideId: null, slideIds: list.map((x) => x.id), interactionEnabled });
        checkLicensedWidgets(data, auth.licence.flags, this.ctx.config.widgets.deployment, auth.organization.id);
        const position = index === undefined ? list.length : index;
        if (position > list.length) throw badIndex();
        await this.repo.shiftFrom(playlistId, position, 1, tx);
        const s = await this.repo.insert({ playlistId, position, slideData: data, duration: data.duration }, tx);
        return { result: presentSlide(s), details: { slideId: s.id, position } };
      },
      meta,
    );
  }

  async removeSlide(auth: AuthContext, playlistId: number, slideNumber: number, meta: RequestMeta) {
    let thumb: string | null = null;
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.remove',
      async (tx, list) => {
        const gone = this.at(list, slideNumber);
        await this.repo.remove(gone.id, tx);
        await this.repo.shiftFrom(playlistId, gone.position + 1, -1, tx);
        // Jump-to actions pointing at the removed slide go (spec part 4).
        for (const s of list) {
          if (s.id === gone.id) continue;
          const cleaned = withoutJumpsTo(s.slideData, gone.id);
          if (cleaned) await this.save(tx, s.id, { slideData: cleaned });
        }
        // One slide left: the playlist overlay is cleared.
        const playlistSet: Partial<Playlist> = list.length - 1 === 1 ? { overlay: null } : {};
        thumb = gone.thumbnailKey;
        return { result: null, details: { slideId: gone.id, slideNumber }, playlistSet };
      },
      meta,
    );
    if (thumb) await this.thumbnails.deleteUnreferenced([thumb]);
    return this.access.detail(auth, playlistId);
  }

  async duplicateSlide(auth: AuthContext, playlistId: number, slideNumber: number, meta: RequestMeta) {
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.duplicate',
      async (tx, list) => {
        const src = this.at(list, slideNumber);
        await this.repo.shiftFrom(playlistId, src.position + 1, 1, tx);
        const s = await this.repo.insert(
          {
            playlistId,
            position: src.position + 1,
            duration: src.duration,
            slideData: src.slideData,
            thumbnailKey: src.thumbnailKey,
            thumbnailSha256: src.thumbnailSha256,
          },
          tx,
        );
        return { result: { newSlideId: s.id, slide: presentSlide(s) }, details: { from: src.id, slideId: s.id } };
      },
      meta,
    );
  }

  async updateSlide(auth: AuthContext, playlistId: number, slideNumber: number, slideData: unknown, meta: RequestMeta) {
    const interactionEnabled = auth.licence.flags.interactionEnabled;
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.update',
      async (tx, list, p) => {
        const s = this.at(list, slideNumber);
        const data = parseSlideData(slideData, p.aspect);
        // Interactions are checked when they change (an unchanged one stays after a licence change).
        if (!sameInteractions(data, s.slideData))
          checkInteractions(data, { slideId: s.id, slideIds: list.map((x) => x.id), interactionEnabled });
        checkLicensedWidgets(data, auth.licence.flags, this.ctx.config.widgets.deployment, auth.organization.id);
        const saved = await this.save(tx, s.id, { slideData: data, duration: data.duration });
        return { result: presentSlide(saved), details: { slideId: s.id } };
      },
      meta,
    );
  }

  async getSlide(auth: AuthContext, playlistId: number, slideNumber: number) {
    return presentSlide(await this.slideAt(auth, playlistId, slideNumber));
  }

  async updateSlideBackground(
    auth: AuthContext,
    playlistId: number,
    slideNumber: number,
    backgroundType: 'color' | 'image' | 'video',
    background: string | Record<string, unknown>,
    meta: RequestMeta,
  ) {
    let value: Record<string, unknown>;
    if (backgroundType === 'color') {
      if (typeof background !== 'string') throw fieldError('background', 'FIELD_INVALID');
      value = { type: 'color', color: background };
    } else {
      if (typeof background === 'string') throw fieldError('background', 'FIELD_INVALID');
      value = { ...background, type: backgroundType };
    }
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.background',
      async (tx, list, p) => {
        const s = this.at(list, slideNumber);
        const saved = await this.rewrite(tx, s, p, { background: value });
        return { result: presentSlide(saved), details: { slideId: s.id, backgroundType } };
      },
      meta,
    );
  }

  async updateAspect(auth: AuthContext, playlistId: number, aspect: string, meta: RequestMeta) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.aspect',
      async (tx, list, p) => {
        // Every slide's document follows the playlist's aspect (its canvas size).
        for (const s of list) await this.rewrite(tx, s, { ...p, aspect }, {});
        return { result: null, details: { aspect }, playlistSet: { aspect } };
      },
      meta,
    );
    return this.access.item(auth, await this.access.viewer(auth), playlistId);
  }

  async updateSlideDuration(auth: AuthContext, playlistId: number, slideNumber: number, duration: number, meta: RequestMeta) {
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.duration',
      async (tx, list, p) => {
        const s = this.at(list, slideNumber);
        const saved = await this.rewrite(tx, s, p, { duration });
        return { result: presentSlide(saved), details: { slideId: s.id, duration } };
      },
      meta,
    );
  }

  /**
   * A slide's validity window (docs/playlists.md, "Validity windows"). Takes effect at once on the
   * screens playing the published playlist (the manifest carries the live windows): it does not
   * unpublish.
   */
  async updateSlideValidity(auth: AuthContext, playlistId: number, slideNumber: number, window: Window, meta: RequestMeta) {
    checkWindow(window);
    const out = await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.validity',
      async (tx, list) => {
        const s = this.at(list, slideNumber);
        const saved = await this.save(tx, s.id, { showFrom: window.showFrom, showUntil: window.showUntil });
        return { result: presentSlide(saved), details: { slideId: s.id, slideNumber, ...window } };
      },
      meta,
      { unpublish: false },
    );
    await this.ctx.screens?.playlistsChanged([playlistId]);
    return out;
  }

  /** The playlist's own validity window; like a slide's, live on screens without republishing. */
  async updateValidity(auth: AuthContext, playlistId: number, window: Window, meta: RequestMeta) {
    checkWindow(window);
    await this.slideChange(
      auth,
      playlistId,
      'playlist.validity',
      async () => ({ result: null, details: { ...window }, playlistSet: { showFrom: window.showFrom, showUntil: window.showUntil } }),
      meta,
      { unpublish: false },
    );
    await this.ctx.screens?.playlistsChanged([playlistId]);
    return this.access.item(auth, await this.access.viewer(auth), playlistId);
  }

  async updateAllDurations(auth: AuthContext, playlistId: number, duration: number, meta: RequestMeta) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.durationAll',
      async (tx, list, p) => {
        for (const s of list) await this.rewrite(tx, s, p, { duration });
        return { result: null, details: { duration } };
      },
      meta,
    );
    return this.access.detail(auth, playlistId);
  }

  async updateSlideAnimation(
    auth: AuthContext,
    playlistId: number,
    slideId: number,
    animation: SlideAnimation,
    applyToAll: boolean,
    meta: RequestMeta,
  ) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.animation',
      async (tx, list, p) => {
        const target = this.byId(list, slideId);
        for (const s of applyToAll ? list : [target]) await this.rewrite(tx, s, p, { animation });
        return {
          result: null,
          details: { slideId, animation, applyToAll },
          playlistSet: applyToAll ? { slideAnimation: animation as Record<string, unknown> } : {},
        };
      },
      meta,
    );
    return this.access.detail(auth, playlistId);
  }

  async updateSlideIndex(auth: AuthContext, playlistId: number, slideId: number, newIndex: number, oldIndex: number, meta: RequestMeta) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.reorder',
      async (tx, list) => {
        const s = this.byId(list, slideId);
        if (list.indexOf(s) !== oldIndex || newIndex >= list.length) throw badIndex();
        const order = list.filter((x) => x.id !== slideId);
        order.splice(newIndex, 0, s);
        for (const [i, x] of order.entries()) if (x.position !== i) await this.repo.update(x.id, { position: i }, tx);
        return { result: null, details: { slideId, oldIndex, newIndex } };
      },
      meta,
    );
    return this.access.detail(auth, playlistId);
  }

  /**
   * actionData: `{actions, hotCorners}` of the slide model (either may be left out: unchanged), or a
   * bare actions map keyed by element id.
   */
  async updateSlideActions(auth: AuthContext, playlistId: number, slideId: number, actionData: Record<string, unknown>, meta: RequestMeta) {
    const interactionEnabled = auth.licence.flags.interactionEnabled;
    const structured = 'actions' in actionData || 'hotCorners' in actionData;
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.actions',
      async (tx, list, p) => {
        const s = this.byId(list, slideId);
        const change: Record<string, unknown> = structured ? {} : { actions: actionData };
        if (structured && actionData.actions !== undefined) change.actions = actionData.actions;
        if (structured && actionData.hotCorners !== undefined) change.hotCorners = actionData.hotCorners ?? undefined;
        const data = parseSlideData({ ...s.slideData, ...change }, p.aspect);
        checkInteractions(data, { slideId: s.id, slideIds: list.map((x) => x.id), interactionEnabled });
        checkLicensedWidgets(data, auth.licence.flags, this.ctx.config.widgets.deployment, auth.organization.id);
        const saved = await this.save(tx, s.id, { slideData: data });
        return { result: presentSlide(saved), details: { slideId } };
      },
      meta,
    );
  }

  async updateOverlay(auth: AuthContext, playlistId: number, overlayData: Record<string, unknown> | null, meta: RequestMeta) {
    // Depth and size are bounded by the contract (jsonDocument); no prototype keys (security IN-7).
    if (overlayData && findForbiddenKey(overlayData)) throw fieldError('overlayData', 'FIELD_INVALID');
    await this.slideChange(
      auth,
      playlistId,
      'playlist.overlay',
      async (_tx, list, p) => {
        if (!overlayData) return { result: null, playlistSet: { overlay: null } };
        // The overlay is drawn above every slide: with one slide there is nothing to stay across (spec part 4).
        if (list.length < OVERLAY_MIN_SLIDES) throw fieldError('overlayData', 'OVERLAY_NEEDS_SLIDES');
        // A slide document like any slide's (docs/playlists.md "Playlist overlay"), under the same widget
        // licence rules; its background, duration, transition and interactions are never used, so none are kept.
        const doc = parseSlideData(overlayData, p.aspect, 'overlayData');
        checkLicensedWidgets(doc, auth.licence.flags, this.ctx.config.widgets.deployment, auth.organization.id, 'overlayData');
        const { hotCorners: _unused, ...overlay } = { ...doc, actions: {} };
        return { result: null, playlistSet: { overlay: overlay as unknown as Record<string, unknown> } };
      },
      meta,
    );
    return this.access.detail(auth, playlistId);
  }

  /** Replaces a slide's document with a template's (its id and position stay). */
  async applyTemplate(
    auth: AuthContext,
    playlistId: number,
    slideId: number,
    template: { id: number; slideData: SlideDocument; thumbnailKey: string | null; thumbnailSha256: string | null },
    meta: RequestMeta,
  ) {
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.template',
      async (tx, list, p) => {
        const s = this.byId(list, slideId);
        const data = parseSlideData(template.slideData, p.aspect);
        const saved = await this.save(tx, s.id, {
          slideData: data,
          duration: data.duration,
          thumbnailKey: template.thumbnailKey,
          thumbnailSha256: template.thumbnailSha256,
        });
        return { result: presentSlide(saved), details: { slideId, templateId: template.id } };
      },
      meta,
    );
  }

  /** Thumbnails do not change what plays: the playlist stays published. */
  async setThumbnail(auth: AuthContext, playlistId: number, slideNumber: number, key: string, sha256: string, meta: RequestMeta) {
    let old: string | null = null;
    const url = await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.thumbnail',
      async (tx, list) => {
        const s = this.at(list, slideNumber);
        old = s.thumbnailKey;
        const saved = await this.save(tx, s.id, { thumbnailKey: key, thumbnailSha256: sha256 });
        return { result: presentSlide(saved).thumbnailUrl as string, details: { slideId: s.id } };
      },
      meta,
      { unpublish: false },
    );
    if (old && old !== key) await this.thumbnails.deleteUnreferenced([old]);
    return { thumbnailUrl: url };
  }

  /** For the thumbnail GET: the slide, when its playlist is visible to the caller. */
  async slideForServing(auth: AuthContext, slideId: number, sha256: string) {
    const s = await this.repo.byId(slideId);
    if (!s || s.thumbnailSha256 !== sha256 || !s.thumbnailKey) throw notFound();
    const v = await this.access.viewer(auth);
    await this.access.resolve(v, [s.playlistId]);
    return s;
  }

  /** A slide of a visible playlist by position (templates are made from it). */
  async slideAt(auth: AuthContext, playlistId: number, slideNumber: number) {
    const v = await this.access.viewer(auth);
    await this.access.resolve(v, [playlistId]);
    return this.at(await this.repo.ofPlaylist(playlistId), slideNumber);
  }
}
