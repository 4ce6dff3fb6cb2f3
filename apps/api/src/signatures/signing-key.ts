import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/** The provider's sealing key and certificate as one PKCS#12 file, and how it was found. */
export interface SigningKey {
  p12: Buffer;
  passphrase: string;
  /** configured: SIGNING_P12_PATH; development: a self-signed one this server made for itself. */
  source: 'configured' | 'development';
}

export interface SigningKeyConfig {
  /** SIGNING_P12_PATH: the provider's PKCS#12 (key and certificate chain). */
  p12Path: string | undefined;
  /** SIGNING_P12_PASSWORD (a secret, never logged). */
  p12Password: string | undefined;
  /** Where a development key is kept when none is configured (beside the local file storage, never committed). */
  developmentDir: string;
  /** The provider's name, for the development certificate's subject. */
  providerName: string;
}

const DEVELOPMENT_P12 = 'development-seal.p12';
const DEVELOPMENT_PASSPHRASE = 'development-seal.passphrase';

/** A self-signed certificate for development and demos: valid ten years, named as what it is. */
function selfSignedP12(providerName: string, passphrase: string): Buffer {
  // Node makes the RSA key (fast, native); forge writes the certificate and the PKCS#12 around it.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: `${providerName} document seal (development, self-signed)`.slice(0, 64) },
    { name: 'organizationName', value: providerName.slice(0, 64) },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * The configured key, or the development one (made on first use and kept, so every document this
 * machine seals carries the same certificate). Read once per process by the routes.
 */
export async function loadSigningKey(config: SigningKeyConfig): Promise<SigningKey> {
  if (config.p12Path) {
    return { p12: await readFile(config.p12Path), passphrase: config.p12Password ?? '', source: 'configured' };
  }
  const p12Path = path.join(config.developmentDir, DEVELOPMENT_P12);
  const passphrasePath = path.join(config.developmentDir, DEVELOPMENT_PASSPHRASE);
  try {
    return { p12: await readFile(p12Path), passphrase: (await readFile(passphrasePath, 'utf8')).trim(), source: 'development' };
  } catch {
    const passphrase = randomBytes(18).toString('base64url');
    const p12 = selfSignedP12(config.providerName, passphrase);
    await mkdir(config.developmentDir, { recursive: true, mode: 0o700 });
    await writeFile(passphrasePath, passphrase, { mode: 0o600 });
    await writeFile(p12Path, p12, { mode: 0o600 });
    return { p12, passphrase, source: 'development' };
  }
}

/** The key loaded on first use and kept for the process (a failure is retried on the next signing). */
export function signingKeyOnce(config: SigningKeyConfig): () => Promise<SigningKey> {
  let loading: Promise<SigningKey> | undefined;
  return () => {
    loading ??= loadSigningKey(config).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
