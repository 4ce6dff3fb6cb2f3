import { useLingui } from '@lingui/react';
import { BookOpen, ExternalLink, FileText, GraduationCap } from 'lucide-react';
import { useClientConfig } from '@/lib/client-config.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

// max-md:min-h-11: fingertip-sized on phones (issue 26).
const linkClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm max-md:min-h-11 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Guides the panel offers before the message form (spec 3 §2.5): the tutorial, the documents page, USCIS. */
export function SupportGuideLinks({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  const { resourcesUrl } = useClientConfig();
  return (
    <nav aria-labelledby="support-guides-heading">
      <h3 id="support-guides-heading" className="mb-2 text-sm font-semibold">
        {i18n._({ id: 'support.guides', message: 'Guides' })}
      </h3>
      <ul className="flex flex-col gap-1">
        <li>
          <AppLink to={paths.welcome} className={linkClass} onClick={onNavigate}>
            <GraduationCap className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: 'support.guide.tour', message: 'Getting started tour' })}
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.docs} className={linkClass} onClick={onNavigate}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: 'support.guide.documents', message: 'Uploading your documents' })}
          </AppLink>
        </li>
        <li>
          <a href={resourcesUrl} target="_blank" rel="noreferrer" className={linkClass}>
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: 'support.guide.uscis', message: 'Working in the United States (USCIS)' })}
            <ExternalLink className="h-3 w-3" aria-hidden="true" />
            <span className="sr-only">{i18n._({ id: 'nav.newTabShort', message: '(opens in a new tab)' })}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
