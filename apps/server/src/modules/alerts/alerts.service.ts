import type { AlertCreateBody, AlertDetail, AlertSummary, AlertUpdateBody, TargetsView } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AlertActivationRow, AlertRow } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { type AudioInfo, isOpen, presentActivation, presentAlert, presentReceipt, ranOut } from './alerts.presenter.ts';
import type { AlertsRepository, NewAlert } from './alerts.repository.ts';
import { type AlertActor, type AlertScope, userActor } from './scope.ts';
import type { Targets } from './targets.ts';

/** Activations listed on the alert page. */
export const ALERT_HISTORY_MAX = 50;
/** The audio an alert may play (spec part 5: "Alert audio must be mp3 or wav"). */
const AUDIO_TYPES = new Set(['audio/mpeg', 'audio/wav']);

export const alertNameExists = () => new AppError(409, 'ALERT_NAME_EXISTS', undefined, { name: 'ALERT_NAME_EXISTS' });
const audioInvalid = () => new AppError(400, 'ALERT_AUDIO_INVALID', undefined, { audioMediaId: 'ALERT_AUDIO_INVALID' });
const durationInvalid = () => new AppError(400, 'ALERT_DURATION_INVALID', undefined, { durationSeconds: 'ALERT_DURATION_INVALID' });
const alertActive = () => new AppError(400, 'ALERT_ACTIVE');

/** How often each instance closes broadcasts whose end has come (their `alert.ended` webhook). */
export const ALERT_END_CHECK_MS = 15_000;

type RanOut = AlertActivationRow & { name: string };

type AlertFields = Omit<AlertCreateBody, 'sessionKey' | 'organizationId'>;

/**
 * Alerts (docs/alerts.md; spec parts 3, 4, 5, 9): authoring, and the state machine every
 * caller goes through — the CMS (`broadcast`, `deactivateById`) and integrations (`activate`,
 * `deactivate`). An alert is active while it has an open activation; a broadcast's activation ends
 * by itself at `ends_at` (closed with `duration` by `endRanOut` within `ALERT_END_CHECK_MS`, or when the
 * alert changes state before that). Every change
 * that reaches screens tells the screens side (`ctx.screens.takeoversChanged`).
 */
export class AlertsService {
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<unknown> | null = null;

  constructor(
    private readonly ctx: AppContext,
    readonly repo: AlertsRepository,
    private readonly targets: Targets,
    readonly scope: AlertScope,
  ) {}

  /** An alert the caller may reach (own organization or below), else 404. */
  async alert(auth: AuthContext, id: number): Promise<AlertRow> {
    const row = await this.repo.byId(await this.scope.orgIds(auth), id);
    if (!row) throw notFound();
    return row;
  }

  // ---- reading ----

  /** Summaries of alert rows (one query per kind of neighbour, whatever the number of rows). */
  async summaries(rows: AlertRow[]): Promise<AlertSummary[]> {
    if (rows.length === 0) return [];
    const now = this.ctx.now();
    const activations = await this.repo.latestActivations(rows.map((r) => r.id));
    const audio = await this.audioOf(rows);
    const views = await this.targets.views(rows);
    return rows.map((r, i) =>
      presentAlert(r, activations.get(r.id) ?? null, (r.audioMediaId && audio.get(r.audioMediaId)) || null, views[i] as TargetsView, now),
    );
  }

  async summary(row: AlertRow): Promise<AlertSummary> {
    const [out] = await this.summaries([row]);
    return out as AlertSummary;
  }

  private async audioOf(rows: AlertRow[]): Promise<Map<number, AudioInfo>> {
    const ids = [...new Set(rows.flatMap((r) => (r.audioMediaId ? [r.audioMediaId] : [])))];
    const found = await this.repo.mediaByIds(ids);
    // Only the alert's own organization's file (the column is kept checked on every write).
    const byId = new Map(found.map((m) => [m.id, m]));
    const out = new Map<number, AudioInfo>();
    for (const r of rows) {
      const m = r.audioMediaId ? byId.get(r.audioMediaId) : undefined;
      if (m && m.organizationId === r.organizationId) out.set(m.id, { id: m.id, name: m.name, sha256: m.sha256 });
    }
    return out;
  }

  async list(auth: AuthContext, organizationId?: number): Promise<AlertSummary[]> {
    const orgId = await this.scope.org(auth, organizationId);
    return this.summaries(await this.repo.list(orgId));
  }

