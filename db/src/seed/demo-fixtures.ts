import type { Archetype, CompanyMemberRole, CompanyTypeOfBusiness, EntityType, UnitType } from '@app/domain';

/**
 * The fictional people, companies and things of the demo data. Every name,
 * number and address here is invented; web addresses use reserved `.example`
 * domains. Lists of product vocabulary (module types, exhibit types, …) are
 * never repeated here: they come from @app/domain.
 */

export interface Place {
  city: string;
  province: string;
  country: string;
  postalCode: string;
  street: string;
}

/** Where beneficiaries were born, live abroad and got their passports, by ISO country code. */
export const FOREIGN_PLACES: Readonly<Record<string, readonly Place[]>> = {
  IN: [
    { city: 'Bengaluru', province: 'Karnataka', country: 'IN', postalCode: '560034', street: '14 Koramangala 5th Block' },
    { city: 'Pune', province: 'Maharashtra', country: 'IN', postalCode: '411014', street: '22 Viman Nagar Road' },
    { city: 'Chennai', province: 'Tamil Nadu', country: 'IN', postalCode: '600020', street: '8 Adyar Gandhi Nagar' },
  ],
  CN: [{ city: 'Hangzhou', province: 'Zhejiang', country: 'CN', postalCode: '310012', street: '188 Wensan Road' }],
  BR: [
    { city: 'Campinas', province: 'São Paulo', country: 'BR', postalCode: '13083-970', street: 'Rua Albert Einstein 400' },
    { city: 'Recife', province: 'Pernambuco', country: 'BR', postalCode: '50030-230', street: 'Rua da Aurora 95' },
  ],
  NG: [{ city: 'Lagos', province: 'Lagos', country: 'NG', postalCode: '101233', street: '12 Admiralty Way, Lekki' }],
  GH: [{ city: 'Kumasi', province: 'Ashanti', country: 'GH', postalCode: 'AK-039', street: '5 Prempeh II Street' }],
  PL: [{ city: 'Kraków', province: 'Lesser Poland', country: 'PL', postalCode: '30-059', street: 'ul. Czarnowiejska 41' }],
  IT: [
    { city: 'Turin', province: 'Piedmont', country: 'IT', postalCode: '10129', street: 'Corso Duca degli Abruzzi 24' },
    { city: 'Bologna', province: 'Emilia-Romagna', country: 'IT', postalCode: '40126', street: 'Via Zamboni 33' },
  ],
  JP: [
    { city: 'Osaka', province: 'Osaka', country: 'JP', postalCode: '530-0001', street: '3-1 Umeda, Kita-ku' },
    { city: 'Sendai', province: 'Miyagi', country: 'JP', postalCode: '980-8577', street: '2-1-1 Katahira, Aoba-ku' },
  ],
  EG: [{ city: 'Alexandria', province: 'Alexandria', country: 'EG', postalCode: '21526', street: '17 Fouad Street' }],
  SE: [{ city: 'Gothenburg', province: 'Västra Götaland', country: 'SE', postalCode: '412 96', street: 'Chalmersgatan 4' }],
  AR: [{ city: 'Córdoba', province: 'Córdoba', country: 'AR', postalCode: 'X5000', street: 'Av. Vélez Sarsfield 299' }],
  UA: [{ city: 'Kharkiv', province: 'Kharkiv Oblast', country: 'UA', postalCode: '61002', street: 'vul. Sumska 10' }],
  KR: [
    { city: 'Daejeon', province: 'Daejeon', country: 'KR', postalCode: '34141', street: '291 Daehak-ro, Yuseong-gu' },
    { city: 'Busan', province: 'Busan', country: 'KR', postalCode: '48513', street: '45 Yongso-ro, Nam-gu' },
  ],
  CA: [
    { city: 'Montréal', province: 'Quebec', country: 'CA', postalCode: 'H2X 1Y4', street: '350 Rue Sherbrooke Ouest' },
    { city: 'Waterloo', province: 'Ontario', country: 'CA', postalCode: 'N2L 3G1', street: '200 University Ave W' },
  ],
  VN: [{ city: 'Da Nang', province: 'Da Nang', country: 'VN', postalCode: '550000', street: '54 Nguyen Luong Bang' }],
  ES: [{ city: 'Valencia', province: 'Valencia', country: 'ES', postalCode: '46022', street: 'Camino de Vera 12' }],
  GB: [{ city: 'Manchester', province: 'England', country: 'GB', postalCode: 'M13 9PL', street: '41 Oxford Road' }],
  BG: [{ city: 'Plovdiv', province: 'Plovdiv', country: 'BG', postalCode: '4000', street: '24 Tsar Asen Street' }],
  FR: [
    { city: 'Lyon', province: 'Auvergne-Rhône-Alpes', country: 'FR', postalCode: '69007', street: '15 Parvis René Descartes' },
  ],
  TR: [{ city: 'Izmir', province: 'Izmir', country: 'TR', postalCode: '35430', street: 'Gülbahçe Kampüsü 7' }],
  MX: [
    { city: 'Guadalajara', province: 'Jalisco', country: 'MX', postalCode: '44100', street: 'Av. Juárez 976' },
    { city: 'Monterrey', province: 'Nuevo León', country: 'MX', postalCode: '64849', street: 'Av. Eugenio Garza Sada 2501' },
  ],
  DK: [{ city: 'Aarhus', province: 'Central Denmark', country: 'DK', postalCode: '8000', street: 'Nordre Ringgade 1' }],
  TW: [{ city: 'Hsinchu', province: 'Hsinchu', country: 'TW', postalCode: '300', street: '101 Kuang-Fu Road Sec. 2' }],
  NO: [{ city: 'Trondheim', province: 'Trøndelag', country: 'NO', postalCode: '7491', street: 'Høgskoleringen 1' }],
  MA: [{ city: 'Rabat', province: 'Rabat-Salé-Kénitra', country: 'MA', postalCode: '10000', street: '12 Avenue Mohammed V' }],
  DE: [{ city: 'Munich', province: 'Bavaria', country: 'DE', postalCode: '80333', street: 'Arcisstraße 21' }],
};

