import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { In, type DataSource } from 'typeorm';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_OPTIONS, zonedInputValue, type LeadFilter } from '@itsite/shared/contract';
import { LeadNoteEntity, type Lead, type LeadNote } from '../../data/entities/index.js';
import { leadBatches, userNames } from './leads.queries.js';

const STATUS = Object.fromEntries(LEAD_STATUS_OPTIONS.map((o) => [o.value, o.label]));

/** The zone's short name for column headings: "IST", or "GMT+4" where it has none. */
export function zoneName(zone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/**
 * An instant as the cell of a spreadsheet, which has no time zones: the date and time the site's
 * clocks showed then, stored as that wall-clock time (a date cell, so the sheet sorts and filters it).
 */
function wallClockCell(at: Date | null, zone: string): Date | null {
  if (!at) return null;
  const local = zonedInputValue(at.toISOString(), zone);
  return new Date(`${local.length === 16 ? `${local}:00` : local}Z`);
}

/** A moment as the notes cell writes it, on the site's clock: 2026-11-28 09:00. */
const wallClock = (iso: string, zone: string) => zonedInputValue(iso, zone).slice(0, 16).replace('T', ' ');

/** A timeline entry's text; a follow-up change holds only its moment (LeadNoteDto), said here on the site's clock. */
function noteText(n: LeadNote, zone: string): string {
  if (n.kind !== 'followUp') return n.text;
  return n.text ? `Follow-up: ${wallClock(n.text, zone)}` : 'Follow-up cleared';
}

/** A lead's timeline as one cell: each entry on its own line, oldest first, with when and who. */
function notesCell(notes: LeadNote[], names: Map<string, string>, zone: string): string {
  return notes.map((n) => `${wallClock(n.createdAt.toISOString(), zone)} ${names.get(n.userId) ?? 'Someone'}: ${noteText(n, zone)}`).join('\n');
}

/**
 * The filter's leads as an Excel workbook (.xlsx), streamed a batch at a time as the CSV is:
 * headings people read, typed cells (times as dates on the site's clock, phone numbers and ids as
 * text, never numbers), the owner's name and each lead's notes. A cell holds text, never a formula,
 * so no guard is needed against a visitor's "=..." (the CSV keeps its own).
 */
export function leadsXlsx(db: DataSource, filter: LeadFilter, zone: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
  const tz = zoneName(zone);
  const when = { numFmt: 'dd mmm yyyy hh:mm' };
  const wrap = { alignment: { wrapText: true, vertical: 'top' as const } };
  sheet.columns = [
    { header: `Received (${tz})`, key: 'received', width: 18, style: when },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Kind', key: 'kind', width: 10 },
    { header: 'Name', key: 'name', width: 24 },
    { header: 'E-mail', key: 'email', width: 30 },
    { header: 'Phone', key: 'phone', width: 18, style: { numFmt: '@' } },
    { header: 'Message', key: 'message', width: 60, style: wrap },
    { header: 'Owner', key: 'owner', width: 20 },
    { header: `Follow up (${tz})`, key: 'followUp', width: 18, style: when },
    { header: 'Notes', key: 'notes', width: 60, style: wrap },
    { header: 'Lead id', key: 'id', width: 26 },
    // Where the visit that sent it started (after the columns sheets already read by position).
    { header: 'Landing page', key: 'landingPath', width: 30 },
    { header: 'Referrer', key: 'referrerHost', width: 20 },
    { header: 'UTM source', key: 'utmSource', width: 16 },
    { header: 'UTM medium', key: 'utmMedium', width: 14 },
    { header: 'UTM campaign', key: 'utmCampaign', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for await (const batch of leadBatches(db, filter)) {
      const notes = await db.getRepository(LeadNoteEntity).find({ where: { leadId: In(batch.map((l) => l.id)) }, order: { createdAt: 'ASC', id: 'ASC' } });
      const names = await userNames(db, [...batch.flatMap((l) => (l.ownerId ? [l.ownerId] : [])), ...notes.map((n) => n.userId)]);
      const byLead = new Map<string, LeadNote[]>();
      for (const n of notes) byLead.set(n.leadId, [...(byLead.get(n.leadId) ?? []), n]);
      for (const lead of batch) sheet.addRow(rowOf(lead, byLead.get(lead.id) ?? [], names, zone)).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

function rowOf(lead: Lead, notes: LeadNote[], names: Map<string, string>, zone: string) {
  return {
    received: wallClockCell(lead.createdAt, zone),
    status: STATUS[lead.status] ?? lead.status,
    kind: LEAD_SOURCE_LABELS[lead.source] ?? lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    owner: lead.ownerId ? (names.get(lead.ownerId) ?? '') : '',
    followUp: wallClockCell(lead.followUpAt, zone),
    notes: notesCell(notes, names, zone),
    landingPath: lead.landingPath ?? '',
    referrerHost: lead.referrerHost ?? '',
    utmSource: lead.utmSource ?? '',
    utmMedium: lead.utmMedium ?? '',
    utmCampaign: lead.utmCampaign ?? '',
    id: lead.id,
  };
}
