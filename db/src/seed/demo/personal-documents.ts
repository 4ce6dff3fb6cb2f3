import { getExhibitType, type Archetype, type ImmigrationDocumentType, type UserDocumentType } from '@app/domain';
import { makeImmigrationDocument, makeUserDocument } from '../factories/index.ts';
import type { SampleFileKind } from '../sample-files.ts';
import type { DemoContext } from './context.ts';
import type { BeneficiaryRecord } from './records.ts';
import { SCREENSHOT_TYPES } from './story-data.ts';
import { lastName, slug } from './text.ts';

const PERSONAL_TYPES: Record<Archetype, readonly UserDocumentType[]> = {
  'technology-founder': ['pitch-deck', 'cap-table', 'vc-evidence', 'press-article'],
  'software-engineer': ['offer-letter', 'pay-stubs', 'code-contributor-page', 'conference-presentation'],
  'critical-employee': ['offer-letter', 'org-chart', 'promotion-evidence', 'pay-stubs'],
  'researcher-scientist': ['journal-article', 'google-scholar-page', 'award-evidence', 'evidence-of-citation'],
};

/** Each beneficiary's immigration documents (passport first) and a few personal documents. */
export function buildPersonalDocuments(ctx: DemoContext, beneficiaries: readonly BeneficiaryRecord[]): void {
  const { rng, at } = ctx;
  for (const beneficiary of beneficiaries) {
    const name = beneficiary.fullName;
    const docs: { type: ImmigrationDocumentType; kind: SampleFileKind; label: string; deleted?: boolean }[] = [
      { type: 'PASSPORT', kind: 'jpg', label: 'passport' },
    ];
    if (beneficiary.inUs)
      docs.push({ type: 'I_94', kind: 'pdf', label: 'i-94' }, { type: 'VISA_STAMP', kind: 'jpg', label: 'visa-stamp' });
    if (beneficiary.fixture.earlier?.[1] === 'APPROVED')
      docs.push({ type: 'APPROVAL_NOTICE', kind: 'pdf', label: 'i-797-approval-notice' });
    if (beneficiary.inUs && rng.chance(0.2))
      docs.push({ type: 'STUDENT_VISA', kind: 'jpg', label: 'f-1-visa' }, { type: 'I_20', kind: 'pdf', label: 'i-20' });
    if (beneficiary.inUs && rng.chance(0.1)) docs.push({ type: 'EAD_CARD', kind: 'jpg', label: 'ead-card' });
    if (rng.chance(0.1)) docs.push({ type: 'PASSPORT', kind: 'jpg', label: 'old-passport', deleted: true });
    docs.forEach((doc, index) => {
      const createdAt = at(rng.int(20, 110));
      const fileId = ctx.addFile({
        name: `${doc.label}-${slug(lastName(name))}.${doc.kind}`,
        kind: doc.kind,
        ownerId: beneficiary.id,
        createdAt,
        title: `${doc.type.replaceAll('_', ' ')}: ${name}`,
        lines: [`Holder: ${name}`],
      });
      if (doc.type === 'PASSPORT' && !doc.deleted) beneficiary.passportFileId = fileId;
      ctx.add(
        'immigration_documents',
        makeImmigrationDocument({
          owner_id: beneficiary.id,
          file_id: fileId,
          type: doc.type,
          deleted: doc.deleted ?? false,
          order_index: index,
          created_at: createdAt,
        }),
      );
    });
    for (const documentType of rng.sample(PERSONAL_TYPES[beneficiary.fixture.archetype], rng.int(1, 3))) {
      const createdAt = at(rng.int(10, 100));
      const kind: SampleFileKind = SCREENSHOT_TYPES.has(documentType) ? 'png' : 'pdf';
      const fileId = ctx.addFile({
        name: `${documentType}-${slug(lastName(name))}.${kind}`,
        kind,
        ownerId: beneficiary.id,
        createdAt,
        title: `${getExhibitType(documentType).name}: ${name}`,
      });
      ctx.add(
        'user_documents',
        makeUserDocument({ user_id: beneficiary.id, file_id: fileId, document_type: documentType, created_at: createdAt }),
      );
    }
  }
}
