import { graphql } from '@/lib/gql/index.ts';

export const EntityCreateUserMutation = graphql(`
  mutation EntityCreateUser($fullName: String!, $archetype: String, $bio: String, $email: String) {
    createUser(input: { user: { fullName: $fullName, archetype: $archetype, bio: $bio, email: $email } }) {
      user {
        id
        fullName
        archetype
        bio
        email
      }
    }
  }
`);

export const EntityCreateCompanyMutation = graphql(`
  mutation EntityCreateCompany($dbaName: String!, $legalName: String, $bio: String) {
    createCompany(input: { company: { dbaName: $dbaName, legalName: $legalName, bio: $bio } }) {
      company {
        id
        dbaName
        bio
      }
    }
  }
`);

export const EntityCreateAdditionalMutation = graphql(`
  mutation EntityCreateAdditional($name: String!, $type: EntityType!, $data: JSON) {
    createAdditionalEntity(input: { additionalEntity: { name: $name, type: $type, data: $data } }) {
      additionalEntity {
        id
        name
        type
        data
      }
    }
  }
`);
