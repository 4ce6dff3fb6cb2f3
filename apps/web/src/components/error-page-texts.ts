import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@app/domain';
import { createContext } from 'react';

/**
 * What the error page (ErrorPage.tsx) says: the spec's words in English; the customer portal's shell gives them in the
 * customer's language. Apart from the page: the shell's lazy chunk imports these, and importing the page itself from
 * there split the page's button out of the first load's main chunk into chunks of their own (+1 KiB gz).
 */
export interface ErrorPageTexts {
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: string;
  goHome: string;
}

export const ENGLISH_ERROR_PAGE_TEXTS: ErrorPageTexts = {
  notFoundTitle: NOT_FOUND_TITLE,
  notFoundText: NOT_FOUND_TEXT,
  failedTitle: 'Sorry, something went wrong.',
  failedText: 'Our team is already working to fix this problem.',
  goHome: 'Go Home',
};

/** The error page's words: English, unless the customer portal's shell (CustomerShellLayout.tsx) translates them. */
export const ErrorPageTextsContext = createContext<ErrorPageTexts>(ENGLISH_ERROR_PAGE_TEXTS);
