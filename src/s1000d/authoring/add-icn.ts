import { extractDoctype } from '../xml/doctype';

/** The public identifiers S1000D projects declare their graphic notations with. */
export const ICN_NOTATIONS: Record<string, string> = {
  cgm: '-//USA-DOD//NOTATION Computer Graphics Metafile//EN',
  png: '-//W3C//NOTATION Portable Network Graphics//EN',
  jpeg: '+//ISBN 0-7923-9432-1::Graphic Notation//NOTATION Joint Photographic Experts Group Raster//EN',
  gif: '+//ISBN 0-7923-9432-1::Graphic Notation//NOTATION CompuServe Graphic Interchange Format//EN',
  svg: '-//W3C//NOTATION Scalable Vector Graphics//EN',
};

const EXTENSION_NOTATION: Record<string, string> = { jpg: 'jpeg' };

export type AddIcnResult = { text: string; entity: string; notation: string; added: boolean };

/**
 * Declares an ICN in a data module's DOCTYPE as s1kd-addicn does: an unparsed entity named
 * by the ICN (SYSTEM its file name, NDATA its notation), and the notation when it is not
 * declared yet. A module without a DOCTYPE gets one. The rest of the text, and every
 * declaration already there, stays byte for byte.
 */
export function addIcn(text: string, fileName: string): AddIcnResult {
  const m = /^(ICN-[A-Z0-9-]+)\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  if (!m) throw new Error(`"${fileName}" is not an ICN file name (ICN-….png, ICN-….cgm …).`);
  const entity = m[1]!;
  const extension = m[2]!.toLowerCase();
  const notation = EXTENSION_NOTATION[extension] ?? extension;
  const publicId = ICN_NOTATIONS[notation];
  if (!publicId)
    throw new Error(
      `No notation for .${extension} files; use one of ${Object.keys(ICN_NOTATIONS).join(', ')}.`,
    );
  const doctype = extractDoctype(text);
  const hasNotation = doctype?.notations.some((n) => n.name === notation) ?? false;
  const existing = doctype?.entities.find((e) => e.name === entity);
  if (existing) return { text, entity, notation, added: false };
  const lines = [
    ...(hasNotation ? [] : [`<!NOTATION ${notation} PUBLIC "${publicId}">`]),
    `<!ENTITY ${entity} SYSTEM "${fileName.trim()}" NDATA ${notation}>`,
  ];
  if (doctype?.internalSubset !== undefined) {
    const close = doctype.start + doctype.raw.lastIndexOf(']');
    const insert = `${lines.join('\n')}\n`;
    const before = text.slice(0, close);
    const joined = before.endsWith('\n') ? insert : `\n${insert}`;
    return { text: before + joined + text.slice(close), entity, notation, added: true };
  }
  if (doctype) {
    // A DOCTYPE without an internal subset gets one before its closing ">".
    const close = doctype.end - 1;
    const insert = ` [\n${lines.join('\n')}\n]`;
    return {
      text: text.slice(0, close) + insert + text.slice(close),
      entity,
      notation,
      added: true,
    };
  }
  const root = /<([A-Za-z_][\w.-]*)[\s>/]/.exec(
    text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, (s) => ' '.repeat(s.length)),
  );
  if (!root) throw new Error('This text has no root element to declare the ICN for.');
  const declaration = /^\uFEFF?<\?xml[^?]*\?>/.exec(text)?.[0] ?? '';
  const doctypeText = `<!DOCTYPE ${root[1]} [\n${lines.join('\n')}\n]>`;
  const at = declaration.length;
  const glue = declaration ? '\n' : '';
  return {
    text: `${text.slice(0, at)}${glue}${doctypeText}${declaration ? '' : '\n'}${text.slice(at)}`,
    entity,
    notation,
    added: true,
  };
}
