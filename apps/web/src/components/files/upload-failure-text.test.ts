import { describe, expect, it } from 'vitest';
import { uploadFailureToastText } from './upload-failure-text.ts';

const RETRY = 'There was a problem with your document upload. Please try again.';
const REPRINT =
  'form.pdf contains JavaScript, which is not accepted in uploads. Print it to a new PDF (Print → Save as PDF) and upload that file.';
const shout = (message: string) => message.toUpperCase();

describe('uploadFailureToastText', () => {
  it("says the refused file's own reason, as the row does, not 'Please try again'", () => {
    expect(uploadFailureToastText({ code: 'ErrorSelect', detail: REPRINT }, RETRY, (m) => m)).toBe(REPRINT);
    // In the reader's language, through the same table as the row's text.
    expect(uploadFailureToastText({ code: 'ErrorSelect', detail: REPRINT }, RETRY, shout)).toBe(shout(REPRINT));
  });

  it('keeps "Please try again" for failures a retry may cure', () => {
    expect(uploadFailureToastText({ code: 'ErrorBackend', detail: 'Virus scanning is unavailable' }, RETRY, shout)).toBe(RETRY);
    expect(uploadFailureToastText({ code: 'ErrorSelect', detail: undefined }, RETRY, shout)).toBe(RETRY);
  });
});
