import { formatNamesOfExtensions, formatOfContentKind } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { translatedFormatName } from './uploader-texts.ts';

/*
 * Issue 36: the validation and save messages customers see, translated at display. Each rule stays once, with its
 * English text, in its zod schema (packages/domain, or the screen's schema); this table maps that exact English text
 * to its catalogue entry (a text with {placeholders} matches with any values there, e.g. a file's name), so the form
 * components (components/form/form-texts.ts) show it in the reader's language.
 * validation-messages.test.ts holds every message of the customer screens' schemas to an entry here.
 */

const MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'validation.required', message: 'Required' },
  /*i18n*/ { id: 'validation.date', message: 'Enter a date as YYYY-MM-DD.' },
  /*i18n*/ { id: 'validation.country', message: 'Choose a country.' },
  /*i18n*/ { id: 'validation.future', message: 'This date cannot be in the future.' },
  /*i18n*/ { id: 'validation.fromAfterTo', message: 'The start date must be on or before the end date.' },
  /*i18n*/ { id: 'validation.toRequired', message: 'Enter the date you moved out, or mark this as your current address.' },
  /*i18n*/ { id: 'validation.currentHasNoEnd', message: 'Your current address has no end date.' },
  /*i18n*/ { id: 'validation.oneCurrent', message: 'Only one address can be your current address.' },
  /*i18n*/ { id: 'validation.issueBeforeBirth', message: 'The date of issue cannot be before your date of birth.' },
  /*i18n*/ { id: 'validation.expiryBeforeIssue', message: 'The expiration date must be after the date of issue.' },
  /*i18n*/ { id: 'save.addressHistoryFailed', message: 'There was a problem saving your address history.' },
  /*i18n*/ { id: 'save.passportIssueFailed', message: 'There was a problem saving your passport details.' },
  /*i18n*/ { id: 'save.placeOfBirthFailed', message: 'There was a problem saving your place of birth.' },
  /*i18n*/ { id: 'validation.unitNumber', message: 'Enter the unit number for this unit type.' },
  /*i18n*/ { id: 'validation.uploadAtLeastOne', message: 'Please upload at least one file' },
  /*i18n*/ { id: 'validation.validUrl', message: 'Please enter a valid URL' },
  /*i18n*/ { id: 'validation.oneLink', message: 'At least one link is required' },
  /*i18n*/ { id: 'validation.provideValidUrl', message: 'Please provide a valid URL' },
  /*i18n*/ { id: 'validation.firstName', message: 'Please provide a first name' },
  /*i18n*/ { id: 'validation.lastName', message: 'Please provide a last name' },
  /*i18n*/ { id: 'validation.yesOrNo', message: 'Please select Yes or No' },
  /*i18n*/ { id: 'validation.oneName', message: 'Please add at least one name' },
  /*i18n*/ { id: 'validation.visaStatus', message: 'Please enter the visa status' },
  /*i18n*/ { id: 'validation.filingType', message: 'Please select a filing type' },
  /*i18n*/ { id: 'validation.linkedin', message: 'Please provide a valid LinkedIn URL' },
  /*i18n*/ { id: 'validation.phone', message: 'Please enter a 10 digit phone number' },
  /*i18n*/ { id: 'validation.employer', message: 'Please confirm your employer name' },
  /*i18n*/ { id: 'validation.startDate', message: 'Please provide a valid start date' },
  /*i18n*/ { id: 'validation.endDate', message: 'Please provide a valid end date' },
  /*i18n*/ { id: 'validation.endAfterStart', message: 'End date must be after start date' },
  /*i18n*/ { id: 'validation.visaStamp', message: 'Please upload your visa' },
  /*i18n*/ { id: 'validation.studentVisa', message: 'Please upload your student visa' },
  /*i18n*/ { id: 'validation.supportMessage', message: 'Please provide a brief message about your request.' },
  /*i18n*/ { id: 'validation.supportReply', message: 'Please write a reply.' },
  /*i18n*/ { id: 'save.formDefault', message: 'There was an error submitting your information.' },
  /*i18n*/ { id: 'save.descriptionFailed', message: 'There was a problem saving your description. Please try again.' },
  /*i18n*/ { id: 'save.linksFailed', message: 'There was a problem saving your links. Please try again.' },
  /*i18n*/ {
    id: 'save.linksOrFilesFailed',
    message: 'There was a problem uploading your files or saving your links. Please try again.',
  },
  /*i18n*/ {
    id: 'save.descriptionOrFilesFailed',
    message: 'There was a problem uploading your files or saving your description. Please try again.',
  },
  /*i18n*/ { id: 'uploader.failed', message: 'There was a problem with your document upload. Please try again.' },
  /*i18n*/ { id: 'save.passportFailed', message: 'There was a problem uploading your passport. Please try again.' },
  /*i18n*/ { id: 'save.nameFailed', message: 'There was a problem saving your name. Please try again.' },
  /*i18n*/ { id: 'save.otherNamesFailed', message: 'There was a problem saving your previous names.' },
  /*i18n*/ { id: 'save.addressFailed', message: 'There was a problem saving your address information.' },
  /*i18n*/ { id: 'save.deleteFailed', message: 'An error occurred while deleting the file' },
  /*i18n*/ { id: 'save.descriptionSaved', message: 'Description saved successfully.' },
  /*i18n*/ { id: 'save.filesUploaded', message: 'Files uploaded successfully.' },
  /*i18n*/ { id: 'save.linksSaved', message: 'Links saved successfully.' },
  /*i18n*/ {
    id: 'save.dependentsFailed',
    message: 'There was a problem saving your dependents information. Please try again.',
  },
  /*i18n*/ {
    id: 'save.immigrationFailed',
    message: 'There was a problem saving your immigration information. Please try again.',
  },
  /*i18n*/ { id: 'save.filingTypeFailed', message: 'There was a problem saving the filing type. Please try again.' },
  /*i18n*/ { id: 'save.answersFailed', message: 'There was a problem saving your answers. Please try again.' },
  /*i18n*/ {
    id: 'save.employmentFailed',
    message: 'There was a problem saving your employment details. Please try again.',
  },
  /*i18n*/ { id: 'save.employmentSaved', message: 'Employment details saved successfully.' },
  /*i18n*/ { id: 'passport.tooLong', message: 'Use at most 100 characters.' },
  /*i18n*/ { id: 'passport.dateProblem', message: 'Enter the date as year-month-day, for example 2031-04-30.' },
  /*i18n*/ {
    id: 'passport.countryProblem',
    message:
      'Choose the country that issued your passport from the list, or leave this empty and choose the country under Place of issue.',
  },
  /*i18n*/ {
    id: 'passport.noZone',
    message:
      'We could not find the two lines of letters and <<< printed at the bottom of a passport photo page in this file. Check that you uploaded the photo page of your passport, or type the details as printed in it.',
  },
  /*i18n*/ {
    id: 'passport.notReadable',
    message: 'We could not read this file. Type the details as printed in your passport, or upload a clearer photo or scan.',
  },
  /*i18n*/ {
    id: 'passport.busy',
    message: 'The passport reader is busy. Type the details as printed in your passport, or upload the file again in a minute.',
  },
  /*i18n*/ {
    id: 'passport.nothingToConfirm',
    message: 'There is nothing to confirm yet: type the details as printed in your passport first.',
  },
  /*i18n*/ { id: 'passport.checkFailed', message: 'We could not check these details against your case. Please try again.' },
  /*i18n*/ {
    id: 'passport.reasonShort',
    message: 'Write a few words (at least 5 characters) saying why these details are right',
  },
  /*i18n*/ { id: 'passport.reasonLong', message: 'Keep the reason under 1,000 characters' },
  /*i18n*/ { id: 'passport.reasonMissing', message: 'Write why these details are right' },
  /*i18n*/ { id: 'validation.contextDot', message: 'Please provide more context in {count}+ characters.' },
  /*i18n*/ { id: 'validation.context', message: 'Please provide more context in {count}+ characters' },
  /*i18n*/ { id: 'validation.tooLong', message: 'Please keep your message under {count} characters.' },
  // The employer wizard's rules (packages/domain employer-onboarding-schemas.ts and field-rules.ts).
  /*i18n*/ { id: 'validation.enterFirstName', message: 'Enter a first name' },
  /*i18n*/ {
    id: 'validation.phoneDigits',
    message:
      'Enter a phone number: 7 to 15 digits, with + ( ) - or spaces if you like; add an extension as ext. 12 (up to 6 digits)',
  },
  /*i18n*/ { id: 'validation.email', message: 'Enter a valid email address' },
  /*i18n*/ { id: 'validation.zipCode', message: 'Enter a 5-digit ZIP code' },
  /*i18n*/ { id: 'validation.unitNumberRequired', message: 'Unit number is required' },
  /*i18n*/ { id: 'validation.signatoryChoice', message: 'Please select whether you are an authorized company signatory' },
  /*i18n*/ { id: 'validation.title', message: 'Please provide a title' },
  /*i18n*/ { id: 'validation.provideEmail', message: 'Please provide an email' },
  /*i18n*/ { id: 'validation.providePhone', message: 'Please provide a phone number' },
  /*i18n*/ { id: 'save.signatorySaved', message: 'Contact added successfully.' },
  /*i18n*/ { id: 'save.signatoryFailed', message: 'Please submit a valid authorized signatory' },
  /*i18n*/ { id: 'save.signatoryRemoveFailed', message: 'The signatory could not be removed. Please try again.' },
  /*i18n*/ { id: 'validation.noPoBoxes', message: 'PO boxes are not allowed.' },
  /*i18n*/ { id: 'validation.employees', message: 'Enter the number of employees as a whole number, 0 or more' },
  /*i18n*/ { id: 'save.worksiteSaved', message: 'Worksite added successfully.' },
  /*i18n*/ { id: 'save.worksiteFailed', message: 'There was an error saving your worksite address. Please try again.' },
  /*i18n*/ { id: 'save.worksiteDeleteFailed', message: 'The worksite could not be deleted. Please try again.' },
  /*i18n*/ { id: 'validation.salary', message: 'Enter the salary as a number greater than 0' },
  /*i18n*/ { id: 'validation.hoursPerWeek', message: 'Enter the hours per week as a number greater than 0, at most 168' },
  /*i18n*/ { id: 'validation.dateFormat', message: 'Date must be in YYYY-MM-DD format' },
  /*i18n*/ { id: 'validation.userIdRequired', message: 'User ID is required' },
  /*i18n*/ { id: 'save.roleOfferFailed', message: 'There was an error saving the role offer details. Please try again.' },
  /*i18n*/ {
    id: 'validation.yearEstablished',
    message: 'Enter the year the company was established as four digits, for example 2015, from 1600 to this year.',
  },
  // The petitioner's NAICS code (packages/domain naics-code.ts).
  /*i18n*/ { id: 'validation.naicsCode', message: 'Enter the NAICS code as 6 digits, e.g. 541715.' },
  // The petitioner's FEIN and its gross and net annual income (packages/domain fein.ts, company-income.ts).
  /*i18n*/ { id: 'validation.fein', message: 'Enter the FEIN as 9 digits, like 12-3456789' },
  /*i18n*/ {
    id: 'validation.grossIncome',
    message: 'Enter the gross annual income in whole US dollars, 0 or more and under $1 trillion, e.g. $1,250,000',
  },
  /*i18n*/ {
    id: 'validation.netIncome',
    message: 'Enter the net annual income in whole US dollars under $1 trillion, e.g. $250,000, or -$40,000 for a loss',
  },
  // A self-petitioner's annual income (packages/domain annual-income.ts) and its save.
  /*i18n*/ { id: 'validation.annualIncome', message: 'Enter the annual income in whole US dollars, e.g. $85,000' },
  /*i18n*/ { id: 'save.annualIncomeFailed', message: 'There was a problem saving your annual income.' },
  // The passport's sex and the latest arrival (packages/domain passport-sex.ts and i94-record.ts).
  /*i18n*/ { id: 'validation.passportSex', message: 'Enter the sex as printed in your passport: M, F or X.' },
  /*i18n*/ {
    id: 'validation.i94Number',
    message: 'Enter the I-94 number as printed: 11 characters, either 9 digits, a letter and a digit, or 11 digits.',
  },
  /*i18n*/ {
    id: 'validation.admissionClass',
    message: 'Enter the class of admission as printed on your I-94, for example H-1B or F-1.',
  },
  /*i18n*/ { id: 'validation.dateOfEntry', message: 'Enter the date of entry as YYYY-MM-DD, from 1900 and not in the future.' },
  /*i18n*/ {
    id: 'validation.admitUntil',
    message: 'Enter the admit-until date as YYYY-MM-DD, on or after the date of entry, or D/S if your I-94 says D/S.',
  },
  /*i18n*/ { id: 'save.arrivalFailed', message: 'There was a problem saving your arrival record. Please try again.' },
  // The uploader's checks (packages/domain upload-rules.ts, components/files) and upload failures.
  /*i18n*/ { id: 'upload.single', message: 'Only one file can be uploaded here' },
  /*i18n*/ { id: 'upload.empty', message: '"{name}" is empty' },
  /*i18n*/ { id: 'upload.maxFiles', message: 'Maximum {count} files allowed' },
  /*i18n*/ { id: 'upload.duplicate', message: '"{name}" is already uploaded' },
  /*i18n*/ { id: 'upload.type', message: '"{name}" is not an accepted file type (accepted: {types})' },
  /*i18n*/ { id: 'upload.size', message: '"{name}" is larger than {size} MB' },
  /*i18n*/ { id: 'upload.listRefresh', message: 'Uploaded, but the list could not be refreshed' },
  /*i18n*/ { id: 'upload.failed', message: 'An error occurred while uploading the file' },
  /*i18n*/ { id: 'upload.presign', message: 'Backend error getting presigned URL' },
  /*i18n*/ { id: 'upload.storage', message: 'Error uploading to S3' },
  // The server's refusals of an upload (apps/api/src/files/validate-upload.ts, register-upload-route.ts). Format names
  // and technical details inside them ({kind}, {detail}, {what}, a virus signature) are passed through as sent.
  /*i18n*/ { id: 'upload.server.mismatch', message: '"{name}" is not a valid {kind}: its contents do not match its type' },
  /*i18n*/ { id: 'upload.server.sentAs', message: '"{name}" was sent as {claimed} but is a {kind}' },
  /*i18n*/ { id: 'upload.server.script', message: '"{name}" contains HTML or script content and is not accepted' },
  /*i18n*/ { id: 'upload.server.imageTooLarge', message: '"{name}" is too large an image ({detail})' },
  /*i18n*/ { id: 'upload.server.heic', message: '"{name}" could not be read as a HEIC photo' },
  /*i18n*/ { id: 'upload.server.unreadable', message: '"{name}" could not be read as a {kind}: {detail}' },
  /*i18n*/ { id: 'upload.server.virus', message: '"{name}" was refused: virus detected ({signature})' },
  /*i18n*/ {
    id: 'upload.server.sizeChanged',
    message: '"{name}" is larger than the size given when its upload started; upload it again',
  },
  /*i18n*/ { id: 'upload.server.scannerDown', message: 'Virus scanner unavailable, try again later' },
  /*i18n*/ {
    id: 'upload.server.encrypted',
    message: '{name} is password-protected (encrypted). Remove the password and upload it again.',
  },
  /*i18n*/ { id: 'upload.server.pdfUnreadable', message: '{name} could not be read as a PDF: {detail}' },
  /*i18n*/ {
    id: 'upload.server.activeContent',
    message:
      '{name} contains {what}, which is not accepted in uploads. Print it to a new PDF (Print → Save as PDF) and upload that.',
  },
  /*i18n*/ {
    id: 'upload.server.inflation',
    message: '{name} is not accepted: a compressed part of it expands past {size} MB',
  },
  /*i18n*/ { id: 'upload.server.notAccepted', message: '{name} is not accepted: {detail}' },
];

