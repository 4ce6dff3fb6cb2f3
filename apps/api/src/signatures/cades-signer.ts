import { createHash, createPrivateKey, sign as rsaSign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

const { asn1, pki } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, String.fromCharCode(value));
const context = (tag: number, items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
const derOf = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * A CAdES-BES signature (the CMS of PAdES baseline B-B, subfilter ETSI.CAdES.detached) made with the provider's
 * PKCS#12 key: signed attributes content-type, message-digest and signing-certificate-v2 (the ESS attribute that binds
 * the signer's certificate to the signature, which @signpdf/signer-p12's adbe.pkcs7.detached CMS lacks), and no
 * signing-time attribute (PAdES puts the time in the signature dictionary's M entry). RSA with SHA-256.
 */
export class CadesSigner extends Signer {
  private readonly p12: Buffer;
  private readonly passphrase: string;

  constructor(p12: Buffer, passphrase: string) {
    super();
    this.p12 = p12;
    this.passphrase = passphrase;
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const store = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(this.p12.toString('binary')), false, this.passphrase);
    const keyBagType = pki.oids.pkcs8ShroudedKeyBag!;
    const certBagType = pki.oids.certBag!;
    const keyBag = store.getBags({ bagType: keyBagType })[keyBagType]?.[0];
    const certificates: forge.pki.Certificate[] = (store.getBags({ bagType: certBagType })[certBagType] ?? []).flatMap(
      (bag: forge.pkcs12.Bag) => (bag.cert ? [bag.cert] : []),
    );
    const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!key) throw new Error('The signing key file holds no private key');
    const signerCertificate = certificates.find(
      (certificate) =>
        (certificate.publicKey as forge.pki.rsa.PublicKey).n.compareTo(key.n) === 0 &&
        (certificate.publicKey as forge.pki.rsa.PublicKey).e.compareTo(key.e) === 0,
    );
    if (!signerCertificate) throw new Error('The signing key file holds no certificate for its key');
    const certificateDer = derOf(pki.certificateToAsn1(signerCertificate));
    const certificateAsn1 = asn1.fromDer(certificateDer.toString('binary'));
    // TBSCertificate: [version], serialNumber, signature, issuer, … (the issuer and serial identify the signer).
    const tbs = certificateAsn1.value[0] as forge.asn1.Asn1;
    const tbsFields = tbs.value as forge.asn1.Asn1[];
    const offset = tbsFields[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
    const serial = tbsFields[offset]!;
    const issuer = tbsFields[offset + 2]!;

    const signedAttributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(pdfBuffer))),
      // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with SHA-256 (the default
      // hash algorithm, so omitted), the certificate's hash, and its issuer and serial number.
      attribute(
        OID.signingCertificateV2,
        seq([seq([seq([octets(sha256(certificateDer)), seq([seq([context(4, [issuer])]), serial])])])]),
      ),
    ];
    // The signature covers the attributes' DER encoding as a SET OF (RFC 5652 §5.4).
    const signature = rsaSign('sha256', derOf(set(signedAttributes)), createPrivateKey(pki.privateKeyToPem(key)));
    const signerInfo = seq([
      integer(1),
      seq([issuer, serial]),
      seq([oid(OID.sha256)]),
      context(0, signedAttributes),
      seq([oid(OID.rsaEncryption), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]),
      octets(signature),
    ]);
    const signedData = seq([
      integer(1),
      set([seq([oid(OID.sha256)])]),
      seq([oid(OID.data)]),
      context(
        0,
        certificates.map((certificate) => pki.certificateToAsn1(certificate)),
      ),
      set([signerInfo]),
    ]);
    return derOf(seq([oid(OID.signedData), context(0, [signedData])]));
  }
}
