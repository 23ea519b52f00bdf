import { describe, expect, it } from 'vitest';
import type { QuizAnswers } from './quiz-answers';
import { recommendCategory } from './recommend-category';

/** Answers that trigger none of rules 2-4, so each test changes only what its rule is about. */
const undecided: QuizAnswers = {
  experience: 'intermediate',
  light: 'bright',
  maintenance: 'medium',
  pets: 'no',
  purpose: 'no-preference',
};

/** Answers that would trigger every one of rules 2-4 at once. */
const everything: QuizAnswers = {
  experience: 'beginner',
  light: 'low',
  maintenance: 'low',
  pets: 'yes',
  purpose: 'no-preference',
};

describe('recommendCategory', () => {
  it.each(['air-purifying', 'succulents', 'indoor-plants', 'snake'] as const)(
    'rule 1: the purpose %s is the category, whatever else was answered',
    (purpose) => {
      expect(recommendCategory({ ...undecided, purpose })).toBe(purpose);
      expect(recommendCategory({ ...everything, purpose })).toBe(purpose);
    },
  );

  it('rule 2: low maintenance gives succulents', () => {
    expect(recommendCategory({ ...undecided, maintenance: 'low' })).toBe('succulents');
  });

  it('rule 2: a beginner gets succulents', () => {
    expect(recommendCategory({ ...undecided, experience: 'beginner' })).toBe('succulents');
  });

  it('rule 2 comes before low light and pets', () => {
    expect(recommendCategory(everything)).toBe('succulents');
    expect(recommendCategory({ ...everything, experience: 'expert' })).toBe('succulents');
    expect(recommendCategory({ ...everything, maintenance: 'high' })).toBe('succulents');
  });

  it('rule 3: low light gives snake, before pets', () => {
    expect(recommendCategory({ ...undecided, light: 'low' })).toBe('snake');
    expect(recommendCategory({ ...undecided, light: 'low', pets: 'yes' })).toBe('snake');
  });

  it('rule 4: pets give pet-friendly', () => {
    expect(recommendCategory({ ...undecided, pets: 'yes' })).toBe('pet-friendly');
    expect(recommendCategory({ ...undecided, light: 'medium', maintenance: 'high', pets: 'yes' })).toBe(
      'pet-friendly',
    );
  });

  it('rule 5: otherwise indoor-plants', () => {
    expect(recommendCategory(undecided)).toBe('indoor-plants');
    expect(
      recommendCategory({ ...undecided, experience: 'expert', light: 'medium', maintenance: 'high' }),
    ).toBe('indoor-plants');
  });
});
