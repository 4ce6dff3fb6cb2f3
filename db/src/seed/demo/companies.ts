import { DEMO_COMPANY_NAME, type CompanyDocumentType } from '@app/domain';
import { makeCompany, makeCompanyDocument, makeCompanyMember, makeCompanyOffice, makeEntity } from '../factories/index.ts';
import { COMPANIES, type CompanyFixture } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import { addUser, addUserData, demoAccount } from './people.ts';
import type { CompanyRecord, Person } from './records.ts';
import { firstName, lastName, slug } from './text.ts';

/** The petitioners: each company with its offices, its team (Northwind's holds two demo accounts) and its entity. */
export function buildCompanies(ctx: DemoContext): Map<string, CompanyRecord> {
  const companies = new Map<string, CompanyRecord>();
  COMPANIES.forEach((fixture, index) => {
    const record = addCompany(ctx, fixture, 700 - index * 40);
    companies.set(fixture.key, record);
  });
  return companies;
}

function addCompany(ctx: DemoContext, fixture: CompanyFixture, createdDaysAgo: number): CompanyRecord {
  const { rng, at } = ctx;
  const id = rng.uuid();
  const createdAt = at(createdDaysAgo);
  const phone = `+1 (${rng.int(201, 989)}) 555-01${rng.digits(2)}`;
  ctx.add(
    'companies',
    makeCompany({
      id,
      dba_name: fixture.dbaName,
      legal_name: fixture.legalName,
      bio: fixture.bio,
      phone_number: phone,
      ein: `${rng.digits(2)}-${rng.digits(7)}`,
      website_url: `https://${slug(fixture.dbaName)}.example`,
      portal_onboarded: fixture.portalOnboarded,
      country: 'US',
      state: fixture.place.state,
      city: fixture.place.city,
      street_number_street_name_business_address: fixture.street,
      unit_number: fixture.unit?.number ?? null,
      unit_type: fixture.unit?.type ?? null,
      zip_code: fixture.place.zip,
      is_business_address_worksite: fixture.worksites.length === 0 || rng.chance(0.5),
      company_type_of_business: fixture.typeOfBusiness,
      current_number_of_employees: fixture.employees,
      year_established: fixture.foundedYear,
      company_gross_annual_income: fixture.grossIncome,
      company_net_annual_income: Math.round(fixture.grossIncome * (rng.int(-15, 22) / 100)),
      created_at: createdAt,
      updated_at: createdAt,
    }),
  );
  ctx.add(
    'company_offices',
    makeCompanyOffice({
      id: rng.uuid(),
      company_id: id,
      label: 'Headquarters',
      street: fixture.street,
      street2: null,
      unit_type: fixture.unit?.type ?? null,
      unit_number: fixture.unit?.number ?? null,
      city: fixture.place.city,
      state: fixture.place.state,
      country: 'US',
      postal_code: fixture.place.zip,
      is_employee_worksite: true,
      created_at: createdAt,
    }),
  );
  for (const site of fixture.worksites) {
    ctx.add(
      'company_offices',
      makeCompanyOffice({
        id: rng.uuid(),
        company_id: id,
        label: site.label,
        street: site.street,
        street2: null,
        unit_type: null,
        unit_number: null,
        city: site.place.city,
        state: site.place.state,
        country: 'US',
        postal_code: site.place.zip,
        is_employee_worksite: true,
        created_at: at(createdDaysAgo - 30),
      }),
    );
  }

  const members = addTeam(ctx, fixture, createdDaysAgo);
  for (const member of members) {
    ctx.add(
      'company_members',
      makeCompanyMember({
        company_id: id,
        user_id: member.person.id,
        role: member.role,
        is_authorized_signatory: member.signatory,
        created_at: at(createdDaysAgo - 1),
      }),
    );
    addUserData(ctx, {
      user_id: member.person.id,
      role: member.title,
      phone_number: `+1 (${rng.int(201, 989)}) 555-01${rng.digits(2)}`,
      linkedin_url: `https://linkedin.example/in/${slug(member.person.fullName)}`,
    });
  }
  const admin = members.find((member) => member.role === 'ADMIN');
  if (!admin) throw new Error(`Company ${fixture.dbaName} needs an ADMIN member`);
  const entityId = rng.uuid();
  ctx.add(
    'additional_entities',
    makeEntity({
      id: entityId,
      name: fixture.dbaName,
      type: 'COMPANY',
      data: {
        description: fixture.bio,
        selection_criteria: '',
        industry: fixture.industry,
        founded_year: fixture.foundedYear,
        headquarters: `${fixture.place.city}, ${fixture.place.state}`,
        employee_count: fixture.employees,
        website_url: `https://${slug(fixture.dbaName)}.example`,
      },
      user_id: null,
      company_id: id,
      created_at: createdAt,
      updated_at: createdAt,
    }),
  );
  return { id, fixture, adminId: admin.person.id, memberIds: members.map((m) => m.person.id), entityId };
}

