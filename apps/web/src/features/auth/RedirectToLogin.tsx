import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from './sign-in-state.ts';

/** Every page needs a signed-in user: go to /login, remembering where we were. */
export function RedirectToLogin() {
  const location = useLocation();
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
}
