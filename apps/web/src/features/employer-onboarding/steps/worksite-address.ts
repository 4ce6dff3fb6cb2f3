/** The worksite's one-line address lives in the domain: the petition page and Entities (staff) show it the same way. */
export { worksiteAddressLine, type WorksiteAddressParts } from '@app/domain';
