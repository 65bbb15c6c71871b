// Lint rejects physical left/right in design-system styles, in template
// literals and in style objects, and accepts their logical equivalents.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const filePath = 'design-system/components/Probe/Probe.tsx';

async function physicalPropertyErrors(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const styled = (rules: string) =>
  `import styled from 'styled-components';\nexport const Box = styled.div\`\n  ${rules}\n\`;\n`;
const styleObject = (entry: string) => `export const style = { ${entry} };\n`;

describe('physical properties are lint errors in the design system', () => {
  it.each([
    ['margin-left in a template literal', styled('margin-left: 4px;')],
    ['padding-right in a template literal', styled('padding-right: 8px;')],
    ['border-left in a template literal', styled('border-left: 1px solid;')],
    ['left as an offset', styled('position: absolute;\n  left: 0;')],
    ['right as an offset', styled('right: 0;')],
    ['text-align: left', styled('text-align: left;')],
    ['float: right', styled('float: right;')],
    ['marginLeft in a style object', styleObject('marginLeft: 4')],
    ['paddingRight in a style object', styleObject('paddingRight: 4')],
    ['left in a style object', styleObject('left: 0')],
    ["'margin-right' as a quoted key", styleObject("'margin-right': 4")],
    ['textAlign right in a style object', styleObject("textAlign: 'right'")],
  ])('%s', async (_case, code) => {
    expect(await physicalPropertyErrors(code)).toBeGreaterThan(0);
  });
});

describe('logical properties pass', () => {
  it.each([
    ['margin-inline-start', styled('margin-inline-start: 4px;')],
    ['padding-inline', styled('padding-inline: 8px 16px;')],
    ['inset-inline-start', styled('inset-inline-start: 0;')],
    ['border-inline-end', styled('border-inline-end: 1px solid;')],
    ['text-align: start', styled('text-align: start;')],
    ['marginInlineStart in a style object', styleObject('marginInlineStart: 4')],
  ])('%s', async (_case, code) => {
    expect(await physicalPropertyErrors(code)).toBe(0);
  });
});
