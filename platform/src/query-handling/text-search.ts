/** The text as a regular expression that matches it literally: a search for 'a.b' finds only 'a.b'. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A read-model filter on a text field: it contains the search, in any case. */
export const containsIgnoringCase = (search: string) => ({ $regex: escapeRegex(search), $options: 'i' });
