import { NO_PREFERENCE, type PurposeCategory, type QuizAnswers } from './quiz-answers';

export type RecommendedCategory = PurposeCategory | 'pet-friendly';

/** The plant finder's recommendation, a category slug for /shop?category=. The first rule that fits wins. */
export function recommendCategory(answers: QuizAnswers): RecommendedCategory {
  // 1. A purpose that names a category is that category.
  if (answers.purpose !== NO_PREFERENCE) return answers.purpose;
  // 2. Forgiving plants for a light routine or a first-time plant parent.
  if (answers.maintenance === 'low' || answers.experience === 'beginner') return 'succulents';
  // 3. Snake plants cope with dim rooms.
  if (answers.light === 'low') return 'snake';
  // 4. Non-toxic plants for homes with cats or dogs.
  if (answers.pets === 'yes') return 'pet-friendly';
  // 5. Everyone else.
  return 'indoor-plants';
}
