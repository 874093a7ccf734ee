import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alertActivations, alerts, integrations, type StoredTargets, screenMessages } from '../../db/schema/index.ts';

/** The alert, integration and message rows an organization holds (docs/alerts.md), read and moved inside the caller's transaction. */
export class AlertsMoveRepository {
  constructor(private readonly tx: DbOrTx) {}

  alerts(organizationId: number) {
    return this.tx
      .select({ id: alerts.id, name: alerts.name, targets: alerts.targets })
      .from(alerts)
      .where(eq(alerts.organizationId, organizationId));
  }

  integrations(organizationId: number) {
    return this.tx
      .select({ id: integrations.id, name: integrations.name, targets: integrations.targets })
      .from(integrations)
      .where(eq(integrations.organizationId, organizationId));
  }

  messages(organizationId: number) {
    return this.tx
      .select({ id: screenMessages.id, targets: screenMessages.targets })
      .from(screenMessages)
      .where(eq(screenMessages.organizationId, organizationId));
  }

  async moveAlert(id: number, toOrg: number, name: string, targets: StoredTargets) {
    await this.tx.update(alerts).set({ organizationId: toOrg, name, targets }).where(eq(alerts.id, id));
  }

  async moveActivations(fromOrg: number, toOrg: number) {
    await this.tx.update(alertActivations).set({ organizationId: toOrg }).where(eq(alertActivations.organizationId, fromOrg));
  }

  async moveIntegration(id: number, toOrg: number, name: string, targets: StoredTargets | null) {
    await this.tx.update(integrations).set({ organizationId: toOrg, name, targets }).where(eq(integrations.id, id));
  }

  async moveMessage(id: number, toOrg: number, targets: StoredTargets) {
    await this.tx.update(screenMessages).set({ organizationId: toOrg, targets }).where(eq(screenMessages.id, id));
  }
}
