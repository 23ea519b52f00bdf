/** The purposes that are also category slugs: the quiz's last answer picks the category. */
export type PurposeCategory = 'air-purifying' | 'succulents' | 'indoor-plants' | 'snake';

/**
 * A shopper who has no purpose in mind lets the other answers decide. The recommendation has rules for
 * that case (low maintenance, low light, pets) that its four purposes alone could never reach.
 */
export const NO_PREFERENCE = 'no-preference';

export interface QuizAnswers {
  experience: 'beginner' | 'intermediate' | 'expert';
  light: 'bright' | 'medium' | 'low';
  maintenance: 'low' | 'medium' | 'high';
  pets: 'yes' | 'no';
  purpose: PurposeCategory | typeof NO_PREFERENCE;
}
