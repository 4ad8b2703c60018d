// What tells a text meant for testers and analysts from one with a developer's words in it: the machines'
// camelCase names (actions, guards, actors), their event types, English words no Spanish text has. Used by
// the tests of the tester scripts (test/tooling/paths-tester.test.ts) and of the flows site.
import { registry } from '@machines/index';

/** Every event type of every registered machine (TODAY_CHANGED, CHANGE_KEYWORD, NEXT…). */
const eventTypes = new Set(
  registry.flatMap((entry) =>
    [...(entry.machine.events as string[])].filter((type) => /^[A-Z][A-Z_]+$/.test(type)),
  ),
);

/** English words no Spanish script has. */
const englishWords =
  /\b(the|and|with|without|when|fails|finishes|starts|after|delay|request|requests|done|load|answer|resumed|same|day|code|address|characters|manager|recorded|refuse|services|state|event|shows|step|true|false|undefined|null|of|is|are|not|approve|reject)\b/;

/** What a person reads, without commands, addresses and ids (`npm start`, /holidays/request-payment, REQ-DISCARD-01). */
function prose(text: string): string {
  const names = new RegExp(`\\b(${registry.map((entry) => entry.name).join('|')})\\b`, 'g');
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/(^|[\s(«])[\w.:-]*\/[^\s)»,;]*/g, '$1 ')
    .replace(names, ' ')
    .replace(/\bR-[0-9a-f]{8}\b/g, ' ')
    .replace(/\bREQ-[A-Z]+-\d{2}\b/g, ' ');
}

/** The words of a text a Spanish-only script must not have, each with why. */
export function foreignWords(text: string): string[] {
  const words = prose(text);
  const found: string[] = [];
  for (const match of words.matchAll(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g)) found.push(`camelCase ${match[0]}`);
  for (const match of words.matchAll(/\b[A-Z][A-Z_]{2,}\b/g)) {
    if (eventTypes.has(match[0])) found.push(`event type ${match[0]}`);
  }
  const english = englishWords.exec(words);
  if (english)
    found.push(
      `English «${english[0]}» in «${words.slice(Math.max(0, english.index - 40), english.index + 40)}»`,
    );
  return found;
}
