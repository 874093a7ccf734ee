import { randomUUID } from 'node:crypto';

/**
 * A connection's id names its organization (`<orgId>-<uuid>`): widget props carry it, and saving a
 * slide or asking for data checks the prefix against the caller's organization without a lookup
 * (security.md TEN-3: another organization's connection is invalid props, as if it did not exist).
 */
export const connectionIdFor = (organizationId: number) => `${organizationId}-${randomUUID()}`;
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { type SocialConnectionRow, type SocialPage, socialConnections, socialOauthStates } from '../../db/schema/index.ts';
import { decryptSecret, encryptSecret, randomKey, sha256 } from '../../lib/crypto.ts';
import type { Egress } from '../../lib/egress.ts';
import { SourceFetchError } from './fetchers.ts';
import * as graph from './meta-graph.ts';

const STATE_TTL_MS = 10 * 60_000;
/** A user token expiring within this is exchanged for a new long-lived one before use. */
export const REFRESH_BEFORE_MS = 7 * 86_400_000;

/** Where the callback sends the browser (the CMS's connection result pages, spec 2.4). */
export type CallbackOutcome = { ok: true } | { ok: false; reason: 'SOCIAL_CONNECTION_FAILED' | 'SOCIAL_NO_PAGES_FOUND' };

export interface PublicPage {
  id: string;
  name: string;
  instagram: { id: string; username: string } | null;
}

/**
 * An organization's Facebook connection (docs/widgets-social.md): OAuth state, the code exchange, the sealed
 * long-lived user token and page tokens, refresh before expiry, revocation on disconnect. Tokens leave
 * this class only towards the Graph API.
 */
