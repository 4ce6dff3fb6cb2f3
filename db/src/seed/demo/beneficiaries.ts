import { makeEmployment, makeEntity } from '../factories/index.ts';
import { BENEFICIARIES, FOREIGN_PLACES, US_STREETS, type BeneficiaryFixture } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import type { EntityIndex } from './entities.ts';
import { addUser, addUserData, demoAccount } from './people.ts';
import type { BeneficiaryRecord, CompanyRecord } from './records.ts';
import { PAST_EMPLOYERS, PAST_POSITIONS } from './story-data.ts';
import { firstName, lastName, slug } from './text.ts';

/** The forty beneficiaries (the first is the beneficiary demo account): profile, passport, jobs and entity. */
export function buildBeneficiaries(
  ctx: DemoContext,
  companies: ReadonlyMap<string, CompanyRecord>,
  entities: EntityIndex,
): BeneficiaryRecord[] {
  const beneficiaryAccount = demoAccount('beneficiary');
  return BENEFICIARIES.map((fixture, index) => {
    const isPriya = index === 0;
    if (isPriya && fixture.fullName !== beneficiaryAccount.fullName) {
      throw new Error('The first demo beneficiary must be the beneficiary demo account');
    }
    const company = companies.get(fixture.company);
    if (!company) throw new Error(`Unknown demo company ${fixture.company}`);
    return addBeneficiary(ctx, fixture, company, entities, isPriya ? beneficiaryAccount : undefined);
  });
}

function addBeneficiary(
  ctx: DemoContext,
  fixture: BeneficiaryFixture,
  company: CompanyRecord,
  entities: EntityIndex,
  account: { email: string; sub: string } | undefined,
): BeneficiaryRecord {
  const { rng, at, dateOf } = ctx;
  const places = FOREIGN_PLACES[fixture.country];
  if (!places) throw new Error(`No demo places for ${fixture.country}`);
  const birthPlace = rng.pick(places);
  const foreign = rng.pick(places);
  const inUs = fixture.visa !== 'tn' && rng.chance(0.8);
  const createdDaysAgo = rng.int(120, 420);
  const person = addUser(ctx, {
    fullName: fixture.fullName,
    email: account ? account.email : `${slug(firstName(fixture.fullName))}.${slug(lastName(fixture.fullName))}@mail.example`,
    sub: account ? account.sub : undefined,
    archetype: fixture.archetype,
    bio: `${firstName(fixture.fullName)} works in ${fixture.field.toLowerCase()} as ${fixture.role} at ${company.fixture.dbaName}.`,
    portalOnboarded: true,
    createdDaysAgo,
  });
  const usPlace = company.fixture.place;
  const usStreet = `${rng.int(100, 9999)} ${rng.pick(US_STREETS)}`;
  const usUnit = rng.chance(0.6) ? `Apt ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C', ''])}` : null;
  const birthYear = rng.int(1980, 1997);
  const issuedDaysAgo = rng.int(200, 2800);
  const words = fixture.fullName.split(' ');
  const hasOtherName = !account && rng.chance(0.2);
  addUserData(ctx, {
    user_id: person.id,
    city_birth: birthPlace.city,
    country_birth: birthPlace.country,
    province_birth: birthPlace.province,
    date_of_birth: `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    city_foreign_address: foreign.city,
    country_foreign_address: foreign.country,
    province_foreign_address: foreign.province,
    state_foreign_address: null,
    postal_code_foreign_address: foreign.postalCode,
    street_number_street_name_foreign_address: foreign.street,
    city_us_residential_address: inUs ? usPlace.city : null,
    state_us_residential_address: inUs ? usPlace.state : null,
    street_number_street_name_us_residential_address: inUs ? usStreet + (usUnit ? `, ${usUnit}` : '') : null,
    zip_code_us_residential_address: inUs ? usPlace.zip : null,
    phone_number: `+1 (${rng.int(201, 989)}) 555-01${rng.digits(2)}`,
    role: fixture.role,
    us_role_title: fixture.role,
    linkedin_url: `https://linkedin.example/in/${slug(fixture.fullName)}`,
    personal_url: rng.chance(0.4) ? `https://${slug(fixture.fullName)}.example` : null,
    addresses: [
      {
        street: foreign.street,
        street2: null,
        city: foreign.city,
        province: foreign.province,
        country: foreign.country,
        postalCode: foreign.postalCode,
        createdAt: at(createdDaysAgo),
      },
      ...(inUs
        ? [
            {
              street: usStreet,
              street2: usUnit,
              city: usPlace.city,
              province: usPlace.state,
              country: 'US',
              postalCode: usPlace.zip,
              createdAt: at(createdDaysAgo - 1),
            },
          ]
        : []),
    ],
    other_names: hasOtherName
      ? [{ firstName: words[0], middleName: null, lastName: rng.pick(['Almeida', 'Novak', 'Haddad', 'Lindberg', 'Moretti']) }]
      : rng.chance(0.7)
        ? []
        : null,
    passport_number: `${fixture.country.slice(0, 1)}${rng.digits(8)}`,
    city_of_issue: foreign.city,
    country_of_issue: fixture.country,
    date_of_issue: dateOf(issuedDaysAgo),
    expiration_date: dateOf(issuedDaysAgo - 3650),
    place_of_birth: `${birthPlace.city}, ${birthPlace.country}`,
    surname: words.slice(words.length > 2 ? 2 : 1).join(' '),
    given_name: words[0] ?? '',
    passport_middle_name: words.length > 2 ? (words[1] ?? null) : null,
    sex: fixture.sex ?? null,
  });
  addEmployments(ctx, fixture, person.id, company, foreign, createdDaysAgo);

  const entityId = rng.uuid();
  ctx.add(
    'additional_entities',
    makeEntity({
      id: entityId,
      name: fixture.fullName,
      type: 'USER',
      data: {
        description: `${fixture.role} at ${company.fixture.dbaName}; works in ${fixture.field.toLowerCase()}.`,
        selection_criteria: '',
        headline: fixture.role,
        citizenship: fixture.country,
      },
      user_id: person.id,
      company_id: null,
      created_at: at(createdDaysAgo),
      updated_at: at(createdDaysAgo),
    }),
  );
  entities.add('USER', { id: entityId, name: fixture.fullName });
  return { ...person, fixture, company, birthPlace, inUs, entityId };
}

