import type { PreflightFinding } from '@app/domain';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { treeNodeId } from '../model/tree-node-id.ts';
import { scrollToTreeNode } from '../components/panels/scroll-to-tree-node.ts';
import { useSearchParams } from 'react-router';
import { SIDE_PANEL_PARAM } from '../components/panels/WorkspaceSidePanels.tsx';
import {
  EmptyExhibitItem,
  FormFindingItem,
  FormUnsignedItem,
  NoExhibitsItem,
  RequestedExhibitItem,
  UnsignedLetterItem,
} from './PreflightFindingItems.tsx';
import { countLabel } from '@/lib/count-label.ts';

export interface PacketPreflightDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  findings: readonly PreflightFinding[];
  /** Exhibits whose "to follow" toggle is being saved. */
  savingExhibitIds: ReadonlySet<string>;
  onToggleToFollow: (exhibitId: string, toFollow: boolean) => void;
  onCompile: () => void;
  compiling: boolean;
  /** Where focus goes back when the dialog closes (the Compile button: it opens the dialog without being its trigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="divide-y">{children}</ul>
    </section>
  );
}

/**
 * What is missing or doubtful before a compile (issue 28): a packet with no exhibit at all, exhibits without documents (each with its
 * "Keep as to follow" toggle), exhibits still requested from the customer, unsigned letters, forms with
 * required fields missing; each names where to fix it. Compiling from here is "Compile anyway".
 */
export function PacketPreflightDialog(props: PacketPreflightDialogProps) {
  const { open, onOpenChange, findings, savingExhibitIds, onToggleToFollow, onCompile, compiling, returnFocusRef } = props;
  // "Show in the tree" closes the dialog; focus then goes to that exhibit instead of back to Compile.
  const showAfterClose = useRef<{ moduleId: string; exhibitId: string } | null>(null);
  const showInTree = (target: { moduleId: string; exhibitId: string }) => {
    showAfterClose.current = { moduleId: target.moduleId, exhibitId: target.exhibitId };
    onOpenChange(false);
  };
  const noExhibits = findings.some((finding) => finding.kind === 'no-exhibits');
  const empty = findings.filter((finding) => finding.kind === 'empty-exhibit');
  const requested = findings.filter((finding) => finding.kind === 'requested-exhibit');
  const letters = findings.filter((finding) => finding.kind === 'unsigned-letter');
  const formsNotGenerated = findings.filter((finding) => finding.kind === 'form-not-generated');
  const formsIncomplete = findings.filter((finding) => finding.kind === 'form-fields-missing');
  const formsUnsigned = findings.filter((finding) => finding.kind === 'form-unsigned');
  // "Open the Forms panel" closes the dialog; the workspace then shows and focuses the Forms tab (?panel=forms).
  const [, setSearchParams] = useSearchParams();
  const formsAfterClose = useRef(false);
  const openForms = () => {
    formsAfterClose.current = true;
    onOpenChange(false);
  };
  const count = findings.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a dialog's trigger; this dialog has none, so it is told where to go.
          event.preventDefault();
          const target = showAfterClose.current;
          showAfterClose.current = null;
          if (formsAfterClose.current) {
            formsAfterClose.current = false;
            setSearchParams((current) => {
              current.set(SIDE_PANEL_PARAM, 'forms');
              return current;
            });
            return;
          }
          // An exhibit inside a collapsed module is not on the page: its module card is next best.
          if (target && scrollToTreeNode(treeNodeId('exhibit', target.exhibitId), treeNodeId('module', target.moduleId))) return;
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Before compiling</DialogTitle>
          <DialogDescription>
            {countLabel(count, 'thing', 'things')} to check before this packet is compiled. Exhibits without documents are left
            out unless you keep them as to follow.
          </DialogDescription>
        </DialogHeader>
        {noExhibits ? (
          <Section title="No evidence">
            <NoExhibitsItem />
          </Section>
        ) : null}
        {empty.length > 0 ? (
          <Section title="Exhibits without documents">
            {empty.map((finding) => (
              <EmptyExhibitItem
                key={finding.exhibitId}
                finding={finding}
                saving={savingExhibitIds.has(finding.exhibitId)}
                onToggle={onToggleToFollow}
                onShow={showInTree}
              />
            ))}
          </Section>
        ) : null}
        {requested.length > 0 ? (
          <Section title="Still requested from the customer">
            {requested.map((finding) => (
              <RequestedExhibitItem key={finding.exhibitId} finding={finding} onShow={showInTree} />
            ))}
          </Section>
        ) : null}
        {letters.length > 0 ? (
          <Section title="Letters not signed">
            {letters.map((finding) => (
              <UnsignedLetterItem key={finding.letterId} finding={finding} />
            ))}
          </Section>
        ) : null}
        {formsNotGenerated.length > 0 ? (
          <Section title="Forms not generated">
            {formsNotGenerated.map((finding) => (
              <FormFindingItem key={finding.form} finding={finding} onOpenForms={openForms} />
            ))}
          </Section>
        ) : null}
        {formsIncomplete.length > 0 ? (
          <Section title="Forms with required fields missing">
            {formsIncomplete.map((finding) => (
              <FormFindingItem key={finding.form} finding={finding} onOpenForms={openForms} />
            ))}
          </Section>
        ) : null}
        {formsUnsigned.length > 0 ? (
          <Section title="Forms whose signed copy has not arrived">
            {formsUnsigned.map((finding) => (
              <FormUnsignedItem key={finding.form} finding={finding} onOpenForms={openForms} />
            ))}
          </Section>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {/* Busy, not disabled, while it compiles (or a toggle saves): a disabled button drops the focus to the body. */}
          <Button type="button" busy={compiling || savingExhibitIds.size > 0} onClick={onCompile}>
            Compile anyway
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
