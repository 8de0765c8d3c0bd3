// A self-signed TLS certificate made with node:crypto alone (users' machines have no openssl): an ECDSA P-256
// key and an X.509 v3 certificate for the loopback address, written in DER by hand. The key lives only in
// memory for one launch, and only the embedded platform is told to trust the certificate.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isIPv4 } from 'node:net';
import {
  derBitString,
  derBoolean,
  derExplicit,
  derImplicitPrimitive,
  derOctetString,
  derOid,
  derSequence,
  derSet,
  derSmallInteger,
  derTime,
  derUnsignedInteger,
  derUtf8String,
} from './der';

export interface SelfSignedCertificate {
  /** PKCS#8 PEM of the private key (for the HTTPS server). */
  keyPem: string;
  /** PEM of the certificate (for the server, and for whoever must trust it). */
  certPem: string;
}

export interface SelfSignedCertificateOptions {
  commonName: string;
  /** IPv4 addresses the certificate is valid for (subjectAltName iPAddress). */
  ipAddresses: readonly string[];
  /** Host names it is valid for (subjectAltName dNSName). */
  dnsNames?: readonly string[];
  /** Days from now it stays valid; it is valid from an hour ago, for clocks slightly behind. */
  validDays: number;
  now?: Date;
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extendedKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
};

const HOUR_MS = 3_600_000;

export function createSelfSignedCertificate(options: SelfSignedCertificateOptions): SelfSignedCertificate {
  const now = options.now ?? new Date();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const signatureAlgorithm = derSequence(derOid(OID.ecdsaWithSha256));
  const name = derSequence(derSet(derSequence(derOid(OID.commonName), derUtf8String(options.commonName))));
  // A random positive serial of 16 bytes (RFC 5280: at most 20 octets, positive).
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;

  const alternativeNames = [
    ...options.ipAddresses.map((address) => {
      if (!isIPv4(address)) throw new Error(`Only IPv4 addresses are supported here, got '${address}'.`);
      return derImplicitPrimitive(7, Buffer.from(address.split('.').map(Number)));
    }),
    ...(options.dnsNames ?? []).map((dns) => derImplicitPrimitive(2, Buffer.from(dns, 'ascii'))),
  ];
  const extensions = derSequence(
    extension(OID.basicConstraints, true, derSequence()), // cA FALSE: it may not sign other certificates
    extension(OID.keyUsage, true, derBitString(Buffer.from([0x80]))), // digitalSignature only
    extension(OID.extendedKeyUsage, false, derSequence(derOid(OID.serverAuth))),
    extension(OID.subjectAltName, false, derSequence(...alternativeNames)),
  );

  const tbsCertificate = derSequence(
    derExplicit(0, derSmallInteger(2)), // X.509 v3
    derUnsignedInteger(serial),
    signatureAlgorithm,
    name,
    derSequence(
      derTime(new Date(now.getTime() - HOUR_MS)),
      derTime(new Date(now.getTime() + options.validDays * 24 * HOUR_MS)),
    ),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    derExplicit(3, extensions),
  );
  // ECDSA signatures come out of node:crypto as DER Ecdsa-Sig-Value, which is what X.509 carries.
  const signature = sign('sha256', tbsCertificate, privateKey);
  const certificate = derSequence(tbsCertificate, signatureAlgorithm, derBitString(signature));

  return {
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certPem: toPem('CERTIFICATE', certificate),
  };
}

function extension(oid: string, critical: boolean, value: Uint8Array): Buffer {
  return critical
    ? derSequence(derOid(oid), derBoolean(true), derOctetString(value))
    : derSequence(derOid(oid), derOctetString(value));
}

function toPem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