  /** The alert with its history (newest first) and the receipts of its latest activation. */
  async info(auth: AuthContext, alertId: number): Promise<AlertDetail> {
    const row = await this.alert(auth, alertId);
    const summary = await this.summary(row);
    const history = await this.repo.history(row.id, ALERT_HISTORY_MAX);
    const now = this.ctx.now();
    const latest = summary.lastActivation;
    return {
      ...summary,
      history: history.map((a) => presentActivation(a, now)),
      receipts: latest ? await this.receipts(row, latest.id, now) : [],
    };
  }

  /** Every targeted screen of the organization (and any other of its screens that answered), by name. */
  private async receipts(row: AlertRow, activationId: number, now: Date) {
    const targeted = await this.targets.matchedDevices(row.organizationId, row.targets);
    const answers = await this.repo.receipts(activationId);
    const byDevice = new Map(answers.map((r) => [r.deviceId, r]));
    const seen = new Set(targeted.map((d) => d.id));
    const extra = answers.filter((r) => !seen.has(r.deviceId)).map((r) => r.deviceId);
    const others = extra.length
      ? await this.targets.matchedDevices(row.organizationId, { all: false, deviceIds: extra, groupIds: [] })
      : [];
    return [...targeted, ...others]
      .map((d) => presentReceipt(d, byDevice.get(d.id), now))
      .sort((a, b) => a.name.localeCompare(b.name) || a.deviceKey.localeCompare(b.deviceKey));
  }

  // ---- authoring ----

  /** Checks the fields against the rules (targets all-or-nothing, audio, duration) and answers the row values. */
  private async fieldValues(
    auth: AuthContext,
    organizationId: number,
    b: AlertFields,
    current: AlertRow | null,
  ): Promise<Omit<NewAlert, 'organizationId'>> {
    const targets = await this.targets.resolve(organizationId, b.targets);
    if (b.audioMediaId !== null && b.audioMediaId !== current?.audioMediaId) await this.checkAudio(auth, organizationId, b.audioMediaId);
    if (b.mode === 'broadcast' && b.durationSeconds === null) throw durationInvalid();
    return {
      name: b.name,
      type: b.type,
      description: b.description,
      instructions: b.instructions,
      mode: b.mode,
      durationSeconds: b.mode === 'broadcast' ? b.durationSeconds : null,
      audioMediaId: b.audioMediaId,
      backgroundColor: b.backgroundColor.toUpperCase(),
      textColor: b.textColor.toUpperCase(),
      targets,
    };
  }

  /**
   * An mp3 or wav of the organization's media library that the caller can see (its shared files, or
   * the caller's own "my" files); anything else — another organization's, another user's private
   * file, an image, a failed upload, nothing — is the same 400 ALERT_AUDIO_INVALID.
   */
  private async checkAudio(auth: AuthContext, organizationId: number, mediaId: number) {
    const [m] = await this.repo.mediaByIds([mediaId]);
    const ok =
      m &&
      m.organizationId === organizationId &&
      m.kind === 'audio' &&
      AUDIO_TYPES.has(m.mimeType) &&
      m.status !== 'failed' &&
      (m.section !== 'my' || m.creatorUserId === auth.user.id);
    if (!ok) throw audioInvalid();
  }

  async create(auth: AuthContext, b: AlertCreateBody, meta: RequestMeta): Promise<AlertSummary> {
    const organizationId = await this.scope.org(auth, b.organizationId);
    const values = await this.fieldValues(auth, organizationId, b, null);
    if (await this.repo.nameTaken(organizationId, b.name)) throw alertNameExists();
    const now = this.ctx.now();
    const row = await this.uniqueName(() =>
      this.repo.insert({ ...values, organizationId, createdBy: auth.user.id, createdAt: now, updatedAt: now }),
    );
    await this.ctx.audit.byCaller(auth, {
      organizationId,
      action: 'alert.create',
      objectType: 'alert',
      objectId: row.id,
      details: { name: row.name, type: row.type, mode: row.mode },
      ip: meta.ip,
    });
    return this.summary(row);
  }

