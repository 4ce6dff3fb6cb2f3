import type { I18n } from '@lingui/core';
import type { ErrorPageTexts } from '@/components/error-page-texts.ts';

/** The error page's words in the customer's language (English: the spec's, as ErrorPage.tsx has them). */
export function translatedErrorPageTexts(i18n: I18n): ErrorPageTexts {
  return {
    notFoundTitle: i18n._({ id: 'errorPage.notFoundTitle', message: 'Page not found' }),
    notFoundText: i18n._({
      id: 'errorPage.notFoundText',
      message: 'This page does not exist, or it is not open to your account.',
    }),
    failedTitle: i18n._({ id: 'errorPage.failedTitle', message: 'Sorry, something went wrong.' }),
    failedText: i18n._({ id: 'errorPage.failedText', message: 'Our team is already working to fix this problem.' }),
    goHome: i18n._({ id: 'errorPage.goHome', message: 'Go Home' }),
  };
}
