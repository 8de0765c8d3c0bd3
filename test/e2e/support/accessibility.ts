// The accessibility audit every spec runs on the screens and dialogs it visits: axe-core (an independent
// engine) with the WCAG 2.0, 2.1 and 2.2 A and AA rules. A moderate, serious or critical violation fails the
// spec, naming the rule, what is wrong and the elements it found; minor ones are attached to the test report.
// Moderate ones block too: every screen was clean of them, and a regression should not hide in a report.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const BLOCKING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

interface AuditFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/**
 * Audits the page as it is now (the screen and any open dialog). `name` says which screen and state it
 * is ("sale: payment dialog"), so a failure reads as "sale: payment dialog has 1 serious violation".
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // What a screen shows settles first: a transition half-way through is not what anyone reads.
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: [...WCAG_TAGS] },
      // Also: is every piece of content inside a landmark (axe files it under best practice; a screen
      // reader user moves by landmarks, so content outside them is easy to miss).
      rules: { region: { enabled: true } },
    })
    .analyze();
  const findings: AuditFinding[] = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summary: violation.nodes[0]?.failureSummary ?? '',
  }));
  const blocking = findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact));
  const advisory = findings.filter((finding) => !BLOCKING_IMPACTS.has(finding.impact));
  if (advisory.length > 0) {
    await test.info().attach(`axe advisory: ${name}`, {
      body: JSON.stringify(advisory, null, 2),
      contentType: 'application/json',
    });
  }
  expect(blocking.map(describeFinding), `${name}: serious or critical accessibility violations`).toEqual([]);
}

function describeFinding(finding: AuditFinding): string {
  return `${finding.impact} ${finding.rule} (${finding.help}) at ${finding.targets.slice(0, 5).join(', ')}: ${finding.summary}`;
}
