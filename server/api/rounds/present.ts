// What /api/rounds answers for a round: the shared Round shape (domain/rounds.ts) and its window's state now.
import type { AdmissionRound } from '../../../db/models/index.js';
import { windowState, type Round, type WindowState } from '../../../domain/rounds.js';

export type RoundView = Round & { state: WindowState };

export function presentRound(row: AdmissionRound, at: Date): RoundView {
  const round = row.toRound();
  return { ...round, state: windowState(round, at) };
}
