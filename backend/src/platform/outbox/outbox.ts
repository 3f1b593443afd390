import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { attributionText, type AttributionDto, type ContactMessageDto, type LeadSource } from '@itsite/shared/contract';
import type { Logger } from '../../kernel/observability/logger.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { OutboxMessageEntity, type OutboxMessage } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { loadLeadSettings } from '../../data/lead-settings.js';

/** What a new-lead alert says. */
export interface LeadAlert {
  /** The lead, its form and (alerts queued since leads keep it) where its visit started. */
  lead: ContactMessageDto & { source: LeadSource; attribution?: AttributionDto };
}

/** What a new-application alert says (the CV stays in the back office: never e-mailed). */
export interface ApplicationAlert {
  application: { _id: string; name: string; email: string; phone: string; roleTitle: string; message: string; createdAt: string };
}

/** What the alert to an account's owner says when its sign-ins from unknown devices are paused. */
export interface SignInAlert {
  to: string;
  name: string;
  /** Wrong passwords that reached the ceiling, and the window they were counted in. */
  failures: number;
  windowMinutes: number;
  at: string;
}

/** Queues a new-lead alert; call it inside the transaction that stores the lead. */
export async function enqueueLeadAlert(m: EntityManager, alert: LeadAlert, now = new Date()): Promise<void> {
  await enqueue(m, 'leadAlert', alert, now);
}

/** Queues a new-application alert (to the lead alert addresses); call it inside the transaction that stores the application. */
export async function enqueueApplicationAlert(m: EntityManager, alert: ApplicationAlert, now = new Date()): Promise<void> {
  await enqueue(m, 'applicationAlert', alert, now);
}

/** Queues the alert to an account's owner that its sign-in ceiling was reached. */
export async function enqueueSignInAlert(m: EntityManager, alert: SignInAlert, now = new Date()): Promise<void> {
  await enqueue(m, 'signInAlert', alert, now);
}

async function enqueue(m: EntityManager, kind: OutboxMessage['kind'], payload: LeadAlert | ApplicationAlert | SignInAlert, now: Date) {
  await m.getRepository(OutboxMessageEntity).insert({
    id: newId(now.getTime()),
    kind,
    payload: JSON.stringify(payload),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    claimedBy: null,
    claimedUntil: null,
    lastError: null,
    recipients: null,
    createdAt: now,
    sentAt: null,
  });
}

export interface OutboxOptions {
  /** `smtp://user:pass@host:port` (or smtps://); unset: nothing is queued or sent. */
  smtpUrl: string | undefined;
  from: string;
  /** How often due messages are looked for (a new lead also wakes the worker at once). */
  pollMs: number;
  /** The first retry's delay; each further one doubles, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** How long a claim holds: a crashed instance's message is taken over after it. */
  leaseMs: number;
}