export interface UsPlace {
  city: string;
  state: string;
  zip: string;
}

export const US_STREETS: readonly string[] = [
  'Maple Avenue',
  'Cedar Street',
  'Willow Lane',
  'Lakeview Drive',
  'Harbor Boulevard',
  'Juniper Court',
  'Sycamore Road',
  'Granite Way',
  'Orchard Street',
  'Summit Avenue',
];

export interface CompanyFixture {
  key: string;
  dbaName: string;
  legalName: string;
  bio: string;
  typeOfBusiness: CompanyTypeOfBusiness;
  place: UsPlace;
  street: string;
  unit?: { type: UnitType; number: string };
  employees: number;
  grossIncome: number;
  foundedYear: number;
  industry: string;
  /** Extra worksites besides the headquarters. */
  worksites: readonly { label: string; place: UsPlace; street: string }[];
  /** Members besides the demo accounts: [full name, role, authorized signatory, job title]. */
  members: readonly (readonly [string, CompanyMemberRole, boolean, string])[];
  portalOnboarded: boolean;
}

export const COMPANIES: readonly CompanyFixture[] = [
  {
    key: 'northwind',
    dbaName: 'Northwind Robotics', // DEMO_COMPANY_NAME; checked when seeding
    legalName: 'Northwind Robotics, Inc.',
    bio: 'Northwind Robotics builds autonomous mobile robots for warehouses and hospitals, with perception software trained on millions of hours of fleet data.',
    typeOfBusiness: 'Technology',
    place: { city: 'Austin', state: 'TX', zip: '78701' },
    street: '500 Congress Avenue',
    unit: { type: 'FLR', number: '12' },
    employees: 240,
    grossIncome: 48_500_000,
    foundedYear: 2017,
    industry: 'Robotics',
    worksites: [
      { label: 'Pittsburgh field lab', place: { city: 'Pittsburgh', state: 'PA', zip: '15222' }, street: '2100 Smallman Street' },
    ],
    members: [['Rafael Ortiz', 'MEMBER', false, 'People Operations Manager']],
    portalOnboarded: true,
  },
  {
    key: 'helios',
    dbaName: 'Helios Grid Analytics',
    legalName: 'Helios Grid Analytics LLC',
    bio: 'Forecasting software that helps utilities balance solar and wind on the grid.',
    typeOfBusiness: 'Technology',
    place: { city: 'Denver', state: 'CO', zip: '80202' },
    street: '1600 Wynkoop Street',
    unit: { type: 'STE', number: '300' },
    employees: 85,
    grossIncome: 12_300_000,
    foundedYear: 2019,
    industry: 'Energy software',
    worksites: [],
    members: [
      ['Grace Holloway', 'ADMIN', true, 'Chief Operating Officer'],
      ['Marcus Webb', 'MEMBER', false, 'HR Business Partner'],
    ],
    portalOnboarded: true,
  },
  {
    key: 'lumen',
    dbaName: 'Lumen Bio Therapeutics',
    legalName: 'Lumen Bio Therapeutics, Inc.',
    bio: 'Clinical-stage company designing protein therapeutics with machine learning.',
    typeOfBusiness: 'Healthcare',
    place: { city: 'Cambridge', state: 'MA', zip: '02139' },
    street: '75 Binney Street',
    employees: 130,
    grossIncome: 6_200_000,
    foundedYear: 2016,
    industry: 'Biotechnology',
    worksites: [{ label: 'Wet lab', place: { city: 'Boston', state: 'MA', zip: '02210' }, street: '21 Drydock Avenue' }],
    members: [
      ['Helen Park-Mitchell', 'ADMIN', true, 'General Counsel'],
      ['Owen Gallagher', 'VIEWER', false, 'Finance Director'],
    ],
    portalOnboarded: true,
  },
  {
    key: 'cobalt',
    dbaName: 'Cobalt Ridge Software',
    legalName: 'Cobalt Ridge Software Corp.',
    bio: 'Developer tools for distributed databases, used by thousands of engineering teams.',
    typeOfBusiness: 'Technology',
    place: { city: 'Seattle', state: 'WA', zip: '98109' },
    street: '400 Dexter Avenue N',
    unit: { type: 'STE', number: '1450' },
    employees: 410,
    grossIncome: 96_000_000,
    foundedYear: 2012,
    industry: 'Developer tools',
    worksites: [
      { label: 'Remote (home office)', place: { city: 'Portland', state: 'OR', zip: '97209' }, street: '1120 NW Couch Street' },
    ],
    members: [
      ['Nathan Brooks', 'ADMIN', true, 'VP of Engineering'],
      ['Priscilla Vaughn', 'MEMBER', false, 'Immigration Program Lead'],
      ['Derek Lindgren', 'VIEWER', false, 'Controller'],
    ],
    portalOnboarded: true,
  },
  {
    key: 'quillstone',
    dbaName: 'Quillstone Media',
    legalName: 'Quillstone Media Studios LLC',
    bio: 'Independent studio producing animated series and interactive stories.',
    typeOfBusiness: 'Advertising',
    place: { city: 'Los Angeles', state: 'CA', zip: '90028' },
    street: '6255 Sunset Boulevard',
    employees: 60,
    grossIncome: 9_800_000,
    foundedYear: 2014,
    industry: 'Media and animation',
    worksites: [],
    members: [['Vivian Sato-Reyes', 'ADMIN', true, 'Head of Production']],
    portalOnboarded: false,
  },
  {
    key: 'atlas',
    dbaName: 'Atlas Freight Labs',
    legalName: 'Atlas Freight Labs, Inc.',
    bio: 'Route optimisation and autonomous trucking software for regional carriers.',
    typeOfBusiness: 'Automotive',
    place: { city: 'Chicago', state: 'IL', zip: '60607' },
    street: '1000 W Fulton Market',
    unit: { type: 'FLR', number: '4' },
    employees: 150,
    grossIncome: 21_000_000,
    foundedYear: 2018,
    industry: 'Logistics',
    worksites: [],
    members: [
      ['Brandon Kessler', 'ADMIN', true, 'Chief Executive Officer'],
      ['Tamsin Howell', 'MEMBER', false, 'Recruiting Lead'],
    ],
    portalOnboarded: true,
  },
  {
    key: 'kestrel',
    dbaName: 'Kestrel Health AI',
    legalName: 'Kestrel Health AI, Inc.',
    bio: 'Clinical decision support that flags sepsis risk hours earlier in hospital wards.',
    typeOfBusiness: 'Healthcare',
    place: { city: 'New York', state: 'NY', zip: '10011' },
    street: '85 Tenth Avenue',
    unit: { type: 'FLR', number: '7' },
    employees: 95,
    grossIncome: 14_700_000,
    foundedYear: 2020,
    industry: 'Health technology',
    worksites: [],
    members: [['Rebecca Thornton', 'ADMIN', true, 'Chief of Staff']],
    portalOnboarded: false,
  },
  {
    key: 'meridian',
    dbaName: 'Meridian Quantum',
    legalName: 'Meridian Quantum Technologies, Inc.',
    bio: 'Trapped-ion quantum computers and the control software that runs them.',
    typeOfBusiness: 'Engineering',
    place: { city: 'Boulder', state: 'CO', zip: '80302' },
    street: '3100 Marine Street',
    employees: 70,
    grossIncome: 4_100_000,
    foundedYear: 2019,
    industry: 'Quantum computing',
    worksites: [],
    members: [
      ['Colin Ashford', 'ADMIN', true, 'Chief Technology Officer'],
      ['June Albrecht', 'MEMBER', false, 'Operations Manager'],
    ],
    portalOnboarded: true,
  },
  {
    key: 'brightwater',
    dbaName: 'Brightwater Capital Partners',
    legalName: 'Brightwater Capital Partners LP',
    bio: 'Quantitative investment firm focused on climate and infrastructure markets.',
    typeOfBusiness: 'Finance',
    place: { city: 'Miami', state: 'FL', zip: '33131' },
    street: '801 Brickell Avenue',
    unit: { type: 'STE', number: '2200' },
    employees: 45,
    grossIncome: 38_000_000,
    foundedYear: 2011,
    industry: 'Investment management',
    worksites: [],
    members: [['Lorenzo Vitale', 'ADMIN', true, 'Managing Partner']],
    portalOnboarded: true,
  },
  {
    key: 'orbital',
    dbaName: 'Orbital Forge Aerospace',
    legalName: 'Orbital Forge Aerospace Corp.',
    bio: 'Additively manufactured rocket engines for small launch vehicles.',
    typeOfBusiness: 'Engineering',
    place: { city: 'Huntsville', state: 'AL', zip: '35806' },
    street: '4900 Research Drive',
    employees: 180,
    grossIncome: 27_500_000,
    foundedYear: 2015,
    industry: 'Aerospace',
    worksites: [{ label: 'Test stand', place: { city: 'McGregor', state: 'TX', zip: '76657' }, street: '1 Rocket Road' }],
    members: [
      ['Sabrina Cole', 'ADMIN', true, 'Director of People'],
      ['Gareth Doyle', 'VIEWER', false, 'Security Officer'],
    ],
    portalOnboarded: false,
  },
  {
    key: 'saffron',
    dbaName: 'Saffron & Sage Learning',
    legalName: 'Saffron and Sage Learning PBC',
    bio: 'Adaptive reading software used in over 2,000 public schools.',
    typeOfBusiness: 'Education',
    place: { city: 'Portland', state: 'OR', zip: '97209' },
    street: '1455 NW Irving Street',
    employees: 55,
    grossIncome: 5_600_000,
    foundedYear: 2018,
    industry: 'Education technology',
    worksites: [],
    members: [['Theo Lambert', 'ADMIN', true, 'Chief Executive Officer']],
    portalOnboarded: true,
  },
];

