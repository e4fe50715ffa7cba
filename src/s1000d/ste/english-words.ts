/*
 * Small lists of common English words, written for this checker (not taken from the STE
 * dictionary): the words that can never be part of a noun cluster, and the irregular past
 * participles the passive-voice check knows.
 */

/** Articles, pronouns, prepositions, conjunctions, auxiliaries and other function words. */
export const FUNCTION_WORDS = new Set(
  `a an the this that these those each every all any some no not and or but if then than
  when where while until before after because so as at by for from in into of off on onto out
  over to under up down with without through between about above below near across along
  around behind against during per via i you he she it we they me him her us them my your his
  its our their what which who whom whose there here is are was were be been being am has have
  had do does did can could may might must shall should will would one two three four five six
  seven eight nine ten more most less least many much few other another same such only also
  very too again then now how why yes its both either neither until unless though although
  let make makes made get gets got keep keeps kept put puts use uses used set sets turn turns
  hold holds do done go goes went come comes came cannot can't`
    .split(/\s+/)
    .filter(Boolean),
);

/** The forms of "be" that make a passive with a past participle. */
export const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);

/** Irregular past participles; regular ones end in -ed. */
export const IRREGULAR_PARTICIPLES = new Set(
  `done made shown given taken held set put cut kept found known seen told sent built bought
  brought caught taught thought left lost meant paid read said sold spent stood understood
  won written driven broken chosen frozen spoken stolen worn torn sworn drawn grown thrown
  blown flown begun run sung rung sunk shrunk hung hit hurt let shut split spread struck stuck
  bent bound fed led fitted lit laid hidden forgotten gotten ground wound sewn sawn`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words in -ed that are not participles. */
export const NOT_PARTICIPLES = new Set([
  'red',
  'bed',
  'need',
  'speed',
  'feed',
  'seed',
  'shed',
  'bleed',
  'hundred',
  'sacred',
  'naked',
  'wicked',
]);

export const CONTRACTIONS =
  /\b[\p{L}]+(?:n['’]t|['’](?:re|ve|ll|d|m))\b|\b(?:it|that|there|what|here|who|where|he|she|let)['’]s\b/giu;
