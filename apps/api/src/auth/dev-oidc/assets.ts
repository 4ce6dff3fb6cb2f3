import { readFileSync } from 'node:fs';
import express from 'express';
import { publicAccess } from '../route-access.ts';
import { LOGOUT_FORM_ID, SUBMIT_LOGOUT_SCRIPT } from './pages/sign-out-pages.ts';

const STYLESHEET = readFileSync(new URL('./assets/dev-oidc.css', import.meta.url), 'utf8');

/** Submits the provider's logout form as soon as the page is parsed (the script is loaded with `defer`). */
const SUBMIT_LOGOUT_FORM_JS = `document.getElementById(${JSON.stringify(LOGOUT_FORM_ID)}).submit();\n`;

/** Serves the stylesheet and the one script of the development provider's pages. */
export function createAssetsRouter(): express.Router {
  const router = express.Router();
  // The sign-in pages' own files: loaded before anyone is signed in, nothing secret.
  const assets = publicAccess('the sign-in pages load them before anyone is signed in');
  router.get('/dev-oidc.css', assets, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').send(STYLESHEET);
  });
  router.get(`/${SUBMIT_LOGOUT_SCRIPT}`, assets, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(SUBMIT_LOGOUT_FORM_JS);
  });
  return router;
}
