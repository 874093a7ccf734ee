import type { PlayerTakeovers, ProofOfPlayRecord } from '@signage/shared';
import type { WidgetDataEntry } from '@signage/slides/widgets';
import type { AlertReceiptEntry, Credentials, PlayerStorage, StoredFile, StoredManifest } from './db.ts';

/** The player's storage in memory: for tests of the engine (unit, and end to end in Node). */
export function memoryStorage() {
  const kv = new Map<string, unknown>();
  const files = new Map<string, StoredFile>();
  const pop = new Map<string, ProofOfPlayRecord>();
  const s: PlayerStorage = {
    credentials: async () => (kv.get('credentials') as Credentials | undefined) ?? null,
    saveCredentials: async (c) => void kv.set('credentials', c),
    manifest: async () => (kv.get('manifest') as StoredManifest | undefined) ?? null,
    saveManifest: async (m) => void (m ? kv.set('manifest', m) : kv.delete('manifest')),
    widgetData: async () => (kv.get('widgetData') as WidgetDataEntry[] | undefined) ?? null,
    saveWidgetData: async (entries) => void kv.set('widgetData', entries),
    takeovers: async () => (kv.get('takeovers') as PlayerTakeovers | undefined) ?? null,
    saveTakeovers: async (t) => void (t ? kv.set('takeovers', structuredClone(t)) : kv.delete('takeovers')),
    alertReceipts: async () => structuredClone((kv.get('alertReceipts') as AlertReceiptEntry[] | undefined) ?? []),
    saveAlertReceipts: async (entries) => void kv.set('alertReceipts', structuredClone(entries)),
    fileKeys: async () => [...files.keys()],
    file: async (k) => files.get(k),
    putFile: async (f) => void files.set(f.key, f),
    deleteFile: async (k) => void files.delete(k),
    popAll: async () => [...pop.values()],
    popPut: async (records) => {
      for (const r of records) pop.set(r.id, r);
    },
    popDelete: async (ids) => {
      for (const id of ids) pop.delete(id);
    },
    wipe: async () => {
      kv.clear();
      files.clear();
      pop.clear();
    },
  };
  return { s, kv, files, pop };
}
