import { PagePlaceholder } from '../../../components/PagePlaceholder.tsx';
import { AppNavigate } from '../../../lib/navigation.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { AdminDashboard, ResearchAgentPage } from '../../../features/admin/index.ts';
import { PetitionBuilderLanding } from '../../../features/petition-builder/index.ts';
import { useParams } from 'react-router';

export const AdminDashboardRoute = AdminDashboard;
export const PetitionPickerRoute = PetitionBuilderLanding;

export function NewPetitionRoute() {
  return <PagePlaceholder title="New petition" description="Creating a petition or a case strategy comes in a later issue." />;
}

export function EditPetitionRoute() {
  const { petitionId } = useParams();
  return (
    <PagePlaceholder
      title="Petition builder"
      description={`The builder for petition ${petitionId ?? ''} comes in a later issue.`}
    />
  );
}

export function EntitiesRoute() {
  return <PagePlaceholder title="Entities" description="Entity management comes in a later issue." />;
}

export function ExhibitRepoRoute() {
  return <PagePlaceholder title="Exhibit repository" description="The reusable exhibit repository comes in a later issue." />;
}

export function DraftRoute() {
  return <PagePlaceholder title="Letter drafting" description="Letter drafting comes in a later issue." />;
}

export function LetterGenRoute() {
  return <PagePlaceholder title="Generate bio" description="Bio generation comes in a later issue." />;
}

export function NewLetterGenRoute() {
  return <PagePlaceholder title="Letter generation" description="Letter generation comes in a later issue." />;
}

/** Admins only: anyone else is sent to /404 (spec 1 §2, §6). */
export function ResearchAgentRoute() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <AppNavigate to={paths.notFound} />;
  return <ResearchAgentPage />;
}
