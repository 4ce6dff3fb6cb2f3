import { WORKSPACE_PANEL_PARAM } from '@app/domain';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { currentUscisStatusText } from '../model/current-uscis-status.ts';
import { focusRecordUscisStatusWhenShown } from './panels/record-uscis-status-focus.ts';

/**
 * The header's USCIS status: read only (docs/decisions.md, "The header's USCIS status is the newest recorded one").
 * It is the newest status recorded on the case (the database keeps petitions.uscis_status so, migration 0112); a new
 * one is recorded in the USCIS status panel, which puts it on the timeline and tells the people concerned. The button
 * opens that panel and puts the focus in its Record status form.
 */
export function HeaderUscisStatus({ status }: { status: string | null | undefined }) {
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  const openRecordForm = () => {
    setSearchParams((current) => {
      current.set(WORKSPACE_PANEL_PARAM, 'uscis');
      return current;
    });
    focusRecordUscisStatusWhenShown();
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid content-start gap-1 text-sm">
      <span id={`${id}-label`} className="font-medium">
        USCIS status
      </span>
      <span>{currentUscisStatusText(status)}</span>
      <Button type="button" size="sm" variant="link" className="h-auto justify-self-start p-0" onClick={openRecordForm}>
        Record a new status
      </Button>
    </div>
  );
}