export interface BeneficiaryFixture {
  fullName: string;
  country: string;
  archetype: Archetype;
  /** Company key of the petitioner. */
  company: string;
  /** Visa class of the latest petition. */
  visa: 'o_1a' | 'o_1b' | 'eb_1a' | 'tn';
  field: string;
  role: string;
  salary: number;
  /** An earlier petition: [visa, status]. */
  earlier?: readonly ['o_1a' | 'o_1b', 'APPROVED' | 'DENIED' | 'ARCHIVED'];
}

/** Priya Sharma (a demo account) first; then ten per archetype in total. */
export const BENEFICIARIES: readonly BeneficiaryFixture[] = [
  {
    fullName: 'Priya Sharma',
    country: 'IN',
    archetype: 'software-engineer',
    company: 'northwind',
    visa: 'o_1a',
    field: 'Robot perception and computer vision',
    role: 'Staff Perception Engineer',
    salary: 215_000,
  },
  // Technology founders
  {
    fullName: 'Arjun Mehta',
    country: 'IN',
    archetype: 'technology-founder',
    company: 'helios',
    visa: 'eb_1a',
    field: 'Grid-scale energy forecasting',
    role: 'Co-founder and Chief Technology Officer',
    salary: 240_000,
    earlier: ['o_1a', 'APPROVED'],
  },
  {
    fullName: 'Lucas Ferreira',
    country: 'BR',
    archetype: 'technology-founder',
    company: 'atlas',
    visa: 'o_1a',
    field: 'Autonomous freight routing',
    role: 'Founder and Chief Executive Officer',
    salary: 225_000,
    earlier: ['o_1a', 'APPROVED'],
  },
  {
    fullName: 'Amara Okonkwo',
    country: 'NG',
    archetype: 'technology-founder',
    company: 'kestrel',
    visa: 'o_1a',
    field: 'Clinical machine learning',
    role: 'Co-founder and Chief Product Officer',
    salary: 205_000,
  },
  {
    fullName: 'Tomasz Nowak',
    country: 'PL',
    archetype: 'technology-founder',
    company: 'cobalt',
    visa: 'o_1a',
    field: 'Distributed database tooling',
    role: 'Founding Engineer and Head of Platform',
    salary: 260_000,
  },
  {
    fullName: 'Chiara Bianchi',
    country: 'IT',
    archetype: 'technology-founder',
    company: 'quillstone',
    visa: 'o_1b',
    field: 'Interactive animation',
    role: 'Creative Director',
    salary: 180_000,
  },
  {
    fullName: 'Kenji Watanabe',
    country: 'JP',
    archetype: 'technology-founder',
    company: 'orbital',
    visa: 'o_1a',
    field: 'Additive manufacturing for propulsion',
    role: 'Co-founder and VP of Propulsion',
    salary: 230_000,
  },
  {
    fullName: 'Leila Farouk',
    country: 'EG',
    archetype: 'technology-founder',
    company: 'saffron',
    visa: 'o_1a',
    field: 'Adaptive literacy software',
    role: 'Co-founder and Chief Learning Officer',
    salary: 175_000,
    earlier: ['o_1a', 'DENIED'],
  },
  {
    fullName: 'Santiago Herrera',
    country: 'MX',
    archetype: 'technology-founder',
    company: 'brightwater',
    visa: 'o_1a',
    field: 'Climate risk modelling',
    role: 'Founding Partner, Quantitative Research',
    salary: 310_000,
  },
  {
    fullName: 'Freya Lindqvist',
    country: 'SE',
    archetype: 'technology-founder',
    company: 'quillstone',
    visa: 'o_1b',
    field: 'Game and narrative design',
    role: 'Studio Co-founder and Game Director',
    salary: 170_000,
  },
  {
    fullName: 'Kwame Mensah',
    country: 'GH',
    archetype: 'technology-founder',
    company: 'atlas',
    visa: 'o_1a',
    field: 'Fleet telematics',
    role: 'Co-founder and Head of Hardware',
    salary: 210_000,
  },
  // Software engineers
  {
    fullName: 'Wei Zhang',
    country: 'CN',
    archetype: 'software-engineer',
    company: 'cobalt',
    visa: 'o_1a',
    field: 'Database query optimisation',
    role: 'Principal Software Engineer',
    salary: 285_000,
    earlier: ['o_1a', 'APPROVED'],
  },
  {
    fullName: 'Sofia Castillo',
    country: 'AR',
    archetype: 'software-engineer',
    company: 'helios',
    visa: 'o_1a',
    field: 'Time-series forecasting infrastructure',
    role: 'Senior Staff Engineer',
    salary: 235_000,
  },
  {
    fullName: 'Rohan Iyer',
    country: 'IN',
    archetype: 'software-engineer',
    company: 'northwind',
    visa: 'o_1a',
    field: 'Fleet orchestration software',
    role: 'Lead Software Engineer, Fleet Platform',
    salary: 225_000,
  },
  {
    fullName: 'Ana Lucia Costa',
    country: 'BR',
    archetype: 'software-engineer',
    company: 'kestrel',
    visa: 'o_1a',
    field: 'Healthcare data interoperability',
    role: 'Staff Software Engineer',
    salary: 220_000,
  },
  {
    fullName: 'Dmytro Kovalenko',
    country: 'UA',
    archetype: 'software-engineer',
    company: 'cobalt',
    visa: 'o_1a',
    field: 'Open-source developer tooling',
    role: 'Senior Software Engineer, Open Source',
    salary: 230_000,
    earlier: ['o_1a', 'ARCHIVED'],
  },
  {
    fullName: 'Hyun-woo Park',
    country: 'KR',
    archetype: 'software-engineer',
    company: 'northwind',
    visa: 'o_1a',
    field: 'Embedded robotics software',
    role: 'Senior Robotics Software Engineer',
    salary: 205_000,
  },
  {
    fullName: 'Émile Dubois',
    country: 'CA',
    archetype: 'software-engineer',
    company: 'saffron',
    visa: 'tn',
    field: 'Web application engineering',
    role: 'Software Engineer (Computer Systems Analyst)',
    salary: 150_000,
  },
  {
    fullName: 'Jessica Tremblay',
    country: 'CA',
    archetype: 'software-engineer',
    company: 'helios',
    visa: 'tn',
    field: 'Data engineering',
    role: 'Data Engineer (Computer Systems Analyst)',
    salary: 160_000,
  },
  {
    fullName: 'Minh Anh Tran',
    country: 'VN',
    archetype: 'software-engineer',
    company: 'cobalt',
    visa: 'o_1a',
    field: 'Distributed systems reliability',
    role: 'Site Reliability Engineering Lead',
    salary: 240_000,
  },
  // Critical employees
  {
    fullName: 'Mateo García',
    country: 'ES',
    archetype: 'critical-employee',
    company: 'orbital',
    visa: 'o_1a',
    field: 'Rocket engine test operations',
    role: 'Director of Test Operations',
    salary: 215_000,
    earlier: ['o_1a', 'APPROVED'],
  },
  {
    fullName: 'Aisha Karimi',
    country: 'GB',
    archetype: 'critical-employee',
    company: 'lumen',
    visa: 'o_1a',
    field: 'Clinical trial operations',
    role: 'Head of Clinical Operations',
    salary: 245_000,
  },
  {
    fullName: 'Yuki Nakamura',
    country: 'JP',
    archetype: 'critical-employee',
    company: 'brightwater',
    visa: 'o_1a',
    field: 'Quantitative risk management',
    role: 'Head of Risk',
    salary: 330_000,
  },
  {
    fullName: 'Nadia Petrova',
    country: 'BG',
    archetype: 'critical-employee',
    company: 'atlas',
    visa: 'o_1a',
    field: 'Logistics operations research',
    role: 'Director of Network Planning',
    salary: 200_000,
  },
  {
    fullName: 'Omar Farouk',
    country: 'EG',
    archetype: 'critical-employee',
    company: 'kestrel',
    visa: 'o_1a',
    field: 'Clinical product management',
    role: 'Group Product Manager',
    salary: 210_000,
  },
  {
    fullName: 'Ines Moreau',
    country: 'FR',
    archetype: 'critical-employee',
    company: 'quillstone',
    visa: 'o_1b',
    field: 'Animation production',
    role: 'Supervising Animation Producer',
    salary: 165_000,
    earlier: ['o_1b', 'APPROVED'],
  },
  {
    fullName: 'Emre Yilmaz',
    country: 'TR',
    archetype: 'critical-employee',
    company: 'meridian',
    visa: 'o_1a',
    field: 'Cryogenic systems engineering',
    role: 'Engineering Manager, Cryogenics',
    salary: 195_000,
  },
  {
    fullName: 'Valeria Ramírez',
    country: 'MX',
    archetype: 'critical-employee',
    company: 'lumen',
    visa: 'tn',
    field: 'Biostatistics',
    role: 'Senior Biostatistician (Mathematician)',
    salary: 145_000,
  },
  {
    fullName: 'Lars Eriksen',
    country: 'DK',
    archetype: 'critical-employee',
    company: 'orbital',
    visa: 'o_1a',
    field: 'Supply chain for aerospace manufacturing',
    role: 'Director of Supply Chain',
    salary: 190_000,
    earlier: ['o_1a', 'DENIED'],
  },
  {
    fullName: 'Carlos Alberto Mendoza',
    country: 'MX',
    archetype: 'critical-employee',
    company: 'atlas',
    visa: 'tn',
    field: 'Industrial engineering',
    role: 'Industrial Engineer',
    salary: 135_000,
  },
  // Researchers and scientists
  {
    fullName: 'Elena Marchetti',
    country: 'IT',
    archetype: 'researcher-scientist',
    company: 'lumen',
    visa: 'o_1a',
    field: 'Computational protein design',
    role: 'Principal Scientist, Protein Design',
    salary: 210_000,
  },
  {
    fullName: 'Hiroshi Sato',
    country: 'JP',
    archetype: 'researcher-scientist',
    company: 'meridian',
    visa: 'eb_1a',
    field: 'Trapped-ion quantum computing',
    role: 'Senior Research Scientist',
    salary: 220_000,
    earlier: ['o_1a', 'APPROVED'],
  },
  {
    fullName: 'Mei-Ling Wu',
    country: 'TW',
    archetype: 'researcher-scientist',
    company: 'meridian',
    visa: 'o_1a',
    field: 'Quantum error correction',
    role: 'Research Scientist',
    salary: 190_000,
  },
  {
    fullName: 'Kofi Boateng',
    country: 'GH',
    archetype: 'researcher-scientist',
    company: 'kestrel',
    visa: 'eb_1a',
    field: 'Medical time-series modelling',
    role: 'Director of Machine Learning Research',
    salary: 250_000,
  },
  {
    fullName: 'Ingrid Andersen',
    country: 'NO',
    archetype: 'researcher-scientist',
    company: 'northwind',
    visa: 'o_1a',
    field: 'Simultaneous localisation and mapping',
    role: 'Research Scientist, Mapping',
    salary: 200_000,
  },
  {
    fullName: 'Rafael Oliveira Santos',
    country: 'BR',
    archetype: 'researcher-scientist',
    company: 'helios',
    visa: 'o_1a',
    field: 'Power systems optimisation',
    role: 'Research Lead, Grid Optimisation',
    salary: 195_000,
  },
  {
    fullName: 'Sung-min Kim',
    country: 'KR',
    archetype: 'researcher-scientist',
    company: 'lumen',
    visa: 'o_1a',
    field: 'Structural biology',
    role: 'Senior Scientist, Structural Biology',
    salary: 185_000,
    earlier: ['o_1a', 'ARCHIVED'],
  },
  {
    fullName: 'Fatima Zahra Benali',
    country: 'MA',
    archetype: 'researcher-scientist',
    company: 'saffron',
    visa: 'o_1a',
    field: 'Computational linguistics',
    role: 'Lead Research Scientist, Reading Science',
    salary: 170_000,
  },
  {
    fullName: 'Anders Fischer',
    country: 'DE',
    archetype: 'researcher-scientist',
    company: 'orbital',
    visa: 'eb_1a',
    field: 'Combustion physics',
    role: 'Chief Scientist, Combustion',
    salary: 235_000,
  },
  {
    fullName: 'Ananya Krishnan',
    country: 'IN',
    archetype: 'researcher-scientist',
    company: 'brightwater',
    visa: 'o_1a',
    field: 'Climate econometrics',
    role: 'Senior Quantitative Researcher',
    salary: 260_000,
  },
];