  /** Editing an active alert is allowed: its screens get the new text at once (and a new end if the timing changed). */
  async update(auth: AuthContext, b: AlertUpdateBody, meta: RequestMeta): Promise<AlertSummary> {
    const current = await this.alert(auth, b.alertId);
    const values = await this.fieldValues(auth, current.organizationId, b, current);
    if (await this.repo.nameTaken(current.organizationId, b.name, current.id)) throw alertNameExists();
    const now = this.ctx.now();
    let active = false;
    let ranOutRows: RanOut[] = [];
    const row = await this.uniqueName(() =>
      this.ctx.db.transaction(async (tx) => {
        await this.repo.lock(tx, current.id);
        const updated = await this.repo.update(current.id, { ...values, updatedAt: now }, tx);
        const open = await this.repo.openActivation(current.id, tx);
        active = Boolean(open && isOpen(open, now));
        const timingChanged = updated.mode !== current.mode || updated.durationSeconds !== current.durationSeconds;
        if (open && active && timingChanged) ranOutRows = await this.retime(open, updated, now, tx);
        return updated;
      }),
    );
    this.endedByDuration(ranOutRows);
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: 'alert.update',
      objectType: 'alert',
      objectId: row.id,
      details: { name: row.name, active },
      ip: meta.ip,
    });
    if (active) await this.ctx.screens?.takeoversChanged(row.organizationId);
    return this.summary(row);
  }

  /** The open activation follows a change of mode or duration: continuous never ends, a broadcast ends `duration` after its start. */
  private async retime(open: AlertActivationRow, row: AlertRow, now: Date, tx: DbOrTx): Promise<RanOut[]> {
    const endsAt =
      row.mode === 'continuous' || row.durationSeconds === null ? null : new Date(open.startedAt.getTime() + row.durationSeconds * 1000);
    // A duration already over ends the activation now (it ran out by its duration).
    if (endsAt && endsAt.getTime() <= now.getTime()) {
      const ended = await this.repo.updateActivation(
        open.id,
        { endsAt: now, endedAt: now, endedByKind: 'duration', endedByName: null },
        tx,
      );
      return [{ ...ended, name: row.name }];
    }
    await this.repo.updateActivation(open.id, { endsAt }, tx);
    return [];
  }

  /** Runs an insert or update, answering 409 ALERT_NAME_EXISTS when the unique name index refuses it (a race). */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw alertNameExists();
      throw error;
    }
  }

  async remove(auth: AuthContext, alertId: number, meta: RequestMeta): Promise<{ ok: true }> {
    const row = await this.alert(auth, alertId);
    const now = this.ctx.now();
    // Under the alert's row lock: a broadcast cannot slip in between the check and the delete.
    await this.ctx.db.transaction(async (tx) => {
      await this.repo.lock(tx, row.id);
      const open = await this.repo.openActivation(row.id, tx);
      if (open && isOpen(open, now)) throw alertActive();
      await this.repo.remove(row.id, tx);
    });
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: 'alert.delete',
      objectType: 'alert',
      objectId: row.id,
      details: { name: row.name },
      ip: meta.ip,
    });
    await this.ctx.screens?.takeoversChanged(row.organizationId);
    return { ok: true };
  }

  // ---- the state machine (CMS and integrations) ----

  /** POST /alerts/broadcast: opens an activation unless one is on air (idempotent). */
  broadcast(auth: AuthContext, alertId: number, meta: RequestMeta): Promise<AlertSummary> {
    return this.switchOnAir(auth, alertId, meta, 'alert.broadcast', (row, actor) => this.activate(row, actor));
  }

  /** POST /alerts/deactivate: closes the activation on air, if any (idempotent). */
  deactivateById(auth: AuthContext, alertId: number, meta: RequestMeta): Promise<AlertSummary> {
    return this.switchOnAir(auth, alertId, meta, 'alert.deactivate', (row, actor) => this.deactivate(row, actor));
  }

  /** A CMS caller's broadcast or deactivate: the change, then one audit entry saying whether it changed anything. */
  private async switchOnAir(
    auth: AuthContext,
    alertId: number,
    meta: RequestMeta,
    action: 'alert.broadcast' | 'alert.deactivate',
    change: (row: AlertRow, actor: ReturnType<typeof userActor>) => Promise<boolean>,
  ): Promise<AlertSummary> {
    const row = await this.alert(auth, alertId);
    const changed = await change(row, userActor(auth));
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action,
      objectType: 'alert',
      objectId: row.id,
      details: { name: row.name, changed },
      ip: meta.ip,
    });
    return this.summary(row);
  }

  /**
   * Puts the alert on air for `actor`. Already on air: nothing changes (answers false), except that an
   * explicit `endsAt` (a CAP update's expiry) moves the current end. A broadcast ends `durationSeconds`
   * from now; a continuous alert (or `endsAt: null`) never ends by itself. A stale activation (its end
   * passed) is closed first as ended by its duration. Serialized per alert on its row lock, so parallel
   * calls open one activation.
   */
  async activate(alert: AlertRow, actor: AlertActor, opts: { endsAt?: Date | null } = {}): Promise<boolean> {
    const now = this.ctx.now();
    let opened: { endsAt: Date | null } | null = null;
    let ranOutRows: RanOut[] = [];
    const changed = await this.ctx.db.transaction(async (tx) => {
      const row = await this.repo.lock(tx, alert.id);
      if (!row) throw notFound();
      const open = await this.repo.openActivation(row.id, tx);
      if (open && isOpen(open, now)) {
        if (opts.endsAt === undefined || (opts.endsAt?.getTime() ?? null) === (open.endsAt?.getTime() ?? null)) return false;
        await this.repo.updateActivation(open.id, { endsAt: opts.endsAt }, tx);
        return true;
      }
      if (open) ranOutRows = await this.repo.closeRanOut(now, tx, row.id);
      const endsAt =
        opts.endsAt !== undefined
          ? opts.endsAt
          : row.mode === 'broadcast' && row.durationSeconds !== null
            ? new Date(now.getTime() + row.durationSeconds * 1000)
            : null;
      await this.repo.insertActivation(
        {
          alertId: row.id,
          organizationId: row.organizationId,
          startedAt: now,
          endsAt,
          startedByKind: actor.kind,
          startedByName: actor.name,
          startedByUserId: actor.kind === 'user' ? actor.userId : null,
          startedByIntegrationId: actor.kind === 'integration' ? actor.integrationId : null,
        },
        tx,
      );
      opened = { endsAt };
      return true;
    });
    this.endedByDuration(ranOutRows);
    if (changed) await this.ctx.screens?.takeoversChanged(alert.organizationId);
    // Webhooks (docs/webhooks.md): a new activation only (not a moved end); its start makes the event id.
    const started = opened as { endsAt: Date | null } | null;
    if (started)
      this.ctx.webhooks?.emit(alert.organizationId, 'alert.triggered', `${alert.id}:${now.getTime()}`, {
        alertId: alert.id,
        name: alert.name,
        startedAt: now.toISOString(),
        endsAt: started.endsAt?.toISOString() ?? null,
        by: { kind: actor.kind, name: actor.name },
      });
    return changed;
  }

  /** Takes the alert off the air for `actor`. Not on air: nothing changes (answers false). */
  async deactivate(alert: AlertRow, actor: AlertActor): Promise<boolean> {
    const now = this.ctx.now();
    let ranOutRows: RanOut[] = [];
    const changed = await this.ctx.db.transaction(async (tx) => {
      const row = await this.repo.lock(tx, alert.id);
      if (!row) throw notFound();
      const open = await this.repo.openActivation(row.id, tx);
      if (!open) return false;
      if (ranOut(open, now)) {
        ranOutRows = await this.repo.closeRanOut(now, tx, row.id);
        return false;
      }
      await this.repo.updateActivation(open.id, { endedAt: now, endedByKind: actor.kind, endedByName: actor.name }, tx);
      return true;
    });
    this.endedByDuration(ranOutRows);
    if (changed) await this.ctx.screens?.takeoversChanged(alert.organizationId);
    if (changed)
      this.ctx.webhooks?.emit(alert.organizationId, 'alert.ended', `${alert.id}:${now.getTime()}`, {
        alertId: alert.id,
        name: alert.name,
        endedAt: now.toISOString(),
        by: { kind: actor.kind, name: actor.name },
      });
    return changed;
  }

  /** Whether the alert is on air now. */
  async isActive(alertId: number): Promise<boolean> {
    const open = await this.repo.openActivation(alertId);
    return Boolean(open && isOpen(open, this.ctx.now()));
  }

  // ---- broadcasts that end by their duration ----

  /**
   * Closes the broadcasts whose end has come and sends their `alert.ended` (docs/webhooks.md). Runs
   * every `ALERT_END_CHECK_MS` on each instance: the conditional update closes each row on exactly one
   * instance, which alone emits; the end time makes the event id, so even a second emit is one delivery.
   */
  async endRanOut(now = this.ctx.now()): Promise<number> {
    const rows = await this.repo.closeRanOut(now);
    this.endedByDuration(rows);
    return rows.length;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.checking ??= this.endRanOut()
        .catch((error) => this.ctx.log.warn({ err: error }, 'alert end check failed'))
        .finally(() => {
          this.checking = null;
        });
    }, ALERT_END_CHECK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
  }

  /** `alert.ended` for broadcasts closed at their end; the end makes the event id (the same on every instance). */
  private endedByDuration(rows: RanOut[]) {
    for (const r of rows) {
      const endedAt = r.endedAt ?? r.endsAt;
      if (!endedAt) continue;
      this.ctx.webhooks?.emit(r.organizationId, 'alert.ended', `${r.alertId}:${endedAt.getTime()}`, {
        alertId: r.alertId,
        name: r.name,
        endedAt: endedAt.toISOString(),
        by: { kind: 'duration', name: null },
      });
    }
  }
}
