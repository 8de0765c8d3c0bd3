// The files the admin chose, each with what the first look found (what it holds, or what to fix in it), the
// progress of handing them to this workstation's import area, and the archive once it is ready.
import type { BridgeError } from '../../../../shared/bridge';
import type { DataFileSummaryView } from '../../../../shared/bridge/views/setup';
import type { ChoiceRefusal, ChosenFileCheck } from '../../store/setup-slice';
import { Banner, Icon, StatusBadge, errorMessage, reasonCodeText, useLocale } from '../../ui';
import { describeDataFileSummary } from './data-file-summary';
import { choiceRefusalMessage } from './choice-refusal';
import { formatBytes } from './setup-labels';
import { importFailureText } from './import-failure-text';
import { isArchiveFailureReasonCode } from '../../../../shared/catalog-import/file-problem-reason';
import { useMessages, useReadsSourceEnglish } from '../../i18n/I18nProvider';

export function ChosenFiles({
  checks,
  refusal,
  uploadError,
  sending,
  sent,
  total,
  preparedBytes,
  preparedFiles,
}: {
  checks: readonly ChosenFileCheck[];
  refusal: ChoiceRefusal | null;
  uploadError: BridgeError | null;
  sending: boolean;
  sent: number;
  total: number;
  preparedBytes: number | null;
  preparedFiles: readonly DataFileSummaryView[] | null;
}) {
  const locale = useLocale();
  const t = useMessages();
  // Problems the workstation found in the files (a zip's entries, heads inside it), by file.
  const detailsFor = (check: ChosenFileCheck, index: number) =>
    (uploadError?.details ?? []).filter(
      (detail) =>
        (check.entity && detail.path.startsWith(`files.${check.entity}`)) ||
        detail.path === 'files.archive' ||
        detail.path.startsWith(`files.${index}.`),
    );
  const unplaced =
    uploadError && checks.every((check, index) => detailsFor(check, index).length === 0) ? uploadError : null;
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;

  return (
    <div className="chosen-files">
      {refusal ? (
        <Banner tone="danger" title={t('setup.chosenFiles.refused')}>
          {choiceRefusalMessage(refusal, t)}
        </Banner>
      ) : null}
      <ul className="chosen-files__list" aria-label={t('setup.chosenFiles.title')}>
        {checks.map((check, index) => (
          <ChosenFileItem
            key={check.name}
            check={check}
            found={detailsFor(check, index)}
            summary={check.summary ?? preparedFiles?.find((file) => file.entity === check.entity) ?? null}
            prepared={preparedBytes !== null}
          />
        ))}
      </ul>
      {sending ? (
        <div className="upload-progress" role="status">
          <span>{t('setup.chosenFiles.checking', { percent: percent / 100 })}</span>
          <progress max={100} value={percent} aria-label={t('setup.chosenFiles.progress')} />
        </div>
      ) : null}
      {preparedBytes !== null ? (
        <p className="setup-muted" role="status">
          {t('setup.chosenFiles.ready', { size: formatBytes(preparedBytes, locale, t) })}
        </p>
      ) : null}
      {unplaced ? (
        <Banner tone="danger" title={t('setup.chosenFiles.refused')}>
          {errorMessage(unplaced)}
        </Banner>
      ) : null}
    </div>
  );
}

function ChosenFileItem({
  check,
  found,
  summary,
  prepared,
}: {
  check: ChosenFileCheck;
  /** What the workstation's import area found in this file. */
  found: NonNullable<BridgeError['details']>;
  summary: DataFileSummaryView | null;
  /** The archive is ready (every file in it passed). */
  prepared: boolean;
}) {
  const locale = useLocale();
  const t = useMessages();
  const sourceEnglish = useReadsSourceEnglish();
  // US English reads the check's own words; another language the reason by its code (a field's, or the
  // import failure the file would cause, in the import status's sentences), else those words.
  const said = ({
    message,
    reason,
  }: {
    message: string;
    reason?: { code: string; values?: Record<string, string | number> };
  }) => {
    if (sourceEnglish || !reason) return message;
    if (isArchiveFailureReasonCode(reason.code)) return importFailureText({ ...reason, message }, t, locale);
    return reasonCodeText(reason, t) ?? message;
  };
  const problems = [
    ...check.problems.map((problem) => (problem.path ? `${problem.path}: ${said(problem)}` : said(problem))),
    ...found.map(said),
  ];
  const state = problems.length > 0 ? 'problems' : summary || prepared ? 'ok' : 'pending';
  return (
    <li className={`chosen-file chosen-file--${state}`} aria-label={check.name}>
      <span className="chosen-file__icon" aria-hidden="true">
        <Icon name={state === 'problems' ? 'alert' : state === 'ok' ? 'check' : 'inbox'} size={20} />
      </span>
      <div className="chosen-file__body">
        <div className="chosen-file__name">
          <strong>{check.name}</strong>
          <span className="setup-muted">{formatBytes(check.bytes, locale, t)}</span>
          {state === 'problems' ? (
            <StatusBadge tone="danger">{t('setup.chosenFile.fix')}</StatusBadge>
          ) : state === 'ok' ? (
            <StatusBadge tone="success">{t('setup.chosenFile.ready')}</StatusBadge>
          ) : (
            <StatusBadge tone="info">{t('setup.chosenFile.checking')}</StatusBadge>
          )}
        </div>
        {summary ? <div className="chosen-file__summary">{describeDataFileSummary(summary, t)}</div> : null}
        {problems.length > 0 ? (
          <ul className="chosen-file__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