/** Provider staff besides the demo staff admin: [full name, job title]. */
export const STAFF: readonly (readonly [string, string])[] = [
  ['Jordan Ellis', 'Operations Associate'],
  ['Samira Khan', 'Customer Success Manager'],
  ['Taylor Brooks', 'Operations Associate'],
  ['Diego Alvarez', 'Customer Success Manager'],
  ['Hannah Lee', 'Immigration Attorney'],
];

export interface EntityFixture {
  type: Exclude<EntityType, 'USER' | 'COMPANY'>;
  name: string;
  data: Record<string, unknown>;
}

export const ENTITIES: readonly EntityFixture[] = [
  {
    type: 'AWARD',
    name: 'Ada Prize for Applied Robotics',
    data: {
      description: 'Annual international prize for deployed robotics research with real-world impact.',
      selection_criteria: 'Nominated by peers; chosen by a panel of ten senior researchers; one to three winners a year.',
      awarding_body: 'Ada Robotics Foundation',
      scope: 'international',
      number_of_recipients: 3,
      number_of_applicants: 420,
      website_url: 'https://adaprize.example',
    },
  },
  {
    type: 'AWARD',
    name: 'Northern Lights Young Innovator Award',
    data: {
      description: 'National award for innovators under 35 in energy and climate technology.',
      selection_criteria: 'Open call; shortlist reviewed by industry judges; 5% acceptance rate.',
      scope: 'national',
      number_of_recipients: 20,
      number_of_applicants: 400,
      website_url: 'https://northernlights-awards.example',
    },
  },
  {
    type: 'AWARD',
    name: 'Global Climate Tech Challenge Grand Prize',
    data: {
      description: 'Competition for climate software start-ups with a $250,000 grand prize.',
      selection_criteria: 'Three judging rounds by investors and utility executives.',
      scope: 'international',
      prize_amount_usd: 250000,
      website_url: 'https://climatechallenge.example',
    },
  },
  {
    type: 'AWARD',
    name: 'Helix Award for Computational Biology',
    data: {
      description: 'Recognises outstanding early-career computational biologists.',
      selection_criteria: 'Nomination by two society fellows; committee review.',
      scope: 'international',
      number_of_recipients: 2,
    },
  },
  {
    type: 'JUDGING_ENTITY',
    name: 'International Conference on Machine Perception, Program Committee',
    data: {
      description: 'Peer-reviewed conference on perception for robots and vehicles.',
      selection_criteria: 'Program committee members are invited by the chairs based on publication record.',
      judging_role: 'program committee',
      submissions_reviewed: 14,
    },
  },
  {
    type: 'JUDGING_ENTITY',
    name: 'Founders Forge Pitch Competition 2024',
    data: {
      description: 'Regional start-up pitch competition with 300 applicants.',
      selection_criteria: 'Judges are experienced founders and investors.',
      judging_role: 'judge',
      year: 2024,
    },
  },
  {
    type: 'JUDGING_ENTITY',
    name: 'Open Robotics Hackathon Judging Panel',
    data: {
      description: 'Annual 48-hour robotics hackathon.',
      selection_criteria: 'Panel of five judges from industry and academia.',
      judging_role: 'panelist',
    },
  },
  {
    type: 'LOCATION',
    name: 'Austin, Texas (Northwind headquarters)',
    data: {
      description: 'Main worksite of Northwind Robotics.',
      selection_criteria: '',
      street: '500 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postal_code: '78701',
      is_worksite: true,
    },
  },
  {
    type: 'LOCATION',
    name: 'Seattle, Washington',
    data: {
      description: 'Cobalt Ridge Software headquarters.',
      selection_criteria: '',
      city: 'Seattle',
      state: 'WA',
      country: 'US',
      is_worksite: true,
    },
  },
  {
    type: 'LOCATION',
    name: 'Boulder, Colorado',
    data: {
      description: 'Meridian Quantum laboratory.',
      selection_criteria: '',
      city: 'Boulder',
      state: 'CO',
      country: 'US',
      is_worksite: true,
    },
  },
  {
    type: 'MEMBERSHIP',
    name: 'Institute of Autonomous Systems, Fellow',
    data: {
      description: 'Professional society for autonomous systems engineers.',
      selection_criteria: 'Fellowship requires nomination and review of outstanding achievements by existing fellows.',
      membership_level: 'Fellow',
      acceptance_rate_percent: 4,
    },
  },
  {
    type: 'MEMBERSHIP',
    name: 'Society for Computational Biology Research, Senior Member',
    data: {
      description: 'International society of computational biologists.',
      selection_criteria: 'Senior membership requires ten years of contributions and two sponsor letters.',
      membership_level: 'Senior Member',
    },
  },
  {
    type: 'PRESS_PUBLISHER',
    name: 'The Bay Ledger',
    data: {
      description: 'Daily business newspaper.',
      selection_criteria: '',
      outlet_type: 'newspaper',
      circulation: 410000,
      monthly_visitors: 18000000,
      country: 'US',
      website_url: 'https://bayledger.example',
    },
  },
  {
    type: 'PRESS_PUBLISHER',
    name: 'Metro Tech Daily',
    data: {
      description: 'Online technology news site.',
      selection_criteria: '',
      outlet_type: 'online',
      monthly_visitors: 9500000,
      country: 'US',
      website_url: 'https://metrotechdaily.example',
    },
  },
  {
    type: 'PRESS_PUBLISHER',
    name: 'Frontier Science Weekly',
    data: {
      description: 'Weekly science magazine.',
      selection_criteria: '',
      outlet_type: 'magazine',
      circulation: 220000,
      country: 'GB',
      website_url: 'https://frontierscience.example',
    },
  },
  {
    type: 'ROLE',
    name: 'Head of Perception, Northwind Robotics',
    data: {
      description: 'Leads the 30-person perception team.',
      selection_criteria: '',
      title: 'Head of Perception',
      organization: 'Northwind Robotics',
      start_date: '2021-03-01',
      reports_to: 'Chief Technology Officer',
    },
  },
  {
    type: 'ROLE',
    name: 'Principal Engineer, Cobalt Ridge Software',
    data: {
      description: 'Technical lead of the query engine.',
      selection_criteria: '',
      title: 'Principal Engineer',
      organization: 'Cobalt Ridge Software',
      start_date: '2019-07-15',
    },
  },
  {
    type: 'ROLE',
    name: 'Chief Scientist, Meridian Quantum',
    data: {
      description: 'Sets the research agenda of the company.',
      selection_criteria: '',
      title: 'Chief Scientist',
      organization: 'Meridian Quantum',
      start_date: '2020-01-06',
    },
  },
  {
    type: 'AUTHORSHIP_PUBLISHER',
    name: 'Journal of Applied Machine Perception',
    data: {
      description: 'Peer-reviewed journal.',
      selection_criteria: 'Double-blind peer review; 18% acceptance rate.',
      publisher_type: 'journal',
      impact_factor: 7.4,
      peer_reviewed: true,
    },
  },
  {
    type: 'AUTHORSHIP_PUBLISHER',
    name: 'Proceedings of the Symposium on Distributed Systems',
    data: {
      description: 'Top venue for distributed systems research.',
      selection_criteria: 'Program committee review; 16% acceptance rate.',
      publisher_type: 'conference',
      h5_index: 61,
      peer_reviewed: true,
    },
  },
  {
    type: 'VC',
    name: 'Granite Peak Ventures',
    data: {
      description: 'Early-stage venture firm investing in industrial technology.',
      selection_criteria: 'Invests in fewer than 1% of companies it reviews.',
      fund_size_usd: 450000000,
      investment_stage: 'series A',
      website_url: 'https://granitepeak.example',
    },
  },
  {
    type: 'VC',
    name: 'Lakeshore Seed Partners',
    data: {
      description: 'Seed fund backing technical founders.',
      selection_criteria: 'Twelve investments a year from about 3,000 applications.',
      fund_size_usd: 120000000,
      investment_stage: 'seed',
    },
  },
];

