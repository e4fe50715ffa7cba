export const XML_LOAD_ERROR_REASONS = [
  'not-well-formed',
  'too-large',
  'too-deep',
  'not-xml',
  'entity-expansion',
  'no-parser',
  'encoding',
] as const;
export type XmlLoadErrorReason = (typeof XML_LOAD_ERROR_REASONS)[number];

/** Why a text was refused as XML; the message is written for the author, not the developer. */
export class XmlLoadError extends Error {
  readonly reason: XmlLoadErrorReason;

  constructor(reason: XmlLoadErrorReason, message: string) {
    super(message);
    this.name = 'XmlLoadError';
    this.reason = reason;
  }
}
