import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client.js';
import type { SocketLike } from '../api/realtime.js';
import type { SignInProof, SignInResult } from '../contract/staff.js';
import type { UserDto } from '../contract/types.js';

/**
 * How the admin signs in. The website uses the session cookie through the API client; the desktop
 * console passes its own (the token lives in the main process, never in the page).
 */
export interface AuthAdapter {
  /** The password step: signed in, or a challenge for the code step (two-step sign-in). */
  login(email: string, password: string): Promise<SignInResult<UserDto>>;
  /** The code step of a sign-in that answered a challenge. */
  loginWithCode(ticket: string, proof: SignInProof): Promise<UserDto>;
  /** The signed-in user, or a rejection when nobody is. */
  me(): Promise<UserDto>;
  logout(): Promise<void>;
}

/** What the desktop console adds to the admin (absent on the web). */
export interface AdminDesktopHooks {
  /** Called when the lead inbox (Contact Messages) is shown (marks leads read in the console). */
  onContactScreenVisible?(): void;
  /** The public site's address ("View site", "View on site"); the web admin uses its own origin. */
  siteUrl?: string;
}

export interface AdminServices {
  api: ApiClient;
  auth: AuthAdapter;
  /** Opens a socket to the realtime endpoint (the host knows the address and how to authenticate). */
  openRealtime: () => SocketLike;
  desktop?: AdminDesktopHooks;
}

const AdminContext = createContext<AdminServices | null>(null);

export function AdminServicesProvider({ value, children }: { value: AdminServices; children: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

/** The API client, auth and host hooks: screens never read window.* or build URLs themselves. */
export function useAdminServices(): AdminServices {
  const services = useContext(AdminContext);
  if (!services) throw new Error('useAdminServices outside AdminServicesProvider');
  return services;
}

/** The services when there are any: for parts that also render on their own (a form in its test). */
export function useOptionalAdminServices(): AdminServices | null {
  return useContext(AdminContext);
}

export function webAuthAdapter(api: ApiClient): AuthAdapter {
  return {
    login: async (email, password) => {
      const answer = await api.auth.login(email, password);
      return 'twoFactorRequired' in answer ? { challenge: { ticket: answer.ticket, expiresAt: answer.expiresAt } } : { user: answer.user };
    },
    loginWithCode: async (ticket, proof) => (await api.auth.loginWithCode(ticket, proof)).user,
    me: async () => (await api.auth.me()).user,
    logout: async () => {
      await api.auth.logout();
    },
  };
}
