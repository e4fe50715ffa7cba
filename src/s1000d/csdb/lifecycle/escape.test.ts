import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeAttributeExactly, escapeText } from './text-edit';

describe('escaping for XML', () => {
  const value = 'a < b & "c" > d\n\te\r';

  it('text: &, < and >', () => {
    expect(escapeText(value)).toBe('a &lt; b &amp; "c" &gt; d\n\te\r');
  });

  it('an attribute an edit writes: &, < and the quote', () => {
    expect(escapeAttribute(value)).toBe('a &lt; b &amp; &quot;c&quot; > d\n\te\r');
  });

  it('an attribute as a serialiser writes it: also >, tabs and line breaks as references', () => {
    expect(escapeAttributeExactly(value)).toBe(
      'a &lt; b &amp; &quot;c&quot; &gt; d&#10;&#9;e&#13;',
    );
  });
});
