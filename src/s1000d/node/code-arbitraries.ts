import fc from 'fast-check';
import type { AnyCode } from '../codes/any-code';
import type { DmCode } from '../codes/dm-code';
import type { IcnCode } from '../codes/icn-code';

/** fast-check generators of valid codes, shared by the round-trip property tests. */
export const chars = (alphabet: string, min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...alphabet.split('')), minLength: min, maxLength: max });
export const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const dmCodeArbitrary: fc.Arbitrary<DmCode> = fc
  .record({
    modelIdentCode: chars(AN, 2, 14),
    systemDiffCode: chars(AN, 1, 4),
    systemCode: fc.oneof(
      chars(AN, 2),
      fc.tuple(chars('ABCDEFGHJTUVWXYZ0123456789', 1), chars(AN, 2)).map(([a, b]) => a + b),
    ),
    subSystemCode: chars(AN, 1),
    subSubSystemCode: chars(AN, 1),
    assyCode: fc.oneof(chars(AN, 2), chars(AN, 4)),
    disassyCode: chars(AN, 2),
    disassyCodeVariant: chars(AN, 1, 3),
    infoCode: chars(AN, 3),
    infoCodeVariant: chars(AN, 1),
    itemLocationCode: fc.constantFrom('A', 'B', 'C', 'D', 'T'),
    learn: fc.option(fc.tuple(chars('HT', 1), chars(AN, 2), chars('ABCDE', 1))),
  })
  .map(({ learn, ...code }) =>
    learn ? { ...code, learnCode: learn[0] + learn[1], learnEventCode: learn[2] } : code,
  );

const digitsOf = (min: number, max = min) => chars('0123456789', min, max);
const cage = chars(AN, 5);

export const icnArbitrary: fc.Arbitrary<IcnCode> = fc.oneof(
  fc.record({
    form: fc.constant('cage' as const),
    cage,
    uniqueIdentifier: chars(AN, 5, 10),
    issueNumber: digitsOf(3),
    securityClassification: digitsOf(2),
  }),
  fc.record({
    form: fc.constant('mic' as const),
    modelIdentCode: chars(AN, 2, 14),
    systemDiffCode: chars(AN, 1, 4),
    snsCode: chars(AN, 6, 9),
    responsiblePartnerCompanyCode: chars(AN, 1),
    originatorCode: cage,
    uniqueIdentifier: chars(AN, 5),
    variantCode: chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1),
    issueNumber: digitsOf(2, 3),
    securityClassification: digitsOf(1, 2),
  }),
);

const mic = chars(AN, 2, 14);
const extension = fc.record({ extensionProducer: cage, extensionCode: chars(AN, 1, 13) });
const pmCode = fc.record({
  modelIdentCode: mic,
  pmIssuer: cage,
  pmNumber: chars(AN, 5),
  pmVolume: digitsOf(2),
});

export const anyCodeArbitrary: fc.Arbitrary<AnyCode> = fc.oneof(
  dmCodeArbitrary.map((code) => ({ kind: 'dmc' as const, code })),
  fc
    .tuple(extension, dmCodeArbitrary)
    .map(([ext, code]) => ({ kind: 'dme' as const, extension: ext, code })),
  pmCode.map((code) => ({ kind: 'pmc' as const, code })),
  fc
    .tuple(extension, pmCode)
    .map(([ext, code]) => ({ kind: 'pme' as const, extension: ext, code })),
  fc
    .record({
      modelIdentCode: mic,
      senderIdent: cage,
      dmlType: fc.constantFrom('c' as const, 'p' as const, 's' as const),
      yearOfDataIssue: digitsOf(4),
      seqNumber: digitsOf(5),
    })
    .map((code) => ({ kind: 'dml' as const, code })),
  fc
    .record({
      modelIdentCode: mic,
      senderIdent: cage,
      receiverIdent: cage,
      yearOfDataIssue: digitsOf(4),
      seqNumber: digitsOf(5),
    })
    .map((code) => ({ kind: 'ddn' as const, code })),
  fc
    .record({
      modelIdentCode: mic,
      senderIdent: cage,
      yearOfDataIssue: digitsOf(4),
      seqNumber: digitsOf(5),
      commentType: fc.constantFrom('q' as const, 'i' as const, 'r' as const),
    })
    .map((code) => ({ kind: 'com' as const, code })),
  icnArbitrary.map((code) => ({ kind: 'icn' as const, code })),
  dmCodeArbitrary.map((code) => ({ kind: 'upf' as const, code })),
  fc
    .record({
      modelIdentCode: mic,
      scormContentPackageIssuer: cage,
      scormContentPackageNumber: chars(AN, 5),
      scormContentPackageVolume: digitsOf(2),
    })
    .map((code) => ({ kind: 'smc' as const, code })),
  icnArbitrary.map((code) => ({ kind: 'imf' as const, code })),
);
