/** The line under a person-data section's Save button: 'Saved.' after a save (announced politely). */
export function SectionSaveStatus({ saved, text = 'Saved.' }: { saved: boolean; text?: string }) {
  return (
    <span role="status" className="text-sm text-muted-foreground">
      {saved ? text : ''}
    </span>
  );
}
