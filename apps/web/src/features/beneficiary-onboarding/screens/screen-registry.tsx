import { exhibitTypeIdForOnboarding } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactElement } from 'react';
import type { ImmigrationDocumentType } from '@/lib/gql/graphql.ts';
import { ForeignAddressScreen, UsAddressScreen } from './AddressScreen.tsx';
import { DefaultScreen } from './DefaultScreen.tsx';
import { DescriptionFilesScreen } from './DescriptionFilesScreen.tsx';
import { DependentsScreen } from './DependentsScreen.tsx';
import { DescriptionScreen } from './DescriptionScreen.tsx';
import { EmploymentHistoryScreen } from './EmploymentHistoryScreen.tsx';
import { ExpertLetterScreen } from './ExpertLetterScreen.tsx';
import { FileUploadScreen } from './FileUploadScreen.tsx';
import { FilingTypeScreen } from './FilingTypeScreen.tsx';
import { ImmigrationQuestionsScreen } from './ImmigrationQuestionsScreen.tsx';
import { LegalNameScreen } from './LegalNameScreen.tsx';
import { LinksScreen } from './LinksScreen.tsx';
import { OtherNamesScreen } from './OtherNamesScreen.tsx';
import { PassportScreen } from './PassportScreen.tsx';
import type { ScreenProps } from './screen-props.ts';

type Screen = (props: ScreenProps) => ReactElement;

/** Immigration-document screens: the files are the person's documents of that type (spec 3 §3). */
const IMMIGRATION_SCREENS: Readonly<Record<string, { type: ImmigrationDocumentType; title?: MessageDescriptor }>> = {
  VISA_STAMP: { type: 'VISA_STAMP' },
  STUDENT_VISA: {
    type: 'STUDENT_VISA',
    title: /*i18n*/ { id: 'onboarding.identificationDocuments', message: 'Identification Documents' },
  },
  EAD: { type: 'EAD_CARD' },
};

const immigrationScreen =
  (type: ImmigrationDocumentType, title?: MessageDescriptor): Screen =>
  (props) => (
    <FileUploadScreen {...props} {...(title ? { title } : {})} target={{ kind: 'immigration', ownerId: props.person.id, type }} />
  );

/** The upload screen of the document types (spec 3 §3 user-document types and the other catalogue types). */
export const EXHIBIT_FILES_SCREEN: Screen = (props) => (
  <FileUploadScreen {...props} target={{ kind: 'exhibit', exhibitId: props.exhibit.exhibitId ?? props.exhibit.id }} />
);

/**
 * The CV step's honest answer for a beneficiary who has none (she was stuck on a required upload): staff read it on
 * the CV exhibit ("Has no CV: Yes", petition-workspace customer-contribution.ts) and the step is done.
 */
const NO_CV_ANSWER = {
  key: 'hasNoCv',
  label: /*i18n*/ { id: 'onboarding.cv.none', message: 'I don’t have a CV' },
};

/** Screens by onboarding exhibit type (spec 3 §2.3); the rest of the user-document types upload files. */
const SCREENS: Readonly<Record<string, Screen>> = {
  LEGAL_NAME: LegalNameScreen,
  OTHER_NAMES: OtherNamesScreen,
  US_ADDRESS: UsAddressScreen,
  FOREIGN_ADDRESS: ForeignAddressScreen,
  PASSPORT: PassportScreen,
  DEPENDENTS: DependentsScreen,
  IMMIGRATION_QUESTIONS: ImmigrationQuestionsScreen,
  FILING_TYPE: FilingTypeScreen,
  EMPLOYMENT_HISTORY: EmploymentHistoryScreen,
  EXPERT_LETTER: ExpertLetterScreen,
  BENEFICIARY_CV: (props) => (
    <FileUploadScreen
      {...props}
      target={{ kind: 'exhibit', exhibitId: props.exhibit.exhibitId ?? props.exhibit.id }}
      noFileAnswer={NO_CV_ANSWER}
    />
  ),
  PRESS_SUMMARY: DescriptionScreen,
  ORIGINAL_CONTRIBUTIONS_SUMMARY: DescriptionScreen,
  ORIGINAL_CONTRIBUTION_EVIDENCE: DescriptionFilesScreen,
  MAJOR_PUBLICATION_WORK: DescriptionFilesScreen,
  LINK_TO_EVENT: (props) => <LinksScreen {...props} withFiles={false} />,
  GOOGLE_SCHOLAR_PAGE: (props) => <LinksScreen {...props} withFiles={false} />,
  CODE_CONTRIBUTION: (props) => <LinksScreen {...props} withFiles />,
  PRESS_ARTICLE: (props) => <LinksScreen {...props} withFiles />,
  PUBLICATION_PROMINENCE: (props) => <LinksScreen {...props} withFiles />,
  ...Object.fromEntries(
    Object.entries(IMMIGRATION_SCREENS).map(([key, { type, title }]) => [key, immigrationScreen(type, title)]),
  ),
};

/** The screen of an exhibit type: its own, the file upload of a catalogue document type, else the default screen. */
export function screenFor(type: string): Screen {
  const own = SCREENS[type];
  if (own) return own;
  if (type !== 'COVER_PAGE' && exhibitTypeIdForOnboarding(type) !== null) return EXHIBIT_FILES_SCREEN;
  return DefaultScreen;
}
