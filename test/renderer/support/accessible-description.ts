// What a screen reader says after a field's name: the texts its aria-describedby points at (a refusal
// under the field, a hint), as one line.
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}
