import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  Button,
  DEFAULT_BUTTON_TEXT_COLOUR,
  chooseButtonTextColour,
  cmsButtonColours,
  safeCmsColour,
} from '../../design-system/components/Button';
import { attributesOf, renderHtml } from './render';

const WHITE = '#ffffff';
const GREY_400 = '#6d6d6e';
const GREY_600 = '#32313c';

describe('chooseButtonTextColour: the first candidate reaching 4.5:1', () => {
  it.each([
    ['dark blue takes white', '#0060df', WHITE],
    ['black takes white', 'black', WHITE],
    ['a mid purple in rgb() takes white', 'rgb(91, 33, 182)', WHITE],
    ['white takes grey-400, the first dark candidate readable on it', '#ffffff', GREY_400],
    ['pale yellow takes grey-400', '#fff8e0', GREY_400],
    ['amber takes grey-600, as grey-400 is too light on it', '#ffd567', GREY_600],
    ['mid grey has no readable candidate and takes the default', '#8f8f9d', DEFAULT_BUTTON_TEXT_COLOUR],
    ['hsl() notation is understood', 'hsl(0, 0%, 100%)', GREY_400],
  ])('%s', (_rule, background, expected) => {
    expect(chooseButtonTextColour(background)).toBe(expected);
  });

  it('never returns a candidate below 4.5:1 unless it is the default', () => {
    for (const background of ['#0060df', '#ffd567', '#ffffff', '#123456', '#abcdef']) {
      const text = chooseButtonTextColour(background);
      if (text !== DEFAULT_BUTTON_TEXT_COLOUR) expect(wcagContrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('CMS colours that are not plain colours are rejected', () => {
  it.each([
    ['not a colour', 'banana'],
    ['empty', ''],
    ['a url()', 'url(https://example.com/a.png)'],
    ['an expression()', 'expression(alert(1))'],
    ['a declaration break', 'red; background: url(x)'],
    ['a rule break', 'red } body { display: none'],
    ['a double quote', '"red"'],
    ['a single quote', "'red'"],
    ['a custom property', 'var(--x)'],
    ['a calc()', 'rgb(calc(1), 0, 0)'],
    ['a translucent colour', 'rgba(0, 0, 0, 0.5)'],
    ['undefined', undefined],
  ])('%s', (_rule, value) => {
    expect(safeCmsColour(value)).toBeUndefined();
    expect(chooseButtonTextColour(value)).toBe(DEFAULT_BUTTON_TEXT_COLOUR);
    expect(cmsButtonColours(value)).toBeUndefined();
  });

  it('normalises an accepted colour to rgb()', () => {
    expect(safeCmsColour('  #FFD567 ')).toBe('rgb(255, 213, 103)');
  });

  it('keeps the theme colours when no label candidate is readable', () => {
    expect(cmsButtonColours('#8f8f9d')).toBeUndefined();
    expect(cmsButtonColours('#ffd567')).toEqual({ background: 'rgb(255, 213, 103)', text: GREY_600 });
  });
});

describe('Button markup', () => {
  it('is a real button with the label from its children', () => {
    const html = renderHtml(<Button>Go</Button>);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Go.*<\/button>/s);
  });

  it('marks a pending button busy and shows a labelled spinner', () => {
    const html = renderHtml(<Button isPending>Go</Button>);
    const button = attributesOf(html, /<button[^>]*>/);
    expect(button['aria-busy']).toBe('true');
    expect(button['aria-disabled']).toBe('true');
    expect(attributesOf(html, /<div[^>]*role="progressbar"[^>]*>/)['aria-label']).toBe('Loading…');
  });

  it('is not busy when idle', () => {
    expect(attributesOf(renderHtml(<Button>Go</Button>), /<button[^>]*>/)['aria-busy']).toBeUndefined();
  });
});

describe('Button default label', () => {
  it("reads 'Continue' when no label is given", () => {
    expect(renderHtml(<Button />)).toMatch(/<button[^>]*>.*Continue.*<\/button>/s);
  });
});
