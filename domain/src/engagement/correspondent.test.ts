import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type CorrespondentEvent, correspondentDecider, correspondentSubjectId } from './correspondent';

const spec = deciderSpecification(correspondentDecider);
const erase = (olderMessageIds: string[] = []) => ({
  type: 'EraseCorrespondent' as const,
  data: { emailFingerprint: 'f-1', olderMessageIds },
});
const erased = (dataSubjectId: string, olderMessageIds: string[] = []): CorrespondentEvent => ({
  type: 'CorrespondentErased',
  data: { emailFingerprint: 'f-1', dataSubjectId, olderMessageIds },
});

describe('correspondents', () => {
  it('seal what an email sends with its fingerprint until it is erased', () => {
    expect(correspondentSubjectId('f-1', correspondentDecider.initialState())).toBe('f-1');
  });

  it('erase the email’s data subject and the older messages found for it', () => {
    spec
      .given([])
      .when(erase(['m-1', 'm-2']))
      .thenEvents([erased('f-1', ['m-1', 'm-2'])]);
  });

  it('move the email on to a new data subject at each erasure, so it can write again', () => {
    const history = [erased('f-1', ['m-1']), erased('f-1.1')];
    const state = foldEvents(correspondentDecider, history);

    expect(correspondentSubjectId('f-1', state)).toBe('f-1.2');
    spec
      .given(history)
      .when(erase())
      .thenEvents([erased('f-1.2')]);
  });

  it('remember every key their erasures named', () => {
    const state = foldEvents(correspondentDecider, [erased('f-1', ['m-1']), erased('f-1.1')]);
    expect(state.erasedSubjectIds).toEqual(['f-1', 'm-1', 'f-1.1']);
  });
});