/** An English text with placeholders as a whole-text pattern whose groups are the placeholders' values. */
function patternOf(message: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = message
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names };
}

const PLAIN_BY_ENGLISH = new Map(MESSAGES.filter((d) => !d.message?.includes('{')).map((d) => [d.message ?? '', d]));
const PATTERNS = MESSAGES.filter((d) => d.message?.includes('{')).map((descriptor) => ({
  descriptor,
  ...patternOf(descriptor.message ?? ''),
}));

/** The catalogue entry and values of an English text, if the table has it. */
function entryOf(text: string): { descriptor: MessageDescriptor; values: Record<string, string> } | null {
  const plain = PLAIN_BY_ENGLISH.get(text);
  if (plain) return { descriptor: plain, values: {} };
  for (const { descriptor, pattern, names } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { descriptor, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}

/** Whether the table translates this English text (for the test that holds the schemas to it). */
export function isTranslatedMessage(text: string): boolean {
  return entryOf(text) !== null;
}

/** A schema's or screen's English message in the reader's language; a text not in the table is returned as it is. */
export function translateMessage(i18n: I18n, text: string): string {
  const entry = entryOf(text);
  if (!entry) return text;
  const values =
    entry.descriptor.id === 'upload.type' ? withFormatNames(i18n, entry.values) : withContentKind(i18n, entry.values);
  return i18n._({ ...entry.descriptor, values });
}

/**
 * A content refusal names what the bytes must be in English ("PNG image", UPLOAD_CONTENT_KINDS); the reader sees the
 * format's name in their language instead ("não é um PNG válido", "no es un texto válido").
 */
function withContentKind(i18n: I18n, values: Record<string, string>): Record<string, string> {
  const format = values.kind === undefined ? undefined : formatOfContentKind(values.kind);
  return format ? { ...values, kind: translatedFormatName(i18n, format) } : values;
}

/**
 * A type refusal lists the accepted extensions ("png, jpg, jpeg, txt, md"), as the server and the check send it;
 * the reader sees the formats' names in their language instead ("PNG, JPEG, texto, Markdown"), as the hint shows them.
 */
function withFormatNames(i18n: I18n, values: Record<string, string>): Record<string, string> {
  const extensions = (values.types ?? '').split(',').filter((extension) => extension.trim() !== '');
  return { ...values, types: formatNamesOfExtensions(extensions, (format) => translatedFormatName(i18n, format)) };
}
