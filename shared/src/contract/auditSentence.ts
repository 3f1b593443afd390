import { AUDIT_RECORD_LABELS, type AuditAction, type AuditEntryDto, type AuditRecordType } from './audit.js';

/**
 * An audit entry as a sentence people read (shared/docs/admin.md#audit-log): who did what to
 * which record, by its name: "Asha Rao updated the product “Laptop Pro”", "Sign-in to Asha Rao
 * failed: wrong two-step code". The record part is returned apart, so a screen can link it.
 */
export interface AuditSentence {
  /** The words before the record ("Asha Rao updated"). */
  before: string;
  /** The record ("the product “Laptop Pro”"), '' when the sentence names none. */
  record: string;
  /** The words after it (": wrong password"). */
  after: string;
}

/** Records that are one of a kind: named by their label alone. */
const SINGLE: Partial<Record<AuditRecordType, string>> = { settings: 'the settings', leadSettings: 'the lead settings', homeContent: 'the home page content' };

/** What each action does, as a verb phrase: the record goes where `{record}` is, else after it. */
const VERBS: Record<AuditAction, string> = {
  signIn: 'signed in',
  signInFailed: 'failed to sign in',
  signOut: 'signed out',
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  approve: 'approved',
  reject: 'rejected',
  status: 'set the status of',
  assign: 'assigned',
  note: 'added a note to',
  notSpam: 'took {record} out of spam',
  emptySpam: 'emptied the spam',
  retry: 'sent {record} again',
  restore: 'restored a revision of',
  cleanup: 'deleted the unused media',
  passwordChange: 'changed the password of',
  passwordLink: 'issued a password link for',
  endSession: 'ended a session of',
  endOtherSessions: 'signed out of every other session of',
  twoFactorSetup: 'began setting up two-step sign-in for',
  twoFactorOn: 'turned on two-step sign-in for',
  twoFactorOff: 'turned off two-step sign-in for',
  recoveryCodes: 'made new recovery codes for',
  publish: 'published on schedule',
};

/** Actions whose sentence names no record. */
const NO_RECORD = new Set<string>(['signIn', 'signOut', 'emptySpam', 'cleanup']);

const FAILURE: Record<string, string> = { wrongPassword: 'wrong password', wrongCode: 'wrong two-step code' };

function recordPhrase(e: AuditEntryDto): string {
  const type = e.recordType as AuditRecordType | null;
  if (!type) return '';
  const single = SINGLE[type];
  if (single) return single;
  const label = (AUDIT_RECORD_LABELS[type] ?? type).toLowerCase();
  const many = e.changes?.ids?.length;
  if (many && many > 1) return `${many} ${label === 'media item' ? 'media items' : `${label}s`}`;
  // An account's own record: their account.
  if ((type === 'account' || type === 'security') && e.recordId && e.recordId === e.actorId) return 'their own account';
  if (type === 'account' || type === 'staff' || type === 'security') return e.recordName ? `the account of ${e.recordName}` : 'an account that no longer exists';
  if (e.recordName) return `the ${label} “${e.recordName}”`;
  return e.recordId ? `a ${label} that no longer exists` : `a ${label}`;
}

export function auditSentence(e: AuditEntryDto): AuditSentence {
  const who = e.actorName ?? (e.actorId ? 'A deleted account' : 'Someone');
  const reason = e.changes?.reason;
  if (e.action === 'signInFailed') {
    if (reason === 'unknownAccount' || (!e.actorId && e.changes?.login)) return { before: 'Sign-in failed', record: '', after: `: no account for ${e.changes?.login ?? 'the login tried'}` };
    return { before: `Sign-in to ${e.actorName ?? 'an account'} failed`, record: '', after: reason && FAILURE[reason] ? `: ${FAILURE[reason]}` : '' };
  }
  if (e.action === 'publish') return { before: '', record: capitalised(recordPhrase(e)), after: ' went public at its scheduled time' };
  const verb = VERBS[e.action as AuditAction] ?? e.action;
  if (NO_RECORD.has(e.action)) return { before: `${who} ${verb}`, record: '', after: '' };
  const [head, tail = ''] = verb.includes('{record}') ? verb.split('{record}') : [`${verb} `, ''];
  return { before: `${who} ${head}`, record: recordPhrase(e), after: tail };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The whole sentence as text. */
export const auditSentenceText = (e: AuditEntryDto): string => {
  const s = auditSentence(e);
  return `${s.before}${s.record}${s.after}`;
};
