import { BookOpen, Boxes, FilePen, FileStack, FlaskConical, Hammer, Users, Wand2, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAnalytics } from '@/lib/analytics.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { withReadOnly } from '@/lib/read-only.ts';
import { useSession } from '@/lib/session.tsx';
import { EmailOutboxCard } from './EmailOutboxCard.tsx';
import { FeatureFlagsCard } from './FeatureFlagsCard.tsx';
import { SupportMessagesCard } from './SupportMessagesCard.tsx';
import { ViewAsPicker } from './ViewAsPicker.tsx';

export const ADMIN_TOOLS: readonly { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: paths.admin.petitionBuilder,
    title: 'Petition builder',
    description: 'Find a petition and build it, or start a new one.',
    icon: Hammer,
  },
  { to: paths.admin.entities, title: 'Entities', description: 'People, companies and other entities.', icon: Users },
  { to: paths.admin.exhibitRepo, title: 'Exhibit repository', description: 'Reusable exhibits.', icon: Boxes },
  { to: paths.admin.draft, title: 'Letter drafting', description: 'Draft letters.', icon: FilePen },
  { to: paths.admin.letterGen, title: 'Generate bio', description: 'Generate a biography.', icon: Wand2 },
  { to: paths.admin.newLetterGen, title: 'Letter generation', description: 'Generate letters (variant).', icon: FileStack },
  { to: paths.admin.researchAgent, title: 'Research agent', description: 'Research-agent documentation.', icon: FlaskConical },
];

/** /admin: the admin tools, viewing the app as another account, and the feature flags' defaults. */
export function AdminDashboard() {
  const session = useSession();
  const navigate = useNavigate();
  const track = useAnalytics();

  const viewAs = (id: string) => {
    session.setWorkspaceOverride(id);
    track('workspace_override_started', {});
    // The server answers an override read-only: say so in the address too, so every link keeps it.
    void navigate(withReadOnly(paths.home, true));
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Admin dashboard</h1>
        <p className="text-muted-foreground">Signed in as {session.me.fullName}.</p>
      </div>
      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="mb-3 text-lg font-semibold">
          Tools
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_TOOLS.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <AppLink
                to={to}
                className="block h-full rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {title}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <Card aria-labelledby="view-as-heading">
        <CardHeader>
          <CardTitle id="view-as-heading">
            <BookOpen className="mr-2 inline h-4 w-4" aria-hidden="true" />
            View the app as another account
          </CardTitle>
          <CardDescription>Opens the customer portal with that account&apos;s data, read-only.</CardDescription>
        </CardHeader>
        <CardContent>
          <ViewAsPicker onPick={viewAs} />
        </CardContent>
      </Card>
      <FeatureFlagsCard />
      <SupportMessagesCard />
      <EmailOutboxCard />
    </div>
  );
}
