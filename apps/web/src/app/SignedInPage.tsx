import { useAuth } from 'react-oidc-context';
import { Link } from '../components/Link.tsx';
import { StatusPage } from '../components/StatusPage.tsx';
import { useLoggedInUser } from '../lib/logged-in-user.ts';

/** Placeholder for the application shell: who is signed in, and a way out. */
export function SignedInPage() {
  const auth = useAuth();
  const loggedInUser = useLoggedInUser(auth.user?.access_token);

  if (loggedInUser.status === 'loading') {
    return (
      <StatusPage>
        <p>Loading user details...</p>
      </StatusPage>
    );
  }
  if (loggedInUser.status === 'error') {
    return (
      <StatusPage tone="alert">
        <p>Unexpected error occurred</p>
        <p>
          <Link href="/logout">Sign out</Link>
        </p>
      </StatusPage>
    );
  }
  const { user } = loggedInUser;
  return (
    <main className="signed-in">
      <h1>Petition Studio</h1>
      <section aria-label="Your account" className="account-card">
        <p>
          Signed in as <strong>{user.fullName ?? user.email}</strong>
        </p>
        {user.email && <p className="account-card__email">{user.email}</p>}
        {user.isAdmin && <p className="account-card__role">Staff admin</p>}
        <p>
          <Link href="/logout">Sign out</Link>
        </p>
      </section>
    </main>
  );
}
