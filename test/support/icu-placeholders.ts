// The placeholders of an ICU message with their kind (argument, plural, select, number, date...), nested ones
// and those inside tags included: a translation must keep exactly the source's, or a value goes missing.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

function collect(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(`${element.value}:${element.type}`);
    if ('options' in element) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
    if (element.type === TYPE.tag) collect(element.children, into);
  }
  return into;
}

/** The message's placeholders, sorted (`name:kind`); throws when the message is not valid ICU. */
export function icuPlaceholders(message: string): string[] {
  return [...collect(parse(message), new Set())].sort();
}
