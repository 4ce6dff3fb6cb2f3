import { createHash, createHmac } from 'node:crypto';

/**
 * Checks a presigned S3 URL's Signature Version 4 against the headers a PUT would send, as S3 does.
 * s3rver (the local S3 double) accepts any V4 signature, so the tests compute it themselves: a body
 * of another size or type changes the signed headers, and AWS answers 403 SignatureDoesNotMatch.
 */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

export function presignedPutSignatureMatches(
  uploadUrl: string,
  sentHeaders: Record<string, string>,
  secretAccessKey: string,
): boolean {
  const url = new URL(uploadUrl);
  const query = [...url.searchParams.entries()].filter(([name]) => name !== 'X-Amz-Signature');
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  const headers: Record<string, string> = { host: url.host, ...lowerCaseKeys(sentHeaders) };
  const canonicalRequest = [
    'PUT',
    url.pathname,
    query
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .sort()
      .join('&'),
    signedHeaders.map((name) => `${name}:${(headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date')!;
  const [, date, region, service] = url.searchParams.get('X-Amz-Credential')!.split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), region!), service!), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex') === url.searchParams.get('X-Amz-Signature');
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
