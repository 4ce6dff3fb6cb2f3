import type { ExhibitTypeId, OwnedBy } from '@app/domain';

/** The reusable exhibit repository of the demo (entities by name; Northwind's by its id at build time). */
export interface ReusableExhibitFixture {
  name: string;
  type: ExhibitTypeId;
  ownedBy?: OwnedBy;
  visible?: boolean;
  deleted?: boolean;
  entities?: string[];
  /** Link the Northwind Robotics company entity. */
  northwindEntity?: boolean;
  files?: number;
  children?: { name: string; type: ExhibitTypeId; files?: number }[];
}

export const REUSABLE_EXHIBITS: readonly ReusableExhibitFixture[] = [
  {
    name: 'Ada Prize for Applied Robotics',
    type: 'awards',
    entities: ['Ada Prize for Applied Robotics'],
    files: 1,
    children: [
      { name: 'Award announcement', type: 'award-evidence', files: 1 },
      { name: 'Selection statistics', type: 'evidence-of-selectivity', files: 1 },
      { name: 'Judging panel', type: 'profile-of-judges', files: 2 },
    ],
  },
  {
    name: 'Northern Lights Young Innovator Award',
    type: 'awards',
    entities: ['Northern Lights Young Innovator Award'],
    children: [
      { name: 'Winners page', type: 'screenshot-of-event-or-prizes', files: 1 },
      { name: 'Coverage of the award', type: 'evidence-of-recognition', files: 1 },
    ],
  },
  { name: 'Granite Peak Ventures: investor reputation', type: 'vc-evidence', entities: ['Granite Peak Ventures'], files: 2 },
  { name: 'The Bay Ledger: circulation and reach', type: 'publication-prominence', entities: ['The Bay Ledger'], files: 1 },
  { name: 'Metro Tech Daily: audience figures', type: 'publication-prominence', entities: ['Metro Tech Daily'], files: 1 },
  {
    name: 'Institute of Autonomous Systems fellowship',
    type: 'membership',
    entities: ['Institute of Autonomous Systems, Fellow'],
    children: [
      { name: 'Fellowship bylaws', type: 'evidence-of-selection-criteria', files: 1 },
      { name: 'Fellows admitted per year', type: 'evidence-of-selectivity', files: 1 },
    ],
  },
  {
    name: 'ICMP program committee',
    type: 'judging',
    entities: ['International Conference on Machine Perception, Program Committee', 'Journal of Applied Machine Perception'],
    children: [
      { name: 'Program committee page', type: 'judges', files: 1 },
      { name: 'Review assignments', type: 'judging-documentation', files: 1 },
    ],
  },
  {
    name: 'Occupational Outlook Handbook: Software Developers',
    type: 'occupational-outlook-handbook',
    ownedBy: 'PLYMOUTH',
    visible: false,
    files: 1,
  },
  { name: 'USMCA professions list (Appendix 1603.D.1)', type: 'tn-occupation-list', ownedBy: 'PLYMOUTH', files: 1 },
  {
    name: 'Wage survey: software engineers, Austin TX',
    type: 'wage-comparison',
    ownedBy: 'PLYMOUTH',
    visible: false,
    files: 1,
  },
  {
    name: 'Northwind Robotics: distinguished reputation',
    type: 'distinguished-reputation',
    ownedBy: 'PETITIONER',
    northwindEntity: true,
    files: 2,
  },
  {
    name: 'Founders Forge 2023 (superseded)',
    type: 'judging',
    deleted: true,
    entities: ['Founders Forge Pitch Competition 2024'],
    files: 1,
  },
];
