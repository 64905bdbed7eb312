/** Whether the owner's model text names a word (a trim, an engine size), on word edges. */

const wordPatterns = new Map<string, RegExp>();

// Word edges keep '3.5' from matching '13.5' and 'gt' from matching 'gti'. A displacement may
// carry a letter ('3.6R', '2.5i', '2.0T'), so after a number only a further digit breaks it.
export function mentions(text: string, word: string): boolean {
  let re = wordPatterns.get(word);
  if (!re) {
    const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const after = /[0-9]$/.test(word) ? '(?![0-9.])' : '(?![a-z0-9])';
    re = new RegExp(`(?<![a-z0-9.])${escaped}${after}`);
    wordPatterns.set(word, re);
  }
  return re.test(text);
}
