/** The client-config contract on its own, so fetchClientConfig can load it (and zod) beside the request. */
export { ZClientConfigResponseSchema } from '@app/domain';
