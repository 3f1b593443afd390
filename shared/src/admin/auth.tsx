import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../api/errors.js';
import { messageFor } from '../api/messages.js';
import { ROLES } from '../contract/constants.js';
import { mayUse, type SignInProof, type StaffArea } from '../contract/staff.js';
import type { UserDto } from '../contract/types.js';
import { useAdminServices } from './context.js';

/** Session state: user, isAuthenticated, loading, error. */
export interface AuthState {
  user: UserDto | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /** Between the password and the code of a two-step sign-in: the ticket the code goes with. */
  challenge?: { ticket: string } | null;
}

interface AuthContextValue extends AuthState {
  login: (email: string, password: string) => Promise<boolean>;
  /** The code step of a two-step sign-in (after `login` answered a challenge). */
  submitCode: (proof: SignInProof) => Promise<boolean>;
  /** Back from the code step to the password. */
  cancelCode: () => void;
  logout: () => Promise<void>;
  clearError: () => void;
  /** The account changed (My account) or a session began outside `login` (a set-password link). */
  setUser: (user: UserDto) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Restores the session at start (load current user), then tracks login and logout. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { auth } = useAdminServices();
  const [state, setState] = useState<AuthState>({ user: null, isAuthenticated: false, loading: true, error: null });

  useEffect(() => {
    let live = true;
    auth.me().then(
      (user) => live && setState({ user, isAuthenticated: true, loading: false, error: null }),
      // A failed "load current user" means not signed in, and is no error worth showing.
      () => live && setState({ user: null, isAuthenticated: false, loading: false, error: null }),
    );
    return () => {
      live = false;
    };
  }, [auth]);

  const login = useCallback(
    async (email: string, password: string) => {
      setState((s) => ({ ...s, loading: true, isAuthenticated: false, error: null }));
      try {
        const result = await auth.login(email, password);
        if (result.challenge) {
          setState({ user: null, isAuthenticated: false, loading: false, error: null, challenge: { ticket: result.challenge.ticket } });
          return false;
        }
        setState({ user: result.user, isAuthenticated: true, loading: false, error: null });
        return true;
      } catch (err) {
        const message = loginFailure(err);
        setState({ user: null, isAuthenticated: false, loading: false, error: message });
        return false;
      }
    },
    [auth],
  );

  const submitCode = useCallback(
    async (proof: SignInProof) => {
      const ticket = state.challenge?.ticket;
      if (!ticket) return false;
      setState((s) => ({ ...s, error: null }));
      try {
        const user = await auth.loginWithCode(ticket, proof);
        setState({ user, isAuthenticated: true, loading: false, error: null });
        return true;
      } catch (err) {
        const message = loginFailure(err);
        // An expired ticket sends the person back to the password; a wrong code keeps the code step.
        const expired = err instanceof ApiError && err.status === 401 && !err.errors.length;
        setState((s) => ({ ...s, error: message, challenge: expired ? null : s.challenge }));
        return false;
      }
    },
    [auth, state.challenge?.ticket],
  );

  const cancelCode = useCallback(() => setState((s) => ({ ...s, challenge: null, error: null })), []);

  const logout = useCallback(async () => {
    try {
      await auth.logout();
      setState({ user: null, isAuthenticated: false, loading: false, error: null });
      // Signing out clears what the session left in the browser: persisted state and session storage.
      try {
        sessionStorage.clear();
        localStorage.removeItem('itsite.admin.v1');
      } catch {
        // Storage may be unavailable (private mode); nothing to clear then.
      }
    } catch (err) {
      setState((s) => ({ ...s, error: err instanceof Error ? err.message : 'Logout failed' }));
    }
  }, [auth]);

  const clearError = useCallback(() => setState((s) => (s.error ? { ...s, error: null } : s)), []);
  const setUser = useCallback((user: UserDto) => setState({ user, isAuthenticated: true, loading: false, error: null }), []);
  const value = useMemo(() => ({ ...state, login, submitCode, cancelCode, logout, clearError, setUser }), [state, login, submitCode, cancelCode, logout, clearError, setUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const LOGIN_FAILED = 'Something went wrong, please try again';

/**
 * What a failed sign-in tells the admin (the shared messageFor rule): a refusal (wrong
 * credentials, too many attempts) shows the server's own sentence, as it names the reason; a server
 * fault shows a plain sentence instead of its status code, and an unreachable server says so.
 */
export function loginFailure(err: unknown): string {
  return messageFor(err, LOGIN_FAILED);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

export const isAdmin = (s: AuthState) => s.isAuthenticated && s.user?.role === 'admin';

/** Signed in with a staff role (any of ROLES): the admin opens, each screen then checks its area. */
export const isStaff = (s: AuthState) => s.isAuthenticated && !!s.user && (ROLES as readonly string[]).includes(s.user.role);

/** Whether the signed-in account's role may use `area` (`signedIn`: anyone signed in). */
export function useCan(area: StaffArea | 'signedIn'): boolean {
  const { user } = useAuth();
  return !!user && (area === 'signedIn' || mayUse(user.role, area));
}
