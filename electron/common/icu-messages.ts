// One catalog's messages in one locale, through intl-messageformat (ICU message syntax, the engine react-intl
// uses on screen). Printed documents and the desktop shell's menu and dialogs word their texts this way;
// each message is parsed once, the first time it is asked for.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export type MessageValues = Record<string, PrimitiveType>;

/** `t(id, values)`: the catalog's message, its placeholders filled in the locale's way. */
export type IcuMessages<Id extends string> = (id: Id, values?: MessageValues) => string;

export function icuMessages<Id extends string>(
  catalog: Readonly<Record<Id, string>>,
  locale: string,
): IcuMessages<Id> {
  const formats = new Map<Id, IntlMessageFormat>();
  return (id, values) => {
    let format = formats.get(id);
    if (format === undefined) {
      format = new IntlMessageFormat(catalog[id], locale);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}
