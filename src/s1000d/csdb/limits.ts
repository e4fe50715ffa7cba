/**
 * What an upload may be. Every refusal names the limit it broke (decision 141). The numbers
 * leave real CSDB data far inside them: the largest bike 4.1 object is 0.2 MB with 3,000
 * elements nested 14 deep; large illustrated parts data modules reach a few MB.
 */
export type CsdbLimits = {
  /** Largest XML object, in bytes. */
  maxXmlBytes: number;
  /** Largest non-XML file (ICN), in bytes. */
  maxBinaryBytes: number;
  /** Deepest element nesting. */
  maxDepth: number;
  /** Most elements in one object: beyond this the engine would take minutes. */
  maxElements: number;
  /** Largest replacement text of one internal entity, in characters. */
  maxEntityExpansion: number;
  /** Largest total expansion of entity references in one document, in characters. */
  maxTotalExpansion: number;
  /** ZIP: most entries, largest total of declared uncompressed sizes, largest ratio. */
  maxZipEntries: number;
  maxZipTotalBytes: number;
  maxZipRatio: number;
  /** ZIPs inside ZIPs are opened this many levels deep. */
  maxZipNesting: number;
};

const MiB = 1024 * 1024;

export const DEFAULT_CSDB_LIMITS: CsdbLimits = {
  maxXmlBytes: 32 * MiB,
  maxBinaryBytes: 100 * MiB,
  maxDepth: 256,
  maxElements: 500_000,
  maxEntityExpansion: 64 * 1024,
  maxTotalExpansion: MiB,
  maxZipEntries: 20_000,
  maxZipTotalBytes: 1024 * MiB,
  maxZipRatio: 200,
  maxZipNesting: 2,
};

/** "32 MiB", "1.5 KiB", "200 bytes": how limits and sizes read in messages. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
