// A pickup line's product as both the lines table and the picking list write it: the title with its
// variant, then the codes an associate compares with the label on the shelf (SKU, EAN).
import { useMessages } from '../../i18n/I18nProvider';

interface LineProductFields {
  title: string;
  variant?: string | null;
  sku?: string | null;
  ean?: string | null;
}

/** The title, then the variant in its own style ("Crew sock  Navy · M"). */
export function LineTitle({ line }: { line: LineProductFields }) {
  return (
    <>
      {line.title}
      {line.variant ? (
        <>
          {' '}
          <span className="pick-line__variant">{line.variant}</span>
        </>
      ) : null}
    </>
  );
}

/** The line's SKU and EAN, each only when the product has one. */
export function LineCodes({ line }: { line: LineProductFields }) {
  const t = useMessages();
  return (
    <>
      {line.sku ? <span>{t('pickup.code.sku', { code: line.sku })}</span> : null}
      {line.ean ? <span>{t('pickup.code.ean', { code: line.ean })}</span> : null}
    </>
  );
}
