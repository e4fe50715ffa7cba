import { formatCommentCode, readCommentCodeAttributes } from '../codes/comment-code';
import { formatDdnCode, readDdnCodeAttributes } from '../codes/ddn-code';
import { formatDmlCode, readDmlCodeAttributes } from '../codes/dml-code';
import { childElement } from '../xml/dom-query';

const TEXT_OF = {
  dmlCode: (el: Element | undefined) => formatDmlCode(readDmlCodeAttributes(el)),
  ddnCode: (el: Element | undefined) => formatDdnCode(readDdnCodeAttributes(el)),
  commentCode: (el: Element | undefined) => formatCommentCode(readCommentCodeAttributes(el)),
};

/**
 * The text of the DML, DDN or comment code an ident or reference element holds, as it stands:
 * a missing attribute, or a missing code element, is an empty segment.
 */
export function dashedCodeText(ident: Element | undefined, element: keyof typeof TEXT_OF): string {
  return TEXT_OF[element](childElement(ident, element));
}
