//===- AnalysisPrinter.h - The analysis as text (--print-analysis) --------===//
//
// What the uniformity engine (Uniformity.h) and the loop analysis
// (LoopForms.h) found, per device function of the main file, in a stable
// text format that lit tests check directly (as LLVM's
// test/Analysis/UniformityAnalysis checks its printer pass), so that a wrong
// class and a wrong decision look different in a failing test:
//
//   function 'NAME' (KIND, line L)            KIND: kernel, device, host-device
//     param NAME: CLASS
//     var NAME (line L): CLASS[; affine B + S*T ...]
//     read NAME (line L:C): CLASS             where a read differs from the
//                                             variable's class (temporal)
//     branch (line L:C) 'CONDITION': CLASS
//     call NAME (line L:C): CLASS, ...        a statement's call, its arguments
//     return (line L:C): CLASS
//     loop KIND (line L:C): exits CLASS[, returns][, barrier before]
//                           [, grid-stride][; writes NAMES[, memory]]
//       counter NAME = START + STEP: trips CLASS[, range A..B]
//       induction NAME: start CLASS, step CLASS
//   function 'NAME' at (CLASS, ...)           a helper's body solved at the
//                                             classes a call passes
//
// An affine form reads `affine base CLASS + STRIDE*T[ assumes NAME (CHECK),
// ...]`. Items are in source order.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ANALYSISPRINTER_H
#define WARPAGG_ANALYSISPRINTER_H

#include "warpagg/analysis/Uniformity.h"

#include "llvm/Support/raw_ostream.h"

namespace warpagg {

/// Prints the analysis of every device function with a body in the main
/// file of \p Unit's AST, then of the helpers' bodies at the classes their
/// calls pass that those reached.
void printAnalysis(UnitAnalyses &Unit, llvm::raw_ostream &OS);

} // namespace warpagg

#endif
