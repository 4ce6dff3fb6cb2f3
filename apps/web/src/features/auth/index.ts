export { CallbackPage } from './CallbackPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { LogoutPage } from './LogoutPage.tsx';
export { RedirectToLogin } from './RedirectToLogin.tsx';
export { oidcSettings, removeAuthParamsFromUrl } from './oidc-settings.ts';
