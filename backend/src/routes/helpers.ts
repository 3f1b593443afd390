import type { EntitySchema, ObjectLiteral, Repository } from 'typeorm';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';

/** The record with this id, or a 404 naming what was missing. */
export async function findOr404<T extends ObjectLiteral & { id: string }>(
  ctx: AppContext,
  entity: EntitySchema<T>,
  id: string,
  what: string,
): Promise<T> {
  const repo: Repository<T> = ctx.deps.db.getRepository(entity);
  const found = await repo.findOneBy({ id } as never);
  if (!found) throw notFound(what);
  return found;
}

export function created(ctx: AppContext, body: unknown) {
  ctx.status = 201;
  ctx.body = body;
}
