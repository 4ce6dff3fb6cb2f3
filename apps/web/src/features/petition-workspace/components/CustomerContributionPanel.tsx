import { exhibitProgressCustomerLabel, exhibitProgressStaffLabel } from '@app/domain';
import { useProviderName } from '@/lib/client-config.ts';
import { formatTimestamp } from '@/lib/dates.ts';
import type { TreeExhibit } from '../model/workspace-tree.ts';

export const NOTHING_PROVIDED_TEXT = 'The customer has not provided anything for this exhibit yet.';

/**
 * What the customer provided for the exhibit (issue 25): their description, links, form answers and the
 * files they uploaded, with who provided them and when, and the one status in both sides' words, so staff
 * need not "view as" the customer to see it.
 */
export function CustomerContributionPanel({ exhibit }: { exhibit: TreeExhibit }) {
  const { customer } = exhibit;
  const providerName = useProviderName();
  const empty =
    customer.description === null && customer.links.length === 0 && customer.answers.length === 0 && customer.files.length === 0;
  const headingId = `customer-contribution-${exhibit.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <h3 id={headingId} className="font-medium">
        Provided by the customer
      </h3>
      <p>
        Status: <strong>{exhibitProgressStaffLabel(customer.progress, providerName)}</strong>
        <span className="text-muted-foreground"> (the customer sees “{exhibitProgressCustomerLabel(customer.progress)}”)</span>
      </p>
      {customer.providedBy && (
        <p className="text-muted-foreground">
          Saved by {customer.providedBy}
          {customer.providedAt ? ` on ${formatTimestamp(customer.providedAt)}` : ''}
        </p>
      )}
      {empty ? (
        <p className="text-muted-foreground">{NOTHING_PROVIDED_TEXT}</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {customer.description !== null && (
            <>
              <dt className="font-medium">Description</dt>
              <dd className="whitespace-pre-wrap">{customer.description}</dd>
            </>
          )}
          {customer.links.length > 0 && (
            <>
              <dt className="font-medium">Links</dt>
              <dd>
                <ul>
                  {customer.links.map((url) => (
                    <li key={url} className="break-all">
                      <a href={url} target="_blank" rel="noreferrer noopener" className="underline">
                        {url}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {customer.answers.map((answer) => (
            <div key={answer.label} className="contents">
              <dt className="font-medium">{answer.label}</dt>
              <dd className="break-words">{answer.value}</dd>
            </div>
          ))}
          {customer.files.length > 0 && (
            <>
              <dt className="font-medium">Files</dt>
              <dd>
                <ul>
                  {customer.files.map((file) => (
                    <li key={file.id}>
                      {file.name}
                      <span className="text-muted-foreground">
                        {' '}
                        — uploaded by {file.uploadedBy || 'the customer'}
                        {file.uploadedAt ? ` on ${formatTimestamp(file.uploadedAt)}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
