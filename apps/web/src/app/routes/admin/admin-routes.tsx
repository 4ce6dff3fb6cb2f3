import { AppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { AdminDashboard, ResearchAgentPage } from '@/features/admin/index.ts';
import { CaseListPage } from '@/features/case-list/index.ts';
import { EntitiesPage } from '@/features/entities/index.ts';
import { DraftPage, LetterGenPage, NewLetterGenPage } from '@/features/letters/index.ts';
import { ExhibitRepositoryPage } from '@/features/exhibit-repository/index.ts';
import { NewPetitionPage, PetitionBuilderLanding, PetitionPicker } from '@/features/petition-builder/index.ts';
import { PetitionWorkspacePage } from '@/features/petition-workspace/index.ts';
import { AttorneyProfilePage, FormEditionsPage } from '@/features/staff-settings/index.ts';

export const AdminDashboardRoute = AdminDashboard;
export const PetitionPickerRoute = PetitionBuilderLanding;

/** The staff case list (issue 30). */
export const CaseListRoute = CaseListPage;

export const NewPetitionRoute = NewPetitionPage;

export const EditPetitionRoute = PetitionWorkspacePage;

export const EntitiesRoute = EntitiesPage;

export const ExhibitRepoRoute = ExhibitRepositoryPage;

export const DraftRoute = DraftPage;

export const LetterGenRoute = LetterGenPage;

/** The petition-driven letter flow, with the petition builder's picker (a feature cannot import another). */
export function NewLetterGenRoute() {
  return <NewLetterGenPage renderPetitionPicker={(onSelect) => <PetitionPicker onSelect={onSelect} />} />;
}

/** Admins only: anyone else is sent to /404 (spec 1 §2, §6). */
export function ResearchAgentRoute() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <AppNavigate to={paths.notFound} />;
  return <ResearchAgentPage />;
}

/** Staff settings: the attorney profile the USCIS forms are filled with (issue 28). */
export const AttorneyProfileRoute = AttorneyProfilePage;
/** Staff settings: the editions of the blank USCIS forms the app fills, and adding a newer one. */
export const FormEditionsRoute = FormEditionsPage;
