import type { EstimateReview } from '@fairwrench/contracts';
import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { EstimateForm } from './estimate-form';
import { ESTIMATE_TOASTS } from './estimate-messages';
import { EstimateResultCard } from './estimate-result-card';
import {
  type EstimateQuestion,
  type RandomSource,
  simulateEstimateReview,
} from './simulate-estimate';

/** /test-shop-estimate: the form, then the simulated review. Nothing leaves the browser. */
export function ShopEstimatePanel({ random = Math.random }: { random?: RandomSource }) {
  const [review, setReview] = useState<EstimateReview | null>(null);

  const analyze = (question: EstimateQuestion) => {
    try {
      setReview(simulateEstimateReview(question, random));
      toast(ESTIMATE_TOASTS.done);
    } catch (error) {
      // A failed run must not leave the previous answer looking like this one's.
      setReview(null);
      console.error('Simulated estimate analysis failed', error);
      toast(ESTIMATE_TOASTS.failed);
    }
  };

  return (
    <>
      <EstimateForm onAnalyze={analyze} />
      {review && <EstimateResultCard review={review} />}
    </>
  );
}
