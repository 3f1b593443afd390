import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from './audit.js';
import { auditSentenceText } from './auditSentence.js';

const entry = (over: Partial<AuditEntryDto>): AuditEntryDto => ({
  _id: '1',
  at: '2026-11-28T03:30:00.000Z',
  actorId: 'u1',
  actorName: 'Asha Rao',
  action: 'update',
  recordType: 'product',
  recordId: 'p1',
  recordName: 'Laptop Pro',
  ip: '127.0.0.1',
  changes: null,
  ...over,
});

describe('audit entries as sentences', () => {
  it('name who did what to which record, by its name', () => {
    expect(auditSentenceText(entry({}))).toBe('Asha Rao updated the product “Laptop Pro”');
    expect(auditSentenceText(entry({ action: 'notSpam', recordType: 'lead', recordName: 'Priya' }))).toBe('Asha Rao took the lead “Priya” out of spam');
    expect(auditSentenceText(entry({ action: 'create', recordType: 'caseStudy', recordName: 'Clinic app' }))).toBe('Asha Rao created the case study “Clinic app”');
    expect(auditSentenceText(entry({ action: 'update', recordType: 'settings', recordId: null, recordName: null }))).toBe('Asha Rao updated the settings');
    expect(auditSentenceText(entry({ action: 'approve', recordType: 'review', recordId: null, recordName: null, changes: { ids: ['a', 'b', 'c'] } }))).toBe('Asha Rao approved 3 reviews');
  });

  it('say so when the record is gone, and who when the account is', () => {
    expect(auditSentenceText(entry({ action: 'delete', recordName: null }))).toBe('Asha Rao deleted a product that no longer exists');
    expect(auditSentenceText(entry({ actorName: null }))).toBe('A deleted account updated the product “Laptop Pro”');
  });

  it('tell sign-ins apart: in, out, a wrong password, a wrong code, no such account', () => {
    expect(auditSentenceText(entry({ action: 'signIn', recordType: 'account', recordId: 'u1', recordName: 'Asha Rao' }))).toBe('Asha Rao signed in');
    expect(auditSentenceText(entry({ action: 'signInFailed', recordType: 'account', recordId: 'u1', changes: { reason: 'wrongPassword' } }))).toBe('Sign-in to Asha Rao failed: wrong password');
    expect(auditSentenceText(entry({ action: 'signInFailed', recordType: 'account', recordId: 'u1', changes: { reason: 'wrongCode' } }))).toBe('Sign-in to Asha Rao failed: wrong two-step code');
    expect(auditSentenceText(entry({ action: 'signInFailed', actorId: null, actorName: null, recordType: 'account', recordId: null, changes: { reason: 'unknownAccount', login: 'who@example.com' } }))).toBe(
      'Sign-in failed: no account for who@example.com',
    );
    expect(auditSentenceText(entry({ action: 'passwordChange', recordType: 'account', recordId: 'u1' }))).toBe('Asha Rao changed the password of their own account');
  });

  it('name the system for what went public on schedule', () => {
    expect(auditSentenceText(entry({ action: 'publish', actorId: null, actorName: null, recordType: 'blog', recordName: 'AI for small teams' }))).toBe('The blog “AI for small teams” went public at its scheduled time');
  });
});
