import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/navigation.tsx';
import { loginPathFor, postLoginPath, returnToFromState } from './sign-in-state.ts';
import { oidcSettings } from './oidc-settings.ts';

describe('returnTo handling', () => {
  it('keeps same-site paths and refuses anything that leaves the site', () => {
    expect(safeReturnPath('/docs?readOnly=true')).toBe('/docs?readOnly=true');
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'docs', '', null, 42]) {
      expect(safeReturnPath(unsafe)).toBe('/');
    }
  });

  it('reads returnTo from the sign-in state', () => {
    expect(returnToFromState({ returnTo: '/actions' })).toBe('/actions');
    expect(returnToFromState(undefined)).toBe('/');
    expect(returnToFromState({ returnTo: 'https://evil.example' })).toBe('/');
  });

  it('builds the login path', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/docs?readOnly=true')).toBe('/login?returnTo=%2Fdocs%3FreadOnly%3Dtrue');
  });
});

describe('oidcSettings', () => {
  it('uses code flow without the library’s per-tab renewal and asks Auth0 for the API audience', () => {
    const settings = oidcSettings(
      { oidcIssuer: 'https://id.example', oidcClientId: 'web', oidcAudience: 'https://api.example/graphql' },
      'https://app.example',
    );
    expect(settings).toMatchObject({
      authority: 'https://id.example',
      client_id: 'web',
      redirect_uri: 'https://app.example/callback',
      post_logout_redirect_uri: 'https://app.example/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      extraQueryParams: { audience: 'https://api.example/graphql' },
      // auth-provider.tsx renews, one tab at a time (the provider rotates the refresh token).
      automaticSilentRenew: false,
    });
  });
});

describe('postLoginPath (decisions SHELL-012)', () => {
  it('sends admins to /admin when no deep link was asked for, unless a workspace override is active', () => {
    expect(postLoginPath({ isAdmin: true, overrideActive: false, returnTo: '/' })).toBe('/admin');
    expect(postLoginPath({ isAdmin: true, overrideActive: true, returnTo: '/' })).toBe('/');
    expect(postLoginPath({ isAdmin: false, overrideActive: false, returnTo: '/' })).toBe('/');
  });

  it('keeps a deep link for everyone, admins included (issue 26)', () => {
    const petition = '/admin/petition-builder/0b9e3c1a-5d47-4c1e-9a52-3f1c2d4e5f60';
    expect(postLoginPath({ isAdmin: true, overrideActive: false, returnTo: petition })).toBe(petition);
    expect(postLoginPath({ isAdmin: true, overrideActive: true, returnTo: '/docs' })).toBe('/docs');
    expect(postLoginPath({ isAdmin: false, overrideActive: false, returnTo: '/docs' })).toBe('/docs');
  });
});
