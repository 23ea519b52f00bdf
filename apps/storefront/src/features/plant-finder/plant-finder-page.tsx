import { Button, PageMeta } from '@verdant/web-kit';
import { ArrowLeft, Sprout } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuizAnswers } from './quiz-answers';
import { QuizProgress } from './quiz-progress';
import { quizQuestions } from './quiz-questions';
import { QuizStep } from './quiz-step';
import { recommendCategory } from './recommend-category';

const isComplete = (answers: Partial<QuizAnswers>): answers is QuizAnswers =>
  quizQuestions.every(({ key }) => answers[key] !== undefined);

export function PlantFinderPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<QuizAnswers>>({});
  // Focus follows the questions only once the shopper has moved between them.
  const [moved, setMoved] = useState(false);
  const question = quizQuestions[step]!;

  const choose = (value: string) => {
    const next = { ...answers, [question.key]: value };
    setAnswers(next);
    if (step < quizQuestions.length - 1) {
      setStep(step + 1);
      setMoved(true);
    } else if (isComplete(next)) {
      navigate(`/shop?category=${encodeURIComponent(recommendCategory(next))}`);
    }
  };

  const goBack = () => {
    setStep(step - 1);
    setMoved(true);
  };

  return (
    <>
      <PageMeta
        title="Plant Finder Quiz | Verdant"
        description="Answer five quick questions about your light, routine and home, and we will match you with plants that will thrive with you."
      />
      <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-leaf-100 text-leaf-700">
            <Sprout aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 font-display text-4xl text-leaf-900 sm:text-5xl">Find Your Perfect Plant</h1>
          <p className="mt-3 text-lg text-stone-700">
            Five quick questions, and we will show you plants that suit your home and your routine.
          </p>
        </div>
        <div className="mt-10 space-y-8 rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8">
          <QuizProgress current={step + 1} total={quizQuestions.length} />
          <QuizStep
            key={question.key}
            question={question.question}
            options={question.options}
            chosen={answers[question.key]}
            onChoose={choose}
            focusOnShow={moved}
          />
          {step > 0 && (
            <Button variant="ghost" onClick={goBack}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous Question
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
