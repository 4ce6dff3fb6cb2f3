import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { AppLink, useAppNavigate } from '@/lib/navigation.tsx';
import { hrefs, paths } from '@/lib/paths.ts';
import { PetitionPicker } from './PetitionPicker.tsx';

/** /admin/petition-builder (spec 1 §2): pick a petition, or create one. */
export function PetitionBuilderLanding() {
  const navigate = useAppNavigate();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Petition builder</h1>
        <p className="text-muted-foreground">Open a petition to build it, or start a new one.</p>
      </div>
      <PetitionPicker onSelect={(id) => navigate(hrefs.petition(id))} />
      <div>
        <AppLink to={paths.admin.newPetition} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Create a new Petition
        </AppLink>
      </div>
    </div>
  );
}