export class SocialConnectionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly egress: Egress,
  ) {}

  private get meta() {
    return this.ctx.config.meta;
  }

  get redirectUri(): string {
    return `${this.ctx.config.publicUrl}/api/widget/social/callback`;
  }

  private async key(): Promise<string> {
    return this.ctx.config.secretsKey ?? (await this.ctx.secret('secrets-key'));
  }

  /** The login dialog's address, with a fresh single-use state bound to the organization and user. */
  async connectUrl(organizationId: number, userId: number): Promise<string> {
    const now = this.ctx.now();
    await this.ctx.db.delete(socialOauthStates).where(lt(socialOauthStates.expiresAt, now));
    const state = randomKey(32);
    await this.ctx.db
      .insert(socialOauthStates)
      .values({ stateHash: sha256(state), organizationId, userId, expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
    return graph.dialogUrl(this.meta, this.redirectUri, state);
  }

  /** The provider's redirect: the state is taken (once), the code exchanged, the connection stored. */
  async completeCallback(code: string | undefined, state: string | undefined): Promise<CallbackOutcome> {
    if (!state) return { ok: false, reason: 'SOCIAL_CONNECTION_FAILED' };
    const now = this.ctx.now();
    // Taken whatever happens next (a refused consent too): a state never serves twice.
    const [pending] = await this.ctx.db
      .delete(socialOauthStates)
      .where(eq(socialOauthStates.stateHash, sha256(state)))
      .returning();
    if (!pending || pending.expiresAt.getTime() <= now.getTime() || !code) return { ok: false, reason: 'SOCIAL_CONNECTION_FAILED' };
    try {
      const short = await graph.exchangeCode(this.egress, this.meta, this.redirectUri, code, now.getTime());
      const long = await graph.exchangeLongLived(this.egress, this.meta, short.accessToken, now.getTime());
      const pages = await graph.listPages(this.egress, this.meta, long.accessToken);
      if (pages.length === 0) {
        // Nothing to show: do not keep a token we will never use.
        await graph.revokePermissions(this.egress, this.meta, long.accessToken).catch(() => undefined);
        return { ok: false, reason: 'SOCIAL_NO_PAGES_FOUND' };
      }
      const key = await this.key();
      const values = {
        sealedUserToken: encryptSecret(key, long.accessToken),
        expiresAt: long.expiresAt,
        pages: pages.map((p) => this.sealPage(key, p)),
        createdBy: pending.userId,
        createdAt: now,
      };
      await this.ctx.db
        .insert(socialConnections)
        .values({ id: connectionIdFor(pending.organizationId), organizationId: pending.organizationId, provider: 'facebook', ...values })
        .onConflictDoUpdate({ target: [socialConnections.organizationId, socialConnections.provider], set: values });
      return { ok: true };
    } catch (error) {
      this.ctx.log.info({ code: error instanceof SourceFetchError ? error.code : 'unknown' }, 'social connection failed');
      return { ok: false, reason: 'SOCIAL_CONNECTION_FAILED' };
    }
  }

  private sealPage(key: string, page: graph.MetaPage): SocialPage {
    return { id: page.id, name: page.name, sealedToken: encryptSecret(key, page.accessToken), instagram: page.instagram };
  }

  private async rowOf(organizationId: number): Promise<SocialConnectionRow | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(socialConnections)
      .where(and(eq(socialConnections.organizationId, organizationId), eq(socialConnections.provider, 'facebook')));
    return row;
  }

  /** The organization's connection and its pages (no tokens), refreshed first when near expiry. */
  async pages(organizationId: number): Promise<{ id: string; pages: PublicPage[] } | null> {
    const row = await this.rowOf(organizationId);
    if (!row) return null;
    const fresh = await this.refreshIfDue(row).catch(() => row);
    return { id: fresh.id, pages: fresh.pages.map(({ id, name, instagram }) => ({ id, name, instagram })) };
  }

  /** Revokes the app's permissions at the provider, then forgets the tokens (even if the provider cannot be reached). */
  async disconnect(organizationId: number): Promise<void> {
    const row = await this.rowOf(organizationId);
    if (!row) return;
    try {
      await graph.revokePermissions(this.egress, this.meta, decryptSecret(await this.key(), row.sealedUserToken));
    } catch (error) {
      this.ctx.log.warn(
        { code: error instanceof SourceFetchError ? error.code : 'unknown' },
        'social revoke failed; tokens deleted anyway',
      );
    }
    await this.ctx.db.delete(socialConnections).where(eq(socialConnections.id, row.id));
  }

  /**
   * A long-lived user token that expires within REFRESH_BEFORE_MS is exchanged for a new one (and the
   * page tokens re-read with it). A token the provider refuses leaves the row as it is.
   */
  async refreshIfDue(row: SocialConnectionRow): Promise<SocialConnectionRow> {
    const now = this.ctx.now().getTime();
    if (!row.expiresAt || row.expiresAt.getTime() - now > REFRESH_BEFORE_MS) return row;
    const key = await this.key();
    const renewed = await graph.exchangeLongLived(this.egress, this.meta, decryptSecret(key, row.sealedUserToken), now);
    const pages = await graph.listPages(this.egress, this.meta, renewed.accessToken);
    const values = {
      sealedUserToken: encryptSecret(key, renewed.accessToken),
      expiresAt: renewed.expiresAt,
      pages: pages.length > 0 ? pages.map((p) => this.sealPage(key, p)) : row.pages,
    };
    await this.ctx.db.update(socialConnections).set(values).where(eq(socialConnections.id, row.id));
    return { ...row, ...values };
  }

  /**
   * For the fetchers: a page of a connection and its token. Fetchers know only the connection id
   * (random, organization-bound) and page id from the widget's props; a missing one is
   * SOCIAL_NOT_CONNECTED.
   */
  async pageCredentials(connectionId: string, pageId: string): Promise<{ page: PublicPage; token: string }> {
    const [row] = await this.ctx.db.select().from(socialConnections).where(eq(socialConnections.id, connectionId));
    if (!row) throw new SourceFetchError('SOCIAL_NOT_CONNECTED');
    const fresh = await this.refreshIfDue(row).catch(() => row);
    const page = fresh.pages.find((p) => p.id === pageId);
    if (!page) throw new SourceFetchError('SOCIAL_NOT_CONNECTED');
    return { page: { id: page.id, name: page.name, instagram: page.instagram }, token: decryptSecret(await this.key(), page.sealedToken) };
  }

  /** Whether a connection belongs to an organization (saving a slide, the editor's data call). */
  async belongsTo(connectionId: string, organizationId: number): Promise<boolean> {
    const [row] = await this.ctx.db
      .select({ id: socialConnections.id })
      .from(socialConnections)
      .where(and(eq(socialConnections.id, connectionId), eq(socialConnections.organizationId, organizationId)));
    return Boolean(row);
  }
}
