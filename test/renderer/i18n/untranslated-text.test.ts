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
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : undefined;
      if (literal && /\p{L}/u.test(literal.text)) found.push(`${where(node)} ${literal.text}`);
    }
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
});
