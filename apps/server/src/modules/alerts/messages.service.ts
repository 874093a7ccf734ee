import type { MessageSummary, messageCreateBody, messageUpdateBody, TargetsView } from '@signage/shared';
import type { z } from 'zod';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { ScreenMessageRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import type { MessagesRepository } from './messages.repository.ts';
import type { AlertScope } from './scope.ts';
import type { Targets } from './targets.ts';

type MessageCreate = z.infer<typeof messageCreateBody>;
type MessageUpdate = z.infer<typeof messageUpdateBody>;
type MessageFields = Omit<MessageCreate, 'sessionKey' | 'organizationId'>;

const timeInvalid = () => new AppError(400, 'MESSAGE_TIME_INVALID', undefined, { endsAt: 'MESSAGE_TIME_INVALID' });

/** Listed state (docs/alerts.md): ended once stopped or past its end, scheduled before its start. */
export function messageState(m: Pick<ScreenMessageRow, 'startsAt' | 'endsAt' | 'stoppedAt'>, now: Date): MessageSummary['state'] {
  if (m.stoppedAt || (m.endsAt && m.endsAt.getTime() <= now.getTime())) return 'ended';
  if (m.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/**
 * Screen messages (docs/alerts.md): tickers and banners over the running content, for the
 * screen roles (`messages.view`) behind the licence flag `enableMessages`. Every change tells the
 * screens side (`ctx.screens.takeoversChanged`): messages travel beside the manifest.
 */
export class MessagesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: MessagesRepository,
    private readonly alertsRepo: AlertsRepository,
    private readonly targets: Targets,
    private readonly scope: AlertScope,
  ) {}

  private async message(auth: AuthContext, id: number): Promise<ScreenMessageRow> {
    const row = await this.repo.byId(await this.scope.orgIds(auth), id);
    if (!row) throw notFound();
    return row;
  }

  private async present(rows: ScreenMessageRow[]): Promise<MessageSummary[]> {
    const now = this.ctx.now();
    const views = await this.targets.views(rows);
    const names = await this.alertsRepo.userNames([...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))]);
    return rows.map((m, i) => ({
      id: m.id,
      organizationId: m.organizationId,
      text: m.text,
      style: m.style,
      position: m.position,
      speed: m.speed,
      backgroundColor: m.backgroundColor,
      textColor: m.textColor,
      startsAt: m.startsAt.toISOString(),
      endsAt: m.endsAt?.toISOString() ?? null,
      stoppedAt: m.stoppedAt?.toISOString() ?? null,
      state: messageState(m, now),
      targets: views[i] as TargetsView,
      createdBy: m.createdBy ? (names.get(m.createdBy) ?? null) : null,
      createdAt: m.createdAt.toISOString(),
    }));
  }

  private async one(row: ScreenMessageRow): Promise<MessageSummary> {
    const [out] = await this.present([row]);
    return out as MessageSummary;
  }

  async list(auth: AuthContext, organizationId?: number): Promise<MessageSummary[]> {
    return this.present(await this.repo.list(await this.scope.org(auth, organizationId)));
  }

  /** The row values of the fields: targets checked (all or nothing), start null = now, the end after the start. */
  private async fieldValues(organizationId: number, b: MessageFields, current: ScreenMessageRow | null) {
    const targets = await this.targets.resolve(organizationId, b.targets);
    const now = this.ctx.now();
    // Null means "now"; a message already running keeps its start when edited.
    const startsAt = b.startsAt ? new Date(b.startsAt) : current && current.startsAt.getTime() <= now.getTime() ? current.startsAt : now;
    const endsAt = b.endsAt ? new Date(b.endsAt) : null;
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw timeInvalid();
    return {
      text: b.text,
      style: b.style,
      position: b.position,
      speed: b.speed,
      backgroundColor: b.backgroundColor.toUpperCase(),
      textColor: b.textColor.toUpperCase(),
      startsAt,
      endsAt,
      targets,
    };
  }

  async create(auth: AuthContext, b: MessageCreate, meta: RequestMeta): Promise<MessageSummary> {
    const organizationId = await this.scope.org(auth, b.organizationId);
    const values = await this.fieldValues(organizationId, b, null);
    const now = this.ctx.now();
    const row = await this.repo.insert({ ...values, organizationId, createdBy: auth.user.id, createdAt: now, updatedAt: now });
    await this.ctx.audit.byCaller(auth, {
      organizationId,
      action: 'message.create',
      objectType: 'screen_message',
      objectId: row.id,
      details: { style: row.style, position: row.position, startsAt: row.startsAt.toISOString() },
      ip: meta.ip,
    });
    await this.ctx.screens?.takeoversChanged(organizationId);
    return this.one(row);
  }

  async update(auth: AuthContext, b: MessageUpdate, meta: RequestMeta): Promise<MessageSummary> {
    const current = await this.message(auth, b.messageId);
    const values = await this.fieldValues(current.organizationId, b, current);
    const row = await this.repo.update(current.id, { ...values, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: 'message.update',
      objectType: 'screen_message',
      objectId: row.id,
      ip: meta.ip,
    });
    await this.ctx.screens?.takeoversChanged(row.organizationId);
    return this.one(row);
  }

  /** Ends a message now (idempotent: a stopped message keeps its first stop). */
  async stop(auth: AuthContext, messageId: number, meta: RequestMeta): Promise<MessageSummary> {
    const current = await this.message(auth, messageId);
    if (current.stoppedAt) return this.one(current);
    const now = this.ctx.now();
    const row = await this.repo.update(current.id, { stoppedAt: now, updatedAt: now });
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: 'message.stop',
      objectType: 'screen_message',
      objectId: row.id,
      ip: meta.ip,
    });
    await this.ctx.screens?.takeoversChanged(row.organizationId);
    return this.one(row);
  }

  async remove(auth: AuthContext, messageId: number, meta: RequestMeta): Promise<{ ok: true }> {
    const current = await this.message(auth, messageId);
    await this.repo.remove(current.id);
    await this.ctx.audit.byCaller(auth, {
      organizationId: current.organizationId,
      action: 'message.delete',
      objectType: 'screen_message',
      objectId: current.id,
      ip: meta.ip,
    });
    await this.ctx.screens?.takeoversChanged(current.organizationId);
    return { ok: true };
  }
}
