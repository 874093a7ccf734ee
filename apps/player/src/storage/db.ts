import type { PairedManifest, PlayerTakeovers, ProofOfPlayRecord } from '@signage/shared';
import type { WidgetDataEntry } from '@signage/slides/widgets';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * Everything the player keeps across reboots, in IndexedDB (available on plain-http LAN origins
 * too, unlike Cache Storage): its credentials, the last applied manifest, every media file as a
 * Blob, proof-of-play records waiting to be sent, and the last alerts and messages the server sent
 * (with the alert receipts not yet confirmed).
 */
export interface Credentials {
  deviceId: number;
  secret: string;
  pairingCode: string;
  pairingExpiresAt: string;
}

export interface StoredManifest {
  manifest: PairedManifest;
  etag: string | null;
  appliedAt: string;
}

export interface StoredFile {
  /** `media:{id}:{hash}` or `url:{url}` (theme images). */
  key: string;
  blob: Blob;
  bytes: number;
  storedAt: string;
}

/** What this screen knows of an alert activation it had on air (docs/alerts.md, receipts). */
export interface AlertReceiptEntry {
  activationId: number;
  /** When it was first drawn on this screen (the corrected clock); null while never drawn. */
  shownAt: string | null;
  /** When it stopped being on air here (ended, deactivated); null while on air. */
  endedAt: string | null;
  /** Something the server has not confirmed yet. */
  pending: boolean;
}

interface PlayerDb extends DBSchema {
  kv: { key: string; value: unknown };
  files: { key: string; value: StoredFile };
  pop: { key: string; value: ProofOfPlayRecord };
}

const DB_NAME = 'signage-player';
let dbPromise: Promise<IDBPDatabase<PlayerDb>> | null = null;

function db(): Promise<IDBPDatabase<PlayerDb>> {
  dbPromise ??= openDB<PlayerDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('kv');
      d.createObjectStore('files', { keyPath: 'key' });
      d.createObjectStore('pop', { keyPath: 'id' });
    },
  });
  return dbPromise;
}

const CREDENTIALS = 'credentials';
const MANIFEST = 'manifest';
const WIDGET_DATA = 'widgetData';
const TAKEOVERS = 'takeovers';
const ALERT_RECEIPTS = 'alertReceipts';
/** localStorage mirror of the credentials, in case IndexedDB is wiped by the browser alone. */
const LS_CREDENTIALS = 'signage.player.credentials';

/** The storage the engine uses (IndexedDB in the browser; tests pass an in-memory one). */
export type PlayerStorage = typeof store;

export const store = {
  async credentials(): Promise<Credentials | null> {
    const saved = (await (await db()).get('kv', CREDENTIALS)) as Credentials | undefined;
    if (saved) return saved;
    try {
      const raw = localStorage.getItem(LS_CREDENTIALS);
      return raw ? (JSON.parse(raw) as Credentials) : null;
    } catch {
      return null;
    }
  },
  async saveCredentials(c: Credentials): Promise<void> {
    await (await db()).put('kv', c, CREDENTIALS);
    try {
      localStorage.setItem(LS_CREDENTIALS, JSON.stringify(c));
    } catch {
      /* storage full or disabled: IndexedDB holds it */
    }
  },
  async manifest(): Promise<StoredManifest | null> {
    return ((await (await db()).get('kv', MANIFEST)) as StoredManifest | undefined) ?? null;
  },
  /** null forgets it. */
  async saveManifest(m: StoredManifest | null): Promise<void> {
    if (m) await (await db()).put('kv', m, MANIFEST);
    else await (await db()).delete('kv', MANIFEST);
  },
  /** The last widget data the server gave (docs/widgets.md), for offline starts. */
  async widgetData(): Promise<WidgetDataEntry[] | null> {
    return ((await (await db()).get('kv', WIDGET_DATA)) as WidgetDataEntry[] | undefined) ?? null;
  },
  async saveWidgetData(entries: WidgetDataEntry[]): Promise<void> {
    await (await db()).put('kv', entries, WIDGET_DATA);
  },
  /** The last alerts and messages the server sent (docs/alerts.md): an alert survives a restart offline. */
  async takeovers(): Promise<PlayerTakeovers | null> {
    return ((await (await db()).get('kv', TAKEOVERS)) as PlayerTakeovers | undefined) ?? null;
  },
  /** null forgets them. */
  async saveTakeovers(t: PlayerTakeovers | null): Promise<void> {
    if (t) await (await db()).put('kv', t, TAKEOVERS);
    else await (await db()).delete('kv', TAKEOVERS);
  },
  /** The alert receipts: activations on air and those whose shown/ended times are not confirmed yet. */
  async alertReceipts(): Promise<AlertReceiptEntry[]> {
    return ((await (await db()).get('kv', ALERT_RECEIPTS)) as AlertReceiptEntry[] | undefined) ?? [];
  },
  async saveAlertReceipts(entries: AlertReceiptEntry[]): Promise<void> {
    await (await db()).put('kv', entries, ALERT_RECEIPTS);
  },
  async fileKeys(): Promise<string[]> {
    return (await db()).getAllKeys('files');
  },
  async file(key: string): Promise<StoredFile | undefined> {
    return (await db()).get('files', key);
  },
  async putFile(f: StoredFile): Promise<void> {
    await (await db()).put('files', f);
  },
  async deleteFile(key: string): Promise<void> {
    await (await db()).delete('files', key);
  },
  async popAll(): Promise<ProofOfPlayRecord[]> {
    return (await db()).getAll('pop');
  },
  async popPut(records: ProofOfPlayRecord[]): Promise<void> {
    const tx = (await db()).transaction('pop', 'readwrite');
    await Promise.all([...records.map((r) => tx.store.put(r)), tx.done]);
  },
  async popDelete(ids: string[]): Promise<void> {
    const tx = (await db()).transaction('pop', 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  },
  /** Forget everything (a revoked screen starts over). */
  async wipe(): Promise<void> {
    const d = await db();
    await Promise.all([d.clear('kv'), d.clear('files'), d.clear('pop')]);
    try {
      localStorage.removeItem(LS_CREDENTIALS);
    } catch {
      /* ignore */
    }
  },
};
