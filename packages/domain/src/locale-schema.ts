import { z } from 'zod';
import { LOCALE_ERROR, LOCALES } from './locale.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * A portal language (issue 36): the same list as the users_locale_known check of migration 0063. Apart from
 * locale.ts so that the customer's first load, which reads the locale, does not bring zod with it.
 */
export const localeSchema = lazySchema(() => z.enum(LOCALES, { error: LOCALE_ERROR }));
