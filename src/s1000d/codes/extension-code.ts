import { fail, ok, type ParseResult } from '../result';

/** The extension part of a DME/PME: the producer's CAGE and the extension code. */
export type CodeExtension = { extensionProducer: string; extensionCode: string };

const EXTENSION = /^([A-Z0-9]{5})-([A-Z0-9]{1,13})-(.+)$/;

/** Splits "SF518-CE0701-<rest>" into the extension and the rest (the DMC or PMC body). */
export function splitExtension(
  body: string,
): ParseResult<{ extension: CodeExtension; rest: string }> {
  const m = EXTENSION.exec(body);
  if (!m)
    return fail(
      `"${body}" does not start with an extension producer (5 characters) and extension code`,
    );
  return ok({ extension: { extensionProducer: m[1]!, extensionCode: m[2]! }, rest: m[3]! });
}

export function formatExtension(extension: CodeExtension): string {
  return `${extension.extensionProducer}-${extension.extensionCode}`;
}

/**
 * A DMC-/PMC- code as the object or reference names it once an identExtension is present:
 * DME-/PME-producer-code-…, the form object keys and file names use. Other codes stay as given.
 */
export function extendedCode(
  code: string,
  producer: string | null | undefined,
  extensionCode: string | null | undefined,
): string {
  if (!producer || !extensionCode || !/^(DMC|PMC)-/.test(code)) return code;
  return `${code.startsWith('DMC-') ? 'DME' : 'PME'}-${producer}-${extensionCode}-${code.slice(4)}`;
}
