// What the catalogue's admin commands and routes need from accounts, which sits above the catalogue (it points users at
// universities and courses), so the catalogue cannot import it: the composition root (modules/registry.ts) plugs in
// accounts' admin lookup and `recordAdminAction` (the router admits the admin routes' callers by their `access`).
import type { EntityManager } from '@mikro-orm/postgresql';

export type CatalogueAdminPort = {
  /** The active admin with this email (the CLI's --by), or null. */
  activeAdminByEmail(em: EntityManager, email: string): Promise<{ id: string } | null>;
  record(em: EntityManager, entry: { adminId: string; action: `catalogue.${string}`; targetType: string; targetId: string; reason: string; details?: Record<string, unknown> }): Promise<void>;
};

const unplugged = (): never => {
  throw new Error('The catalogue admin port is not plugged in (modules/registry.ts sets it)');
};
let port: CatalogueAdminPort = { activeAdminByEmail: unplugged, record: unplugged };

export function setCatalogueAdminPort(next: CatalogueAdminPort): void {
  port = next;
}

export const catalogueAdminPort = (): CatalogueAdminPort => port;
