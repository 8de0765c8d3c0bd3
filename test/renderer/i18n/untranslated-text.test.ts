// No text of the renderer lands untranslated: outside the shrinking list in renderer/src/i18n/untranslated.ts,
// a JSX text with a letter in it, or a literal aria-label/title/placeholder/alt/label attribute, fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { UNTRANSLATED_PATHS } from '../../../renderer/src/i18n/untranslated';

const ROOT = join(import.meta.dirname, '../../..');
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [relative(ROOT, path)] : [];
  });
}

/** Literal texts a person would read: "file:line text". */
export function literalTexts(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // The strings an expression shows as it is: a literal, either branch of a condition, the fallback of
  // `a || 'text'` / `a ?? 'text'`, the right of `cond && 'text'`, the literal parts of a template.
  const shownLiterals = (expression: ts.Expression): ts.Node[] => {
    if (ts.isStringLiteralLike(expression)) return [expression];
    if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
    if (ts.isConditionalExpression(expression))
      return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
        return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
    }
    if (ts.isTemplateExpression(expression))
      return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
    return [];
  };
  const report = (node: ts.Node, expression: ts.Expression) => {
    for (const literal of shownLiterals(expression)) {
      const text = (literal as ts.LiteralLikeNode).text;
      if (/\p{L}/u.test(text)) found.push(`${where(literal)} ${text.trim()}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && /\p{L}/u.test(value.text))
        found.push(`${where(node)} ${value.text}`);
      if (value && ts.isJsxExpression(value) && value.expression) report(node, value.expression);
    }
    // A child expression of an element: `{busy ? 'Saving…' : 'Save'}` is text as much as `Save` is.
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      report(node, node.expression);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isListed = (file: string) => UNTRANSLATED_PATHS.some((path) => file.startsWith(path));
const files = sourceFiles(join(ROOT, 'renderer/src'));

describe('untranslated renderer text', () => {
  it('finds no literal text outside the untranslated list', () => {
    const offenders = files
      .filter((file) => !isListed(file))
      .flatMap((file) => literalTexts(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lists only paths that still hold untranslated text (the list shrinks)', () => {
    const stale = UNTRANSLATED_PATHS.filter(
      (path) =>
        !files
          .filter((file) => file.startsWith(path))
          .some((file) => literalTexts(file, readFileSync(join(ROOT, file), 'utf8')).length > 0),
    );
    expect(stale).toEqual([]);
  });

  it('catches a JSX text and a literal label, and lets catalog messages through', () => {
    expect(
      literalTexts(
        'x.tsx',
        `const a = <p aria-label="Status">Synced {when}</p>; const b = <p>{t('id')} · 3</p>;`,
      ),
    ).toEqual(['x.tsx:1 Status', 'x.tsx:1 Synced']);
  });

  it('catches texts chosen inside an expression, and leaves class names and keys alone', () => {
    expect(
      literalTexts(
        'x.tsx',
        [
          `const a = <b>{busy ? 'Saving…' : t('save')}</b>;`,
          `const b = <b title={error ?? 'Unknown'}>{n > 1 && 'items'}</b>;`,
          `const c = <b className={open ? 'is-open' : 'closed'} data-x={'y'}>{\`\${count} left\`}</b>;`,
        ].join('\n'),
      ),
    ).toEqual(['x.tsx:1 Saving…', 'x.tsx:2 Unknown', 'x.tsx:2 items', 'x.tsx:3 left']);
  });
});
