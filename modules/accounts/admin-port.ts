// What the admin Users pages need from modules above accounts (the wallet and documents both import accounts, so
// accounts cannot import them): the composition root (modules/registry.ts) plugs their public functions in here.
import type { EntityManager } from '@mikro-orm/postgresql';

export type UserAdminPort = {
  pointsBalance(em: EntityManager, userId: string): Promise<number>;
  counts(em: EntityManager, userId: string): Promise<{ documents: number; orders: number }>;
  /** Credits points through the wallet; `replayed` when the key already moved them (nothing moves again). */
  grantPoints(
    em: EntityManager,
    input: { userId: string; points: number; reason: string; idempotencyKey: string; by: string },
  ): Promise<{ transactionId: string; replayed: boolean }>;
};

const unplugged = (): never => {
  throw new Error('The user admin port is not plugged in (modules/registry.ts sets it)');
};
const UNPLUGGED: UserAdminPort = { pointsBalance: unplugged, counts: unplugged, grantPoints: unplugged };
let port: UserAdminPort = UNPLUGGED;

export function setUserAdminPort(next: UserAdminPort): void {
  port = next;
}

export const userAdminPort = (): UserAdminPort => port;
