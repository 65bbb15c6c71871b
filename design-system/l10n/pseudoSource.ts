// Pseudo-locale resources made from English Fluent sources, for the build to
// serve beside the real locales and for Storybook and tests to load directly.
import { FluentParser, FluentSerializer, Transformer } from '@fluent/syntax';
import type { BaseNode, TextElement } from '@fluent/syntax';
import type { PseudoLocale } from './locales';
import { accent, bidi } from './pseudo';

class TextTransformer extends Transformer {
  constructor(private readonly transform: (text: string) => string) {
    super();
  }

  // Only the literal text of patterns changes: ids, variables, term and
  // message references, function names, variant keys and string literals
  // inside placeables are kept as they are.
  override visitTextElement(node: TextElement): BaseNode {
    node.value = this.transform(node.value);
    return node;
  }
}

/** Turns an English Fluent resource into the given pseudo-locale's resource. */
export function pseudoLocalizeSource(source: string, locale: PseudoLocale): string {
  const resource = new FluentParser({ withSpans: false }).parse(source);
  new TextTransformer(locale === 'ar-XB' ? bidi : accent).visit(resource);
  return new FluentSerializer({ withJunk: false }).serialize(resource);
}
