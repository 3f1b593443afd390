import { In, type EntityManager, type EntitySchema, type ObjectLiteral } from 'typeorm';

/** What a bulk action did: how many records it changed, and the ids asked for that name no record. */
export interface BulkOutcome {
  affected: number;
  missing: string[];
}

/**
 * The records of `entity` among `ids` (read inside the action's transaction): the action works on
 * these, and the answer names the rest as missing rather than failing the whole request.
 */
export async function foundIds<T extends ObjectLiteral & { id: string }>(m: EntityManager, entity: EntitySchema<T>, ids: readonly string[]): Promise<string[]> {
  const rows = await m.getRepository(entity).find({ select: { id: true } as never, where: { id: In([...ids]) } as never });
  return rows.map((r) => r.id);
}

/** The outcome of an action on `found`, for the `asked` ids (repeats counted once). */
export function outcomeOf(asked: readonly string[], found: readonly string[]): BulkOutcome {
  const present = new Set(found);
  return { affected: present.size, missing: [...new Set(asked)].filter((id) => !present.has(id)) };
}
