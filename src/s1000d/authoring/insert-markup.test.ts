import { describe, expect, it } from 'vitest';
import { dmRefOf } from '../publication/new-pm';
import { enclosingStartTag, internalRefMarkup, setAttributeAt } from './insert-markup';

const TEXT = `<?xml version="1.0"?>
<!DOCTYPE dmodule [<!ENTITY x SYSTEM "x.cgm">]>
<dmodule><content><description>
<levelledPara id="par-0001"><title>Brake</title>
<para>First <!-- <note> --> line.</para><figure id="fig-0001"/>
<para applicRefId="old">Second</para>
</levelledPara></description></content></dmodule>`;

const at = (marker: string) => TEXT.indexOf(marker) + 1;

describe('insert helpers of the data module editor', () => {
  it('writes an internalRef with the target type the BREX expects of the element', () => {
    expect(internalRefMarkup({ id: 'fig-0001', element: 'figure' })).toBe(
      '<internalRef internalRefId="fig-0001" internalRefTargetType="irtt01"/>',
    );
    expect(internalRefMarkup({ id: 'par-0001', element: 'levelledPara' })).toContain('irtt07');
    expect(internalRefMarkup({ id: 'stp-1', element: 'proceduralStep' })).toContain('irtt08');
    expect(internalRefMarkup({ id: 'x"y', element: 'applic' })).toBe(
      '<internalRef internalRefId="x&quot;y"/>',
    );
  });

  it('writes a dmRef with the code and title of the module picked', () => {
    expect(dmRefOf({ code: 'DMC-BIKE-A-DA1-10-00-00A-520A-A', title: 'Brake - Remove' })).toBe(
      '<dmRef><dmRefIdent><dmCode modelIdentCode="BIKE" systemDiffCode="A" systemCode="DA1" subSystemCode="1" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="520" infoCodeVariant="A" itemLocationCode="A"/></dmRefIdent><dmRefAddressItems><dmTitle><techName>Brake</techName><infoName>Remove</infoName></dmTitle></dmRefAddressItems></dmRef>',
    );
    expect(dmRefOf({ code: 'PMC-X', title: '' })).toEqual(['PMC-X is not a data module code.']);
  });

  it('finds the element the cursor is in, past comments and closed siblings', () => {
    const inPara = enclosingStartTag(TEXT, at('First'));
    expect(TEXT.slice(inPara!.from, inPara!.to)).toBe('<para>');
    const afterFigure = enclosingStartTag(TEXT, TEXT.indexOf('<para applicRefId') - 1);
    expect(TEXT.slice(afterFigure!.from, afterFigure!.to)).toBe('<levelledPara id="par-0001">');
    const inTag = enclosingStartTag(TEXT, TEXT.indexOf('id="fig-0001"'));
    expect(TEXT.slice(inTag!.from, inTag!.to)).toBe('<figure id="fig-0001"/>');
    expect(enclosingStartTag(TEXT, 5)).toBeNull();
  });

  it('sets applicRefId on the element at the cursor, replacing its value, changing nothing else', () => {
    const added = setAttributeAt(TEXT, at('First'), 'applicRefId', 'app-0001');
    expect(added?.element).toBe('para');
    expect(added?.text).toBe(TEXT.replace('<para>First', '<para applicRefId="app-0001">First'));
    const replaced = setAttributeAt(TEXT, at('Second'), 'applicRefId', 'app-0002');
    expect(replaced?.text).toBe(TEXT.replace('applicRefId="old"', 'applicRefId="app-0002"'));
    const empty = setAttributeAt(TEXT, TEXT.indexOf('id="fig-0001"'), 'applicRefId', 'a');
    expect(empty?.text).toContain('<figure id="fig-0001" applicRefId="a"/>');
    expect(setAttributeAt(TEXT, 3, 'applicRefId', 'a')).toBeNull();
  });
});
