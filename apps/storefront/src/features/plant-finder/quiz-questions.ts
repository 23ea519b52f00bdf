import type { QuizAnswers } from './quiz-answers';

export interface QuizOption<Value extends string> {
  value: Value;
  label: string;
  description: string;
}

export interface QuizQuestion<Key extends keyof QuizAnswers> {
  key: Key;
  question: string;
  options: readonly QuizOption<QuizAnswers[Key]>[];
}

type AnyQuizQuestion = { [Key in keyof QuizAnswers]: QuizQuestion<Key> }[keyof QuizAnswers];

/**
 * The plant finder's five questions, in order; the options are the answers the recommendation reads, in
 * friendlier words.
 */
export const quizQuestions: readonly AnyQuizQuestion[] = [
  {
    key: 'experience',
    question: 'How would you describe your plant experience?',
    options: [
      {
        value: 'beginner',
        label: 'Just starting out',
        description: 'I am new to plants, or have lost a few along the way.',
      },
      {
        value: 'intermediate',
        label: 'Some experience',
        description: 'I keep a few plants happy and growing.',
      },
      { value: 'expert', label: 'Seasoned plant parent', description: 'My home is already a small jungle.' },
    ],
  },
  {
    key: 'light',
    question: 'How much natural light does your spot get?',
    options: [
      {
        value: 'bright',
        label: 'Bright light',
        description: 'A sunny window or balcony with a few hours of sun.',
      },
      {
        value: 'medium',
        label: 'Medium light',
        description: 'A well-lit room, a little away from the window.',
      },
      {
        value: 'low',
        label: 'Low light',
        description: 'A dim corner, a north-facing room or an office desk.',
      },
    ],
  },
  {
    key: 'maintenance',
    question: 'How much time can you give your plants?',
    options: [
      {
        value: 'low',
        label: 'Very little',
        description: 'I travel or forget to water: it has to fend for itself.',
      },
      {
        value: 'medium',
        label: 'A little each week',
        description: 'A quick check and a drink once or twice a week.',
      },
      {
        value: 'high',
        label: 'As much as it needs',
        description: 'I enjoy misting, pruning and fussing over plants.',
      },
    ],
  },
  {
    key: 'pets',
    question: 'Do you have cats or dogs at home?',
    options: [
      {
        value: 'yes',
        label: 'Yes, furry friends live here',
        description: 'Show me plants that are safe around pets.',
      },
      { value: 'no', label: 'No pets', description: 'Any plant is welcome.' },
    ],
  },
  {
    key: 'purpose',
    question: 'What are you hoping to grow?',
    options: [
      {
        value: 'air-purifying',
        label: 'Cleaner, fresher air',
        description: 'Leafy plants that help freshen a room.',
      },
      {
        value: 'succulents',
        label: 'Easy-going succulents',
        description: 'Sculptural plants that need little water.',
      },
      {
        value: 'indoor-plants',
        label: 'Lush indoor greenery',
        description: 'Big, green leaves to fill a room.',
      },
      {
        value: 'snake',
        label: 'Striking snake plants',
        description: 'Tall, upright and almost indestructible.',
      },
      {
        value: 'no-preference',
        label: 'Not sure yet',
        description: 'Pick for me, based on my other answers.',
      },
    ],
  },
];
