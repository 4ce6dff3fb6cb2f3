import type { PacketPlan } from './packet-plan.ts';

interface SourceFile {
  fileId: string;
  name: string;
  /** Files never change (a new version is a new file), so the id names the version; the hash confirms it. */
  sha256: string | null;
}

/**
 * What a compiled packet was made of (compiled_petition_sources, migration 0045), so staff can tell later which
 * form editions and which generated copy and file versions were filed. Pages are the packet's own 1-based page
 * numbers; Bates number n is printed on page unnumberedPages + n.
 */
export interface PacketSources {
  unnumberedPages: number;
  forms: Array<{
    form: string;
    number: string;
    edition: string;
    fileId: string;
    sha256: string | null;
    generatedAt: string;
    /** The petitioner's signed copy filed in place of the generated file (migration 0087); absent: unsigned. */
    signedCopy?: { fileId: string; sha256: string | null };
    firstPage: number;
    pageCount: number;
  }>;
  coverLetter: { letterId: string; name: string; files: SourceFile[]; firstPage: number; pageCount: number } | null;
  exhibits: Array<{ exhibitId: string; label: string; title: string; toFollow: boolean; files: SourceFile[] }>;
}

const sourceFile = (file: { id: string; name: string; sha256: string | null }): SourceFile => ({
  fileId: file.id,
  name: file.name,
  sha256: file.sha256,
});

/** The record of a packet assembled from `plan` whose forms took `formPages` pages and cover letter `letterPages`. */
export function packetSources(plan: PacketPlan, formPages: readonly number[], letterPages: number): PacketSources {
  let nextPage = 1;
  const forms = plan.forms.map((form, i) => {
    const firstPage = nextPage;
    nextPage += formPages[i] ?? 0;
    return {
      form: form.form,
      number: form.number,
      edition: form.edition,
      fileId: form.fileId,
      sha256: form.sha256,
      generatedAt: form.generatedAt.toISOString(),
      ...(form.signedCopy ? { signedCopy: { fileId: form.signedCopy.fileId, sha256: form.signedCopy.sha256 } } : {}),
      firstPage,
      pageCount: formPages[i] ?? 0,
    };
  });
  const letter = plan.coverLetter;
  const coverLetter = letter
    ? {
        letterId: letter.letterId,
        name: letter.name,
        files: letter.files.map(sourceFile),
        firstPage: nextPage,
        pageCount: letterPages,
      }
    : null;
  return {
    unnumberedPages: nextPage - 1 + letterPages,
    forms,
    coverLetter,
    exhibits: plan.exhibits.map((exhibit) => ({
      exhibitId: exhibit.id,
      label: exhibit.label,
      title: exhibit.title,
      toFollow: exhibit.toFollow,
      files: exhibit.files.map(sourceFile),
    })),
  };
}
