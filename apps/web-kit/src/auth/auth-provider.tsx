import { matchQuery, type Query, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { isSignedOutError, refusalOf } from '../api/api-errors';
import { type RouterOutputs, trpc } from '../api/trpc';
import { notify } from '../toast/notify';

export type SessionUser = NonNullable<RouterOutputs['auth']['session']['user']>;

/** Which app's session: each has its own sign-in and cookie, and a back-office session alone opens it. */
export type SessionApp = 'storefront' | 'back-office';

export interface Auth {
  app: SessionApp;
  /** True until the first session check finishes: until then no page may decide who is signed in. */
  loading: boolean;
  user: SessionUser | null;
  isAdmin: boolean;
  /**
   * After a sign-in or sign-up (the server has set the session cookie): loads the new session, and forgets
   * whatever was cached for the previous visitor. Resolves to the signed-in user.
   */
  refresh(): Promise<SessionUser | null>;
  /** Ends the session on the server, then forgets the user and their data. False (with a toast) if it failed. */
  signOut(): Promise<boolean>;
  signingOut: boolean;
}

const AuthContext = createContext<Auth | null>(null);

/** The app's own session procedures. */
const sessionProcedures = (app: SessionApp) => (app === 'back-office' ? trpc.admin.auth : trpc.auth);

/** Who is signed in, for the whole app: the session is read from the server's httpOnly cookie. */
export function AuthProvider({ app, children }: { app: SessionApp; children: ReactNode }) {
  const queryClient = useQueryClient();
  const allUtils = trpc.useUtils();
  const utils = app === 'back-office' ? allUtils.admin.auth : allUtils.auth;
  const procedures = sessionProcedures(app);
  const session = procedures.session.useQuery();
  const endSession = procedures.signOut.useMutation();
  // The session itself is what the other queries are scoped by, so it alone survives a change of user.
  const belongsToVisitor = useMemo(() => {
    const sessionKey = getQueryKey(procedures.session, undefined, 'any');
    return (query: Query) => !matchQuery({ queryKey: sessionKey }, query);
  }, [procedures]);

  // A session can end while the page is open (expiry, sign-out elsewhere): the first call the server
  // answers "signed out" re-checks the session, so guarded pages redirect instead of showing errors.
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isSignedOutError(error)) void utils.session.invalidate();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && belongsToVisitor(event.query)) {
        recheck(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, utils, belongsToVisitor]);

  const auth = useMemo<Auth>(() => {
    // Reset, not just invalidate: the next visitor must never see the last one's data, even for a moment.
    const forgetVisitorData = () => void queryClient.resetQueries({ predicate: belongsToVisitor });
    const user = session.data?.user ?? null;
    return {
      app,
      loading: session.isPending,
      user,
      isAdmin: user?.isAdmin ?? false,
      async refresh() {
        const fresh = await utils.session.fetch(undefined, { staleTime: 0 });
        forgetVisitorData();
        return fresh.user;
      },
      async signOut() {
        try {
          await endSession.mutateAsync();
        } catch (error) {
          notify.error(refusalOf(error)?.message ?? 'Failed to sign out');
          return false;
        }
        utils.session.setData(undefined, { user: null });
        forgetVisitorData();
        return true;
      },
      signingOut: endSession.isPending,
    };
  }, [
    app,
    session.data,
    session.isPending,
    queryClient,
    utils,
    belongsToVisitor,
    endSession.mutateAsync,
    endSession.isPending,
  ]);

  return <AuthContext value={auth}>{children}</AuthContext>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
