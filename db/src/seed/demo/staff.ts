import { makeAdmin } from '../factories/index.ts';
import { STAFF } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import { addUser, addUserData, demoAccount } from './people.ts';
import type { Person, StaffRecords } from './records.ts';
import { firstName, lastName, slug } from './text.ts';

/** The provider's staff: the staff admin demo account and the fixture staff, all admins. */
export function buildStaff(ctx: DemoContext): StaffRecords {
  const staffAdminAccount = demoAccount('staffAdmin');
  const staffAdmin = addUser(ctx, {
    fullName: staffAdminAccount.fullName,
    email: staffAdminAccount.email,
    sub: staffAdminAccount.sub,
    portalOnboarded: true,
    createdDaysAgo: 900,
  });
  const staff: Person[] = [staffAdmin];
  addUserData(ctx, { user_id: staffAdmin.id, role: 'Head of Operations', phone_number: '+1 (415) 555-0100' });
  STAFF.forEach(([fullName, title], index) => {
    const person = addUser(ctx, {
      fullName,
      email: `${slug(firstName(fullName))}.${slug(lastName(fullName))}@staff.petition-studio.example`,
      portalOnboarded: true,
      createdDaysAgo: 800 - index * 60,
    });
    staff.push(person);
    addUserData(ctx, {
      user_id: person.id,
      role: title,
      phone_number: `+1 (415) 555-01${String(index + 1).padStart(2, '0')}`,
    });
  });
  for (const person of staff) {
    const createdAt = ctx.rows.users.find((user) => user.id === person.id)?.created_at;
    ctx.add('admins', makeAdmin({ user_id: person.id, created_at: typeof createdAt === 'string' ? createdAt : ctx.at(800) }));
  }
  return {
    staffAdmin,
    staff,
    operationsAssociates: staff.filter((_, index) => index === 0 || STAFF[index - 1]?.[1] === 'Operations Associate'),
    successManagers: staff.filter((_, index) => index > 0 && STAFF[index - 1]?.[1] === 'Customer Success Manager'),
  };
}