function signInMail(alert: SignInAlert) {
  return {
    to: [alert.to],
    subject: 'Sign-ins to your account were paused',
    text: [
      `Hello ${alert.name},`,
      '',
      `Someone entered a wrong password for your account ${alert.failures} times in ${alert.windowMinutes} minutes, from devices that have never signed in to it.`,
      `Sign-ins from new devices are paused for up to ${alert.windowMinutes} minutes. Devices you have signed in on before still work.`,
      '',
      'If this was you, wait and try again. If not, your password held; to be safe, sign in from a device you use and change it, and turn on two-step sign-in.',
      '',
      `When: ${alert.at}`,
    ].join('\n'),
  };
}

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
export const retryDelay = (attempts: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * Sends what the outbox holds. Each message is claimed with one conditional UPDATE (pending, due,
 * and not claimed or its claim expired), so when several instances run, exactly one sends it. A
 * failed send is retried with exponential backoff; after the last attempt the message is marked
 * failed, and admins see it (GET /api/v1/admin/outbox) and may queue it again (retryOutboxMessage).
 */
export class OutboxWorker {
  private readonly instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;
  /** Sends that failed here so far (each attempt; retried or given up): `outbox_send_failures_total`. */
  sendFailures = 0;

  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
    private readonly opts: OutboxOptions,
  ) {}

  /** Whether alerts are queued at all (an SMTP server is configured). */
  get enabled(): boolean {
    return this.opts.smtpUrl !== undefined;
  }

  start(): void {
    if (!this.opts.smtpUrl || !this.stopped) return;
    this.transport = nodemailer.createTransport({ url: this.opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    this.stopped = false;
    this.schedule(0);
  }

  /** Something was queued: look now rather than at the next poll. Never waits. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /**
   * Stops polling and waits a moment for the message being sent. A mail server that hangs does not
   * hold up the shutdown: the message's claim expires and an instance sends it later (so, rarely,
   * a mail cut short here may arrive twice; it is never lost).
   */
  async stop(graceMs = 1000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running) await Promise.race([this.running, sleep(graceMs)]);
    this.transport?.close();
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((err: unknown) => this.logger.warn({ err }, 'outbox run failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : this.opts.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Sends every due message this instance can claim. Returns how many it handled. */
  async runOnce(now = () => new Date()): Promise<number> {
    let handled = 0;
    while (!this.stopped) {
      const due = await this.dueIds(now());
      if (due.length === 0) break;
      let claimedAny = false;
      for (const id of due) {
        if (this.stopped) break;
        const message = await this.claim(id, now());
        if (!message) continue;
        claimedAny = true;
        await this.deliver(message, now);
        handled++;
      }
      if (!claimedAny) break;
    }
    return handled;
  }

  private async dueIds(at: Date): Promise<string[]> {
    const rows = await this.db
      .getRepository(OutboxMessageEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.state = :pending AND o.nextAttemptAt <= :at', { pending: 'pending', at })
      .andWhere(new Brackets((b) => b.where('o.claimedUntil IS NULL').orWhere('o.claimedUntil < :at', { at })))
      .orderBy('o.nextAttemptAt', 'ASC')
      .limit(20)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** Takes the message for this instance, or null when another instance has it (or it is not due). */
  private async claim(id: string, at: Date): Promise<OutboxMessage | null> {
    const claimed = await inTransaction(this.db, async (m) => {
      const result = await m
        .getRepository(OutboxMessageEntity)
        .createQueryBuilder()
        .update()
        .set({ claimedBy: this.instance, claimedUntil: new Date(at.getTime() + this.opts.leaseMs) })
        .where('id = :id AND state = :pending AND nextAttemptAt <= :at', { id, pending: 'pending', at })
        .andWhere(new Brackets((b) => b.where('claimedUntil IS NULL').orWhere('claimedUntil < :at', { at })))
        .execute();
      return result.affected === 1;
    });
    if (!claimed) return null;
    return this.db.getRepository(OutboxMessageEntity).findOneBy({ id, claimedBy: this.instance });
  }

  private async finish(id: string, changes: Partial<OutboxMessage>): Promise<void> {
    await inTransaction(this.db, (m) =>
      m.getRepository(OutboxMessageEntity).update({ id, claimedBy: this.instance }, { ...changes, claimedBy: null, claimedUntil: null }),
    );
  }

  private async deliver(message: OutboxMessage, now: () => Date): Promise<void> {
    const attempts = message.attempts + 1;
    // Whom this attempt is addressed to: for a lead, the lead alert addresses now (kept on the row for admins).
    let recipients: string | null = message.recipients;
    try {
      const payload: unknown = JSON.parse(message.payload);
      const mail =
        message.kind === 'signInAlert' ? signInMail(payload as SignInAlert) : message.kind === 'applicationAlert' ? await this.applicationMail(payload as ApplicationAlert) : await this.leadMail(payload as LeadAlert);
      if (!mail) {
        await this.finish(message.id, { state: 'skipped', attempts, recipients: JSON.stringify([]), lastError: 'No lead alert addresses in the lead settings' });
        return;
      }
      recipients = JSON.stringify(mail.to);
      await this.transport?.sendMail({ from: this.opts.from, ...mail, headers: { 'X-Outbox-Id': message.id } });
      await this.finish(message.id, { state: 'sent', attempts, recipients, sentAt: now(), lastError: null });
    } catch (err) {
      const error = String(err instanceof Error ? err.message : err).slice(0, 1000);
      const giveUp = attempts >= this.opts.maxAttempts;
      this.sendFailures++;
      this.logger.warn({ id: message.id, kind: message.kind, attempts, err: error }, giveUp ? 'alert failed for good' : 'alert failed; will retry');
      await this.finish(message.id, {
        state: giveUp ? 'failed' : 'pending',
        attempts,
        recipients,
        lastError: error,
        nextAttemptAt: new Date(now().getTime() + retryDelay(attempts, this.opts.retryBaseMs, this.opts.maxRetryMs)),
      });
    }
  }

  /** A new-lead alert to the lead alert addresses now (null when there are none). */
  private async leadMail({ lead }: LeadAlert) {
    const { leadAlertEmails } = await loadLeadSettings(this.db);
    if (leadAlertEmails.length === 0) return null;
    return {
      to: leadAlertEmails,
      replyTo: lead.email,
      subject: `New lead: ${lead.name}`.slice(0, 200),
      text: [
        `Name: ${lead.name}`,
        `Email: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `Form: ${lead.source}`,
        `Received: ${lead.createdAt}`,
        // "Came from: newsletter / email / spring, landed on /blog/local-seo", when known.
        ...[attributionText(lead.attribution ?? null)].filter((line): line is string => line !== null),
        '',
        lead.message,
      ].join('\n'),
    };
  }

  /** A new-application alert, to the same addresses as new leads' (null when there are none). */
  private async applicationMail({ application: a }: ApplicationAlert) {
    const { leadAlertEmails } = await loadLeadSettings(this.db);
    if (leadAlertEmails.length === 0) return null;
    return {
      to: leadAlertEmails,
      replyTo: a.email,
      subject: `New application: ${a.name} for ${a.roleTitle}`.slice(0, 200),
      text: [`Role: ${a.roleTitle}`, `Name: ${a.name}`, `Email: ${a.email}`, `Phone: ${a.phone}`, `Received: ${a.createdAt}`, '', a.message, '', 'The CV is in the back office: Applications.'].join('\n'),
    };
  }

  /** For tests and shutdown: wait until nothing is being sent. */
  async idle(): Promise<void> {
    while (this.running) await sleep(10);
  }
}

/** Alert e-mails in the outbox, counted by state (what the metrics report). */
export async function outboxStateCounts(db: DataSource): Promise<Array<{ state: string; n: number | string }>> {
  return await db.getRepository(OutboxMessageEntity).createQueryBuilder('o').select('o.state', 'state').addSelect('COUNT(*)', 'n').groupBy('o.state').getRawMany<{ state: string; n: number | string }>();
}
