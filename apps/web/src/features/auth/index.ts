export { CallbackPage } from './CallbackPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { LogoutPage } from './LogoutPage.tsx';
export { RedirectToLogin } from './RedirectToLogin.tsx';
export { AuthProvider, hasAuthParams, useAuth, type AuthContextValue, type SessionUser } from './auth-provider.tsx';
export { oidcSettings, removeAuthParamsFromUrl } from './oidc-settings.ts';
