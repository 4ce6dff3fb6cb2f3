import { graphql } from '@/lib/gql/index.ts';

/** Where an additional entity is used: petition modules and reusable exhibits. */
export const EntityUsagesFragment = graphql(`
  fragment EntityUsages on AdditionalEntity {
    id
    moduleEntitiesByEntityId(first: 50) {
      nodes {
        moduleByModuleId {
          id
          name
          petitionId
        }
      }
    }
    reusableExhibitEntitiesByEntityId(first: 50) {
      nodes {
        reusableExhibitByReusableExhibitId {
          id
          name
        }
      }
    }
  }
`);

export const EntityAdditionalDetailQuery = graphql(`
  query EntityAdditionalDetail($id: UUID!) {
    additionalEntityById(id: $id) {
      id
      name
      type
      data
      ...EntityUsages
    }
  }
`);

export const EntityPersonDetailQuery = graphql(`
  query EntityPersonDetail($id: UUID!) {
    userById(id: $id) {
      id
      fullName
      bio
      ...PortalPersonFields
      additionalEntitiesByUserId(first: 20) {
        nodes {
          ...EntityUsages
        }
      }
    }
  }
`);

export const EntityCompanyDetailQuery = graphql(`
  query EntityCompanyDetail($id: UUID!) {
    companyById(id: $id) {
      id
      dbaName
      bio
      yearEstablished
      dateEstablished
      additionalEntitiesByCompanyId(first: 20) {
        nodes {
          ...EntityUsages
        }
      }
    }
  }
`);

export const EntityUpdateAdditionalMutation = graphql(`
  mutation EntityUpdateAdditional($id: UUID!, $name: String!, $type: EntityType!, $data: JSON!) {
    updateAdditionalEntityById(input: { id: $id, additionalEntityPatch: { name: $name, type: $type, data: $data } }) {
      additionalEntity {
        id
        name
        type
        data
      }
    }
  }
`);

export const EntityUpdatePersonMutation = graphql(`
  mutation EntityUpdatePerson($id: UUID!, $fullName: String!, $bio: String, $email: String) {
    updateUserById(input: { id: $id, userPatch: { fullName: $fullName, bio: $bio, email: $email } }) {
      user {
        id
        fullName
        bio
        ...PortalPersonFields
      }
    }
  }
`);

export const EntityUpdateCompanyMutation = graphql(`
  mutation EntityUpdateCompany($id: UUID!, $dbaName: String!, $bio: String, $dateEstablished: Date) {
    updateCompanyById(input: { id: $id, companyPatch: { dbaName: $dbaName, bio: $bio, dateEstablished: $dateEstablished } }) {
      company {
        id
        dbaName
        bio
        yearEstablished
        dateEstablished
      }
    }
  }
`);
