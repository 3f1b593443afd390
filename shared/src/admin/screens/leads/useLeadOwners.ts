import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/client.js';
import type { StaffOptionDto } from '../../../contract/staff.js';
import { useAdminServices } from '../../context.js';

/** How long the list is reused between the inbox's filter, bulk bar and drawer (one request for the three). */
const FRESH_MS = 60_000;
const cache = new WeakMap<ApiClient, { at: number; owners: Promise<StaffOptionDto[]> }>();

/**
 * The staff a lead may be given to: active admin and sales accounts, by name (GET
 * /api/v1/staff/lead-owners). Empty until loaded, and when it cannot be loaded ("me" and
 * "unassigned" still work then).
 */
export function useLeadOwners(): StaffOptionDto[] {
  const { api } = useAdminServices();
  const [owners, setOwners] = useState<StaffOptionDto[]>([]);
  useEffect(() => {
    let live = true;
    let entry = cache.get(api);
    if (!entry || Date.now() - entry.at > FRESH_MS) {
      entry = { at: Date.now(), owners: api.staff.leadOwners().then((r) => r.data) };
      cache.set(api, entry);
      entry.owners.catch(() => cache.delete(api));
    }
    entry.owners.then(
      (list) => live && setOwners(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return owners;
}

/**
 * An Owner select's choices (a lead's, an application's): Unassigned, me, then everyone else who
 * may own it; an owner no longer among them (deactivated, another role now) stays shown.
 */
export function ownerOptions(owners: readonly StaffOptionDto[], me: { id: string; name: string } | null, current: string | null): Array<{ value: string; label: string }> {
  return [
    { value: 'none', label: 'Unassigned' },
    ...(me ? [{ value: me.id, label: `Me (${me.name})` }] : []),
    ...owners.filter((o) => o._id !== me?.id).map((o) => ({ value: o._id, label: o.name })),
    ...(current && current !== me?.id && !owners.some((o) => o._id === current) ? [{ value: current, label: 'A former staff member' }] : []),
  ];
}
