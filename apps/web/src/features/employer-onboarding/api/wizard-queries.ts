import { graphql } from '@/lib/gql/index.ts';

/** Everything the wizard shows for one company, in one round trip. */
export const EmployerWizardQuery = graphql(`
  query EmployerWizard($companyId: UUID!) {
    currentUser {
      id
      firstName
      # Not on the form: kept when the contact saves their first and last name (the full name is saved whole).
      middleName
      lastName
      email
      userDatumByUserId {
        phoneNumber
        role
      }
    }
    companyById(id: $companyId) {
      id
      dbaName
      streetNumberStreetNameBusinessAddress
      unitType
      unitNumber
      city
      state
      country
      zipCode
      isBusinessAddressWorksite
      companyTypeOfBusiness
      currentNumberOfEmployees
      yearEstablished
      naicsCode
      dateEstablished
      # The I-129's company facts the wizard asks for (the mailing address and Employer History steps).
      phoneNumber
      ein
      companyGrossAnnualIncome
      companyNetAnnualIncome
      portalOnboarded
      companyMembersByCompanyId(first: 10) {
        nodes {
          userId
          role
          isAuthorizedSignatory
          userByUserId {
            id
            fullName
            email
          }
        }
      }
      companyOfficesByCompanyId(condition: { isEmployeeWorksite: true }, orderBy: CREATED_AT_ASC) {
        nodes {
          id
          label
          street
          unitType
          unitNumber
          city
          state
          country
          postalCode
          # Every petition that has it as its worksite (not only the latest ones): while there is one, it cannot be
          # deleted (migration 0095), and the step says whose petition it is.
          petitionsByWorksiteOfficeId(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) {
            nodes {
              id
              visaClassLabel
              userByBeneficiaryId {
                id
                fullName
              }
            }
          }
        }
      }
      companyDocumentsByCompanyId(orderBy: CREATED_AT_ASC) {
        nodes {
          type
          fileByFileId {
            id
            name
          }
        }
      }
      petitionsByCompanyId(condition: { latestPetition: true }, orderBy: CREATED_AT_DESC) {
        nodes {
          id
          status
          metadata
          beneficiaryId
          visaClassLabel
          worksiteOfficeId
          userByBeneficiaryId {
            id
            fullName
          }
          userEmployments: userByBeneficiaryId {
            userEmploymentsByUserId(condition: { companyId: $companyId }, orderBy: CREATED_AT_DESC, first: 1) {
              nodes {
                id
                position
                salary
                salaryFrequency
                startDate
                isFullTime
                hoursPerWeek
                otherCompensation
              }
            }
          }
        }
      }
    }
    employerOnboardingByCompanyId(companyId: $companyId) {
      step
      items
      answers
    }
  }
`);

export const SaveEmployerOnboardingMutation = graphql(`
  mutation SaveEmployerOnboarding($companyId: UUID!, $step: String!, $items: JSON!, $answers: JSON!) {
    saveEmployerOnboarding(input: { companyId: $companyId, step: $step, items: $items, answers: $answers }) {
      employerOnboarding {
        step
      }
    }
  }
`);

export const SaveYourDetailsMutation = graphql(`
  mutation SaveYourDetails($userId: UUID!, $fullName: String!, $email: String!, $phone: String!, $role: String!) {
    updateUserById(input: { id: $userId, userPatch: { fullName: $fullName, email: $email } }) {
      user {
        id
      }
    }
    updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: { phoneNumber: $phone, role: $role } }) {
      userDatum {
        id
      }
    }
  }
`);

export const SetOwnAuthorizedSignatoryMutation = graphql(`
  mutation SetOwnAuthorizedSignatory($companyId: UUID!, $isAuthorizedSignatory: Boolean!) {
    setOwnAuthorizedSignatory(input: { companyId: $companyId, isAuthorizedSignatory: $isAuthorizedSignatory }) {
      companyMember {
        userId
        isAuthorizedSignatory
      }
    }
  }
`);

export const AddCompanySignatoryMutation = graphql(`
  mutation AddCompanySignatory(
    $companyId: UUID!
    $title: String!
    $firstName: String!
    $lastName: String!
    $email: String!
    $phone: String!
  ) {
    addCompanySignatory(
      input: { companyId: $companyId, title: $title, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone }
    ) {
      companyMember {
        userId
      }
    }
  }
`);

export const RemoveCompanyMemberMutation = graphql(`
  mutation RemoveCompanyMember($companyId: UUID!, $userId: UUID!) {
    deleteCompanyMemberByCompanyIdAndUserId(input: { companyId: $companyId, userId: $userId }) {
      companyMember {
        userId
      }
    }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateEmployerCompany($id: UUID!, $patch: CompanyPatch!) {
    updateCompanyById(input: { id: $id, companyPatch: $patch }) {
      company {
        id
      }
    }
  }
`);

export const CreateWorksiteMutation = graphql(`
  mutation CreateWorksite($office: CompanyOfficeInput!) {
    createCompanyOffice(input: { companyOffice: $office }) {
      companyOffice {
        id
      }
    }
  }
`);

export const DeleteWorksiteMutation = graphql(`
  mutation DeleteWorksite($id: UUID!) {
    deleteCompanyOfficeById(input: { id: $id }) {
      companyOffice {
        id
      }
    }
  }
`);

/** The employer corrects a worksite's name or address (the petition pages that use it follow live: migration 0095). */
export const UpdateWorksiteMutation = graphql(`
  mutation UpdateWorksite($id: UUID!, $patch: CompanyOfficePatch!) {
    updateCompanyOfficeById(input: { id: $id, companyOfficePatch: $patch }) {
      companyOffice {
        id
      }
    }
  }
`);

export const CreateRoleOfferMutation = graphql(`
  mutation CreateRoleOffer($employment: UserEmploymentInput!) {
    createUserEmployment(input: { userEmployment: $employment }) {
      userEmployment {
        id
      }
    }
  }
`);

export const UpdateRoleOfferMutation = graphql(`
  mutation UpdateRoleOffer($id: UUID!, $patch: UserEmploymentPatch!) {
    updateUserEmploymentById(input: { id: $id, userEmploymentPatch: $patch }) {
      userEmployment {
        id
      }
    }
  }
`);

export const UpdatePetitionMetadataMutation = graphql(`
  mutation UpdatePetitionMetadata($id: UUID!, $metadata: JSON!) {
    updatePetitionById(input: { id: $id, petitionPatch: { metadata: $metadata } }) {
      petition {
        id
      }
    }
  }
`);

export const DeleteCompanyDocumentMutation = graphql(`
  mutation DeleteEmployerCompanyDocument($companyId: UUID!, $fileId: UUID!) {
    deleteCompanyDocumentByCompanyIdAndFileId(input: { companyId: $companyId, fileId: $fileId }) {
      companyDocument {
        fileId
      }
    }
  }
`);

/** The beneficiary's worksite of one petition (issue 25: worksites are chosen per petition). */
export const SetPetitionWorksiteMutation = graphql(`
  mutation SetPetitionWorksite($id: UUID!, $worksiteOfficeId: UUID) {
    updatePetitionById(input: { id: $id, petitionPatch: { worksiteOfficeId: $worksiteOfficeId } }) {
      petition {
        id
        worksiteOfficeId
      }
    }
  }
`);
