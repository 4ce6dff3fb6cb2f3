/** The signed-in user of a request, as the database knows them. */
export interface AuthenticatedUser {
  userId: string;
  isAdmin: boolean;
  /** Subject of the access token (the user's id at the identity provider). */
  sub: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `requireAuth`. */
    auth?: AuthenticatedUser;
  }
}
