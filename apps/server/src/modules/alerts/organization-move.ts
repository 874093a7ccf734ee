import type { DbOrTx } from '../../db/client.ts';
import type { StoredTargets } from '../../db/schema/index.ts';
import { cut } from './cap.ts';
import { AlertsMoveRepository } from './organization-move.repository.ts';
import type { Targets } from './targets.ts';

/** A name not among `taken` (lower-cased): the name itself, else "name (2)", "name (3)"… */
export function freeName(name: string, taken: Set<string>, max = 120): string {
  if (!taken.has(name.toLowerCase())) return name;
  const base = cut(name, max - 10);
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Alerts, their activations, integrations and messages move with an organization's content
 * (organization deletion with transfer to the parent, POST /organizations/{id}/transfer; docs/alerts.md
 * "Organization lifecycle"). Run by the lifecycle service inside its transaction, before the generic
 * table moves (the organization's devices and groups are still its own here). Decided:
 * - everything moves and keeps working: an alert on air stays on air, an integration keeps its key
 *   (a fire panel wired to it must not go silent because its organization was folded into its parent);
 * - "every screen" targets are pinned to the screens and groups the organization has now, so a moved
 *   alert never widens to every screen of the receiving organization;
 * - names that clash with the receiver's (alerts, integrations; case-insensitive) get " (2)", " (3)"….
 * On deletion without transfer the rows go with the organization (foreign keys cascade).
 */
export async function moveAlertsData(targets: Targets, fromOrg: number, toOrg: number, tx: DbOrTx): Promise<void> {
  const repo = new AlertsMoveRepository(tx);
  let everything: StoredTargets | null = null;
  const pin = async (t: StoredTargets): Promise<StoredTargets> => {
    if (!t.all) return t;
    everything ??= await targets.pinned(fromOrg, t, tx);
    return everything;
  };

  const alertNames = new Set((await repo.alerts(toOrg)).map((a) => a.name.toLowerCase()));
  for (const a of await repo.alerts(fromOrg)) {
    const name = freeName(a.name, alertNames);
    alertNames.add(name.toLowerCase());
    await repo.moveAlert(a.id, toOrg, name, await pin(a.targets));
  }
  await repo.moveActivations(fromOrg, toOrg);

  const integrationNames = new Set((await repo.integrations(toOrg)).map((i) => i.name.toLowerCase()));
  for (const i of await repo.integrations(fromOrg)) {
    const name = freeName(i.name, integrationNames);
    integrationNames.add(name.toLowerCase());
    await repo.moveIntegration(i.id, toOrg, name, i.targets ? await pin(i.targets) : null);
  }

  for (const m of await repo.messages(fromOrg)) await repo.moveMessage(m.id, toOrg, await pin(m.targets));
}
