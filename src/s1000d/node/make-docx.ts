import { strToU8, zipSync } from 'fflate';

/** A block of a document to make: a heading, a paragraph, a bulleted list, a table or an image. */
export type DocxBlock =
  | { heading: 1 | 2 | 3; text: string }
  | { para: string }
  | { bullets: readonly string[] }
  | {
      /** Rows of cells; a cell spanning columns is { text, span }. The first row is a header row. */
      table: readonly (readonly (string | { text: string; span: number })[])[];
    }
  | { png: Uint8Array; alt: string };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const run = (text: string) => `<w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
const para = (text: string, style?: string, extra = '') =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${extra}</w:pPr>${run(text)}</w:p>`;

function image(alt: string, n: number): string {
  return `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="${n}" name="Picture ${n}" descr="${escape(alt)}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${n}" name="image${n}.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdImage${n}"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

function table(rows: Extract<DocxBlock, { table: unknown }>['table']): string {
  const cols = Math.max(
    ...rows.map((r) => r.reduce<number>((n, c) => n + (typeof c === 'string' ? 1 : c.span), 0)),
  );
  const grid = `<w:tblGrid>${'<w:gridCol w:w="2000"/>'.repeat(cols)}</w:tblGrid>`;
  const body = rows
    .map((row, i) => {
      const header = i === 0 ? '<w:trPr><w:tblHeader/></w:trPr>' : '';
      const cells = row
        .map((c) => {
          const { text, span } = typeof c === 'string' ? { text: c, span: 1 } : c;
          const props = span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : '';
          return `<w:tc>${props}${para(text)}</w:tc>`;
        })
        .join('');
      return `<w:tr>${header}${cells}</w:tr>`;
    })
    .join('');
  return `<w:tbl><w:tblPr/>${grid}${body}</w:tbl>`;
}

/**
 * A small real .docx (WordprocessingML: styles for headings, numbering for bullets, images
 * as media parts, zipped), so tests import a Word file the way an author's would arrive.
 */
export function makeDocx(blocks: readonly DocxBlock[]): Uint8Array {
  const media: Record<string, Uint8Array> = {};
  const rels: string[] = [];
  let images = 0;
  const body = blocks
    .map((b) => {
      if ('heading' in b) return para(b.text, `Heading${b.heading}`);
      if ('para' in b) return para(b.para);
      if ('bullets' in b)
        return b.bullets
          .map((t) =>
            para(t, 'ListParagraph', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'),
          )
          .join('');
      if ('table' in b) return table(b.table);
      images++;
      media[`word/media/image${images}.png`] = b.png;
      rels.push(
        `<Relationship Id="rIdImage${images}" Type="${R}/image" Target="media/image${images}.png"/>`,
      );
      return image(b.alt, images);
    })
    .join('');
  const style = (id: string, name: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rIdNumbering" Type="${R}/numbering" Target="numbering.xml"/>${rels.join('')}</Relationships>`,
    ),
    'word/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${W}">${style('Heading1', 'heading 1')}${style('Heading2', 'heading 2')}${style('Heading3', 'heading 3')}${style('ListParagraph', 'List Paragraph')}</w:styles>`,
    ),
    'word/numbering.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body}</w:body></w:document>`,
    ),
    ...media,
  });
}