interface TeamMember {
  person: Person;
  role: CompanyFixture['members'][number][1];
  signatory: boolean;
  title: string;
}

/** The company's contacts; the first company's team starts with the employer admin and viewer demo accounts. */
function addTeam(ctx: DemoContext, fixture: CompanyFixture, createdDaysAgo: number): TeamMember[] {
  const members: TeamMember[] = [];
  if (fixture.key === 'northwind') {
    if (fixture.dbaName !== DEMO_COMPANY_NAME) throw new Error('The first demo company must be DEMO_COMPANY_NAME');
    const employerAccount = demoAccount('employerAdmin');
    const viewerAccount = demoAccount('companyViewer');
    members.push({
      person: addUser(ctx, {
        fullName: employerAccount.fullName,
        email: employerAccount.email,
        sub: employerAccount.sub,
        portalOnboarded: true,
        createdDaysAgo: createdDaysAgo - 2,
      }),
      role: 'ADMIN',
      signatory: true,
      title: 'VP of People and Operations',
    });
    members.push({
      person: addUser(ctx, {
        fullName: viewerAccount.fullName,
        email: viewerAccount.email,
        sub: viewerAccount.sub,
        portalOnboarded: true,
        createdDaysAgo: createdDaysAgo - 20,
      }),
      role: 'VIEWER',
      signatory: false,
      title: 'Finance Manager',
    });
  }
  for (const [fullName, role, signatory, title] of fixture.members) {
    members.push({
      person: addUser(ctx, {
        fullName,
        email: `${slug(firstName(fullName))}.${slug(lastName(fullName))}@${slug(fixture.dbaName)}.example`,
        portalOnboarded: fixture.portalOnboarded,
        createdDaysAgo: createdDaysAgo - ctx.rng.int(1, 25),
      }),
      role,
      signatory,
      title,
    });
  }
  return members;
}

/** Incorporation and tax documents for every company, and a few more for some. */
export function buildCompanyDocuments(ctx: DemoContext, companies: ReadonlyMap<string, CompanyRecord>): void {
  const { rng, at } = ctx;
  for (const company of companies.values()) {
    const types: CompanyDocumentType[] = ['ARTICLES_OF_INCORPORATION', 'TAX_ID_FEIN_DOCUMENT'];
    if (company.fixture.key === 'northwind') types.push('FUNDING_DOCUMENT', 'BANK_STATEMENT');
    else if (rng.chance(0.5))
      types.push(rng.pick(['FUNDING_DOCUMENT', 'TERM_SHEET', 'BANK_STATEMENT', 'COMPANY_OVERVIEW'] as const));
    if (company.fixture.key === 'quillstone') types.push('FOREIGN_QUALIFICATION');
    types.forEach((type, index) => {
      const label = type.toLowerCase().replaceAll('_', '-');
      const fileId = ctx.addFile({
        name: `${slug(company.fixture.dbaName)}-${label}.pdf`,
        kind: 'pdf',
        ownerId: company.adminId,
        createdAt: at(300 - index * 5),
        title: `${type
          .replaceAll('_', ' ')
          .toLowerCase()
          .replace(/^\w/, (c) => c.toUpperCase())}: ${company.fixture.legalName}`,
        lines: [`Company: ${company.fixture.legalName}`, `${company.fixture.place.city}, ${company.fixture.place.state}`],
      });
      ctx.add(
        'company_documents',
        makeCompanyDocument({
          company_id: company.id,
          file_id: fileId,
          type,
          visible: !(company.fixture.key === 'cobalt' && type === 'TAX_ID_FEIN_DOCUMENT'),
          created_at: at(300 - index * 5),
        }),
      );
    });
  }
}
