import type { TreeExhibit, TreeModule } from './workspace-tree.ts';

export interface TreeOption {
  id: string;
  /** 'Press › Article in Forbes' (sub-exhibits: '… › Parent › Child'), so same-named exhibits stay apart. */
  label: string;
}

/** Every exhibit of the tree, sub-exhibits included, in tree order: the choices for a task's linked exhibit. */
export function exhibitOptions(modules: readonly TreeModule[]): TreeOption[] {
  const options: TreeOption[] = [];
  const visit = (exhibit: TreeExhibit, path: string) => {
    const label = `${path} › ${exhibit.name}`;
    options.push({ id: exhibit.id, label });
    for (const sub of exhibit.subExhibits) visit(sub, label);
  };
  for (const module of modules) for (const exhibit of module.exhibits) visit(exhibit, module.name || module.type);
  return options;
}

export function moduleOptions(modules: readonly TreeModule[]): TreeOption[] {
  return modules.map((module) => ({ id: module.id, label: module.name || module.type }));
}
