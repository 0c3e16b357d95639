import { X509Certificate } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { renewalInfoCertificateId } from '../../../../tools/domain-check/checks/tls/certificate-life.ts';
import { readCertificateIdentity } from '../../../../tools/domain-check/live/certificate-der.ts';
import { certificateIdOf } from '../support/acme-test-server.ts';
import { createTestCa } from '../support/test-ca.ts';

const ca = createTestCa();
afterAll(() => ca.remove());

describe('the certificate identifier of ACME Renewal Information', () => {
  it('is the example of RFC 9773 §4.1 for its key identifier and serial', () => {
    expect(renewalInfoCertificateId('69885b6b87464041e1b37b847ba0ae2cde01c8d4', '0087654321')).toBe(
      'aYhba4dGQEHhs3uEe6CuLN4ByNQ.AIdlQyE',
    );
  });

  it('is read from the DER as openssl reads it, the serial’s leading zero kept', () => {
    const leaf = ca.issue(['id.example.test']);
    const identity = readCertificateIdentity(new X509Certificate(leaf.cert).raw);
    expect(identity?.serialNumber.startsWith('00')).toBe(true);
    expect(renewalInfoCertificateId(identity?.authorityKeyId ?? '', identity?.serialNumber ?? '')).toBe(
      certificateIdOf(leaf),
    );
  });

  it('has no key identifier for a self-signed certificate without one', () => {
    const identity = readCertificateIdentity(new X509Certificate(ca.selfSigned(['self.example.test']).cert).raw);
    expect(identity?.authorityKeyId ?? null).toBeNull();
  });

  it('reads nothing from bytes that are not a certificate', () => {
    expect(readCertificateIdentity(new Uint8Array([0x30, 0x82, 0xff, 0xff, 0x02]))).toBeUndefined();
  });
});
