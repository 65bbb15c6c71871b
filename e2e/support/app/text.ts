// Matching text that Fluent formats: each placeable is wrapped in bidi
// isolation marks (U+2068 … U+2069), which the reader never sees.
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** fluent`Add ${email} to your contacts` matches with or without the isolation marks. */
export function fluent(strings: TemplateStringsArray, ...values: string[]): RegExp {
  let source = escape(strings[0] ?? '');
  values.forEach((value, i) => {
    source += `\\u2068?${escape(value)}\\u2069?${escape(strings[i + 1] ?? '')}`;
  });
  return new RegExp(source);
}
