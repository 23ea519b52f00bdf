import { setFlagsFromString } from 'node:v8';

// Whether a string is V8's one shared copy is not visible to plain JavaScript: V8's own test hook says.
setFlagsFromString('--allow-natives-syntax');

/** Whether this string is the one copy V8 keeps of equal strings (see shareStrings). */
export const isSharedCopy = new Function('text', 'return %IsInternalizedString(text)') as (
  text: string,
) => boolean;
