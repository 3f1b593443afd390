import { z } from 'zod';
import { ROLES, type Role } from './constants.js';
import { emailSchema, phoneSchema, requiredText } from './content/rules.js';

/**
 * Staff roles and what each may use (shared/docs/admin.md#staff-and-roles). An endpoint, a realtime
 * event and an admin screen each name the area they belong to; a role may use the areas listed
 * here, and nothing else, whatever its client sends.
 *
 * - `content`: products, categories, blogs, home content, reviews;
 * - `leads`: the lead inbox (read, work, export);
 * - `applications`: the job applications inbox and the applicants' CVs (private files);
 * - `admin`: what only an admin may do (site and lead settings, alert deliveries, staff).
 */
export const STAFF_AREAS = ['admin', 'content', 'leads', 'applications'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const ROLE_AREAS: Record<Role, readonly StaffArea[]> = {
  admin: ['admin', 'content', 'leads', 'applications'],
  editor: ['content'],
  sales: ['leads'],
  recruiter: ['applications'],
};

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales', recruiter: 'Recruiter' };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including settings and staff',
  editor: 'Products, categories, blogs, home content and reviews',
  sales: 'The lead inbox: read, work and export leads',
  recruiter: "Open roles' applications: read, work and export them, download CVs",
};

/** Whether `role` may use `area`. */
export const mayUse = (role: Role | undefined | null, area: StaffArea): boolean => !!role && ROLE_AREAS[role]?.includes(area) === true;

/** The roles that may use `area` (e.g. who may own a lead). */
export const rolesFor = (area: StaffArea): Role[] => ROLES.filter((r) => mayUse(r, area));

/** A set-password link (a new account's, or a reset) is valid this long, and once. */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Shortest password a staff account may choose. */
export const PASSWORD_MIN_LENGTH = 10;
/** The least zxcvbn score (0 to 4) a staff password needs: "Strong" (passwordStrength.ts). */
export const PASSWORD_MIN_SCORE = 3;

/** A staff account as the staff screen lists it. */
export const staffDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  /** A deactivated account cannot sign in; its sessions ended when it was deactivated. */
  active: z.boolean(),
  /** False until the account has set a password through its link. */
  hasPassword: z.boolean(),
  /** Signs in with a code after the password. */
  twoFactorEnabled: z.boolean(),
  /** When its unused set-password link expires (null: none pending). */
  passwordLinkExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffDto = z.output<typeof staffDto>;

/** One of my sessions, as My account lists it. */
export const sessionDto = z.object({
  /** A reference to end it by (never the session's token or stored id). */
  _id: z.string(),
  client: z.enum(['web', 'desktop']),
  /** What signed in, in words: "Chrome on Windows", "Desktop console on macOS"; "Unknown device" when nothing was kept. */
  device: z.string(),
  /** The address it signed in from (null for sessions from before it was kept). */
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When it was last used, to the minute. */
  lastSeenAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type SessionDto = z.output<typeof sessionDto>;

/** A staff account as the lead inbox offers it as an owner. */
export const staffOptionDto = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type StaffOptionDto = z.output<typeof staffOptionDto>;

/**
 * A one-time set-password link, shown once to the admin who asked for it. `path` is the admin
 * page with the token in its fragment (never sent to a server in a request line, so never logged).
 */
export const passwordLinkDto = z.object({ path: z.string(), expiresAt: z.string() });
export type PasswordLinkDto = z.output<typeof passwordLinkDto>;

const roleSchema = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

/**
 * A new password's rule as a form shows it; the server also refuses the most common passwords
 * (a list too large to ship to the admin).
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password must be at most 1024 characters');

export const staffCreateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  phone: z.union([z.literal(''), phoneSchema]).optional(),
  role: roleSchema,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({ role: roleSchema.optional(), active: z.boolean({ error: 'Active must be true or false' }).optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: 'Nothing to update: send role or active' });
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

/** The public "set your password" page: the link's token and the chosen password. */
export const setPasswordSchema = z.object({
  token: requiredText('Token', 200),
  password: newPasswordSchema,
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** My account: name, e-mail and phone (an empty phone removes it). */
export const accountUpdateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  phone: z.union([z.literal(''), phoneSchema, z.null()]).optional(),
  /** Needed to change the sign-in e-mail (a session alone must not move the account elsewhere). */
  currentPassword: z.string().max(1024).optional(),
});
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The public "set your password" page of the admin; a link carries its token in the fragment. */
export const SET_PASSWORD_PATH = '/admin/set-password';
export const passwordLinkPath = (token: string) => `${SET_PASSWORD_PATH}#token=${encodeURIComponent(token)}`;

// ---- two-step sign-in (shared/docs/admin.md#two-step-sign-in) --------------------------------

/** A code from an authenticator app: six digits (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app'));

/** A recovery code as shown ("k7vq2-9xmwd"), typed in any case, with or without its dash. */
export const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .trim()
  .min(10, 'Enter one of your recovery codes')
  .max(20, 'Enter one of your recovery codes');

/** The second step of a sign-in: the ticket the password step answered, and a code or a recovery code. */
export const signInCodeSchema = z
  .object({
    ticket: requiredText('Ticket', 200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
    client: z.enum(['web', 'desktop']).optional(),
  })
  .strict()
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: 'Send a code or a recovery code', path: ['code'] });
export type SignInCodeInput = z.input<typeof signInCodeSchema>;

/** Confirms the set-up with the first code the app shows. */
/** Turning two-step sign-in on: the app's first code, and the account's password (a session alone must not lock its owner out). */
export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024) }).strict();

/** Turning two-step sign-in off, or new recovery codes: the account's password again. */
export const passwordCheckSchema = z.object({ password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024) }).strict();

/** The password step's answer when the account uses two-step sign-in: no session yet, a ticket for the code. */
export const twoFactorChallengeDto = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  /** Carries the sign-in to its code, for 5 minutes; only its hash is kept. */
  ticket: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallengeDto = z.output<typeof twoFactorChallengeDto>;

/** A second step's proof: a code from the app, or one of the recovery codes. */
export type SignInProof = { code: string; recoveryCode?: undefined } | { recoveryCode: string; code?: undefined };

/**
 * What a password step gives a client: the account (signed in), or a challenge whose ticket the
 * code step takes. UserDto is imported where this is used (types.ts imports this file's Role).
 */
export type SignInResult<User> = { user: User; challenge?: undefined } | { challenge: { ticket: string; expiresAt: string }; user?: undefined };

/** A sign-in's code step is open this long after the password. */
export const SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;

/** The set-up: the secret as a QR code (an SVG drawn by the server) and as text to type into an app. */
export const twoFactorSetupDto = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TwoFactorSetupDto = z.output<typeof twoFactorSetupDto>;

/** Site-wide security settings (admins). */
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean({ error: 'Require two-step sign-in must be true or false' }) }).strict();
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
export type SecuritySettingsDto = SecuritySettingsInput;