export const PROJECT_MANAGEMENT_STATUSES = [
  'On track',
  'Waiting on client',
  'Waiting on expert letters',
  'At risk',
  'Ready for review',
] as const;

export const NOTE_TEXTS: readonly string[] = [
  'Kickoff call done. Beneficiary will upload pay stubs and the offer letter this week.',
  'Expert letter from the university advisor is still missing; followed up by e-mail.',
  'Please upload the last three pay stubs, not the annual summary.',
  'Uploaded the signed offer letter. Let me know if you need anything else!',
  'Attorney flagged the press module as thin; consider adding the conference keynote coverage.',
  'Petitioner confirmed the worksite address and the salary figures.',
  'Passport expires in eight months; advise renewing before consular processing.',
  'Draft support letter sent to the authorized signatory for review.',
  'Org chart needs to fit on one page; asked the HR contact for a simplified version.',
  'Client asked whether premium processing is worth it; explained the 15-business-day clock.',
  'Received the RFE; evidence of distinguished reputation is the main gap.',
  'Thanks, I added two more articles with their circulation numbers.',
];

/** Free-text tasks staff give a customer: whose task it is, and the page it opens (null: none). */
export const TASK_TEXTS: readonly { content: string; party: 'BENEFICIARY' | 'PETITIONER'; link: string | null }[] = [
  { content: 'Upload your last three pay stubs', party: 'BENEFICIARY', link: '/onboarding/beneficiary' },
  { content: 'Confirm the dates of your current employment', party: 'BENEFICIARY', link: '/onboarding/beneficiary' },
  { content: 'Send us the contact details of two expert letter signatories', party: 'BENEFICIARY', link: null },
  { content: 'Upload the English translation of your degree certificate', party: 'BENEFICIARY', link: '/docs' },
  { content: 'Review and approve the draft exhibit descriptions', party: 'BENEFICIARY', link: null },
  { content: 'Upload the passport biographic page', party: 'BENEFICIARY', link: '/docs' },
  { content: 'Provide links to press coverage about your work', party: 'BENEFICIARY', link: '/onboarding/beneficiary' },
  { content: 'Sign the G-28 form', party: 'PETITIONER', link: null },
];