/** Employment: the petitioner, then one or two earlier jobs abroad. */
function addEmployments(
  ctx: DemoContext,
  fixture: BeneficiaryFixture,
  userId: string,
  company: CompanyRecord,
  foreign: { city: string; country: string },
  createdDaysAgo: number,
): void {
  const { rng, at, dateOf } = ctx;
  const startDaysAgo = fixture.visa === 'tn' ? -rng.int(30, 90) : rng.int(400, 2000);
  ctx.add(
    'user_employments',
    makeEmployment({
      id: rng.uuid(),
      user_id: userId,
      company_id: company.id,
      company_name: company.fixture.dbaName,
      position: fixture.role,
      start_date: dateOf(startDaysAgo),
      end_date: null,
      is_current: fixture.visa !== 'tn',
      city: company.fixture.place.city,
      country: 'US',
      salary: fixture.salary,
      salary_frequency: 'annual',
      other_compensation: {
        equityAndStandardBenefits: true,
        otherGuaranteedPay: rng.chance(0.3),
        other: rng.chance(0.2) ? 'Annual performance bonus up to 15%' : '',
      },
      is_full_time: true,
      hours_per_week: 40,
      created_at: at(createdDaysAgo - 2),
      updated_at: at(createdDaysAgo - 2),
    }),
  );
  let endDaysAgo = Math.max(startDaysAgo, 0) + rng.int(10, 60);
  for (let job = 0; job < rng.int(1, 2); job++) {
    const jobStart = endDaysAgo + rng.int(500, 1500);
    ctx.add(
      'user_employments',
      makeEmployment({
        id: rng.uuid(),
        user_id: userId,
        company_id: null,
        company_name: rng.pick(PAST_EMPLOYERS),
        position: rng.pick(PAST_POSITIONS),
        start_date: dateOf(jobStart),
        end_date: dateOf(endDaysAgo),
        is_current: false,
        city: foreign.city,
        country: foreign.country,
        salary: rng.int(40, 140) * 1000,
        salary_frequency: 'annual',
        other_compensation: { equityAndStandardBenefits: rng.chance(0.5), otherGuaranteedPay: false, other: '' },
        is_full_time: true,
        hours_per_week: 40,
        created_at: at(createdDaysAgo - 2),
        updated_at: at(createdDaysAgo - 2),
      }),
    );
    endDaysAgo = jobStart + rng.int(10, 90);
  }
}
