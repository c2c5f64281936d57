//===- LaneDistinct.cpp ---------------------------------------------------===//
//
// The address is taken apart into an affine form (Affine below), in bytes,
// by two mutually recursive walks: pointerForm() for a pointer value,
// objectForm() for the address of an lvalue; indexForm() for the integers
// added to them. The per-thread indices and their strides are the
// lattice's (LaneAffine.h); here they meet ranges, rows and byte sizes.
//
//===----------------------------------------------------------------------===//
#include "warpagg/analysis/LaneDistinct.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AddressKey.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/IterationUniform.h"
#include "warpagg/analysis/LaneAffine.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "warpagg/analysis/ValueBounds.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>

using namespace clang;

namespace warpagg {
namespace {

// Deep enough for an embedding row: pointer <- row start <- token load <-
// row index <- quotient <- thread index, through locals at each step.
constexpr int MaxDepth = 24;

// S * T + R, with T the per-thread index (when Lane), S = Stride (times a
// uniform factor assumed nonzero when UniformFactor), and R taking values
// at most Spread apart. Without Lane: a value R.
//
// A unit per-thread index T (stride 1) can also be taken apart into rows of
// a uniform length M, as `bt = idx / C; c = idx % C` do (Row):
//   Quotient:    any function of T / M (T / M itself, `inp[T / M]`, `% T'`)
//   Remainder:   RowScale * (T % M)
//   QuotientRow: RowScale * M * q with q a Quotient, or any integer (a row
//                read from data, `idx[e] * dim`)
//   Blocked:     RowScale * (M * q + T % M), a row's element `ix * C + c`
// plus a warp-uniform rest. The lanes of a warp hold at most 32 consecutive
// values of T, so when M >= 32 their remainders all differ, and so do the
// Blocked addresses (Euclidean division is unique, whatever q is).
//
// Columns: a per-thread index c itself (any unit index, a lane stepped by
// 32) that control flow bounds by M, 0 <= c < M (ValueBounds.h), plus any
// warp-uniform u, added to a QuotientRow of the same M is Blocked and
// Bounded: distinct for any M, its lanes' columns being distinct and less
// than M apart (`out + idx[e] * dim + col` in `for (col = lane; col < dim;
// col += 32)`; `C + row * len + (tile + lane)` under `lane < len`).
struct Affine {
  bool Lane = false;
  bool NeedsOneDimensionalBlocks = false; ///< T is a threadIdx.x index
  /// T is affine in the lane but injective only for some launches (a 2-D
  /// thread index with a constant row pitch: `threadIdx.x + threadIdx.y * 32`
  /// is distinct when blockDim.x is 32, not when it is 48).
  bool Likely = false;
  int64_t Stride = 0;
  bool UniformFactor = false;
  uint64_t Spread = 0;
  enum RowPart { None, Quotient, Remainder, QuotientRow, Blocked } Row = None;
  const Expr *Modulus = nullptr; ///< M, for Row != None
  /// M where no expression spells it: `T & (M - 1)` for a power of two M.
  int64_t MaskModulus = 0;
  int64_t RowScale = 0;          ///< for Remainder, QuotientRow, Blocked
  /// Blocked from a column bounded by the row's length: distinct whatever M.
  bool Bounded = false;
  /// A Quotient last multiplied by this value F other than M (RowScale * F
  /// * q, `dst[lin / 32] * D`): a row start of rows of length F as well.
  const Expr *RowFactor = nullptr;
  /// A read of a local that is a unit per-thread index (Stride times it,
  /// plus warp-uniform values): its bound there makes a column of it.
  const DeclRefExpr *ColumnUse = nullptr;
  /// A value the same in every thread of a row of the block (it does not
  /// depend on threadIdx.x): warp-uniform when a warp lies in one row, as
  /// it does in the usual 2-D launches (blockDim.x a multiple of 32).
  bool RowUniform = false;
  /// Distinct where a warp lies in one row of the block (blockDim.x a
  /// multiple of 32): a 2-D index at a constant pitch, a lane index plus
  /// values of a block row. (A threadIdx.x index in a kernel that reads
  /// threadIdx.y is NeedsOneDimensionalBlocks, which means the same.)
  bool LikelyRows = false;

  static Affine uniform() { return {}; }
  static Affine rowUniform() {
    Affine R;
    R.RowUniform = true;
    return R;
  }
  static Affine index(bool ThreadX) { return {true, ThreadX, false, 1}; }
  bool distinct() const {
    return Lane && Stride != 0 &&
           Spread < static_cast<uint64_t>(Stride < 0 ? -Stride : Stride);
  }
  /// A unit per-thread index: consecutive lanes, consecutive values.
  bool unitIndex() const {
    return Lane && Row == None && Stride == 1 && !UniformFactor && Spread == 0;
  }
  bool isUniform() const { return !Lane && Row == None && Spread == 0; }
};
using MaybeAffine = std::optional<Affine>;

bool sameModulus(const Expr *A, const Expr *B, ASTContext &Context) {
  if (!A || !B)
    return false;
  std::optional<llvm::APSInt> CA = A->getIntegerConstantExpr(Context);
  std::optional<llvm::APSInt> CB = B->getIntegerConstantExpr(Context);
  if (CA || CB)
    return CA && CB && llvm::APSInt::isSameValue(*CA, *CB);
  return sameKey(A, B, Context);
}

// Sums of row parts: a uniform rest keeps the part; two quotients stay one;
// a row's start plus a remainder of the same rows is a Blocked element.
MaybeAffine addRows(const Affine &A, const Affine &B, ASTContext &Context) {
  if (A.Row == Affine::None || B.Row == Affine::None) {
    const Affine &Row = A.Row == Affine::None ? B : A;
    const Affine &Rest = A.Row == Affine::None ? A : B;
    if (!Rest.isUniform())
      return std::nullopt;
    Affine R = Row;
    R.Likely |= Rest.Likely;
    R.LikelyRows |= Rest.LikelyRows;
    return R;
  }
  if (!sameModulus(A.Modulus, B.Modulus, Context))
    return std::nullopt;
  if (A.Row == Affine::Quotient && B.Row == Affine::Quotient) {
    Affine R = A;
    R.RowFactor = nullptr; // q1 * F + q2 is no multiple of F
    return R;
  }
  const Affine &Rem = A.Row == Affine::Remainder ? A : B;
  const Affine &Start = A.Row == Affine::Remainder ? B : A;
  if (Rem.Row != Affine::Remainder ||
      (Start.Row != Affine::QuotientRow && Start.Row != Affine::Quotient))
    return std::nullopt;
  Affine R = Rem;
  R.Row = Affine::Blocked;
  // A row start at a pitch other than the row's length (`v * F + e` with
  // e = i % S): distinct within a row, across rows only if F >= S.
  R.Likely |= Start.Likely || Start.Row != Affine::QuotientRow ||
              Rem.RowScale != Start.RowScale;
  R.LikelyRows |= Start.LikelyRows;
  return R;
}

// A column c (0 <= c < M at its read) plus a row start M * q, both at the
// same scale: a row's element, distinct for distinct columns whatever the
// rows are.
MaybeAffine boundedColumn(const Affine &A, const Affine &B, ASTContext &Context) {
  const Affine &Col = A.ColumnUse ? A : B;
  const Affine &Start = A.ColumnUse ? B : A;
  const Expr *Length = Start.Row == Affine::QuotientRow ? Start.Modulus
                       : Start.Row == Affine::Quotient  ? Start.RowFactor
                                                        : nullptr;
  if (!Col.ColumnUse || !Length || Start.Likely || Col.Stride <= 0 ||
      Col.Stride != Start.RowScale)
    return std::nullopt;
  const Expr *M = upperBoundAt(Col.ColumnUse, cast<VarDecl>(Col.ColumnUse->getDecl()), Context);
  if (!M || !sameModulus(M, Length, Context))
    return std::nullopt;
  Affine R = Col;
  R.Lane = false;
  R.Stride = 0;
  R.Row = Affine::Blocked;
  R.Modulus = M;
  R.RowScale = Start.RowScale;
  R.Bounded = true;
  R.LikelyRows |= Start.LikelyRows;
  R.ColumnUse = nullptr;
  return R;
}

MaybeAffine addUnbounded(MaybeAffine A, MaybeAffine B, ASTContext &Context);
MaybeAffine add(MaybeAffine A, MaybeAffine B, ASTContext &Context) {
  if (A && B && (A->ColumnUse || B->ColumnUse))
    if (MaybeAffine Element = boundedColumn(*A, *B, Context))
      return Element;
  MaybeAffine R = addUnbounded(A, B, Context);
  // A warp-uniform addend is the same in every lane: the lanes' columns
  // still differ by less than the row's length. Anything else unbounds it.
  if (R && !(A->ColumnUse && B->isUniform() && !B->RowUniform) &&
      !(B->ColumnUse && A->isUniform() && !A->RowUniform))
    R->ColumnUse = nullptr;
  return R;
}

MaybeAffine addUnbounded(MaybeAffine A, MaybeAffine B, ASTContext &Context) {
  if (!A || !B || (A->Lane && B->Lane))
    return std::nullopt; // two lane terms might cancel
  // A row-uniform term is warp-uniform where a warp lies in one row: what it
  // is added to keeps its shape for such launches only.
  if (A->RowUniform || B->RowUniform) {
    const Affine &Other = A->RowUniform ? *B : *A;
    if (Other.isUniform()) // uniform or row-uniform itself
      return Affine::rowUniform();
    Affine R = Other;
    R.LikelyRows = true;
    return R;
  }
  if (A->Row != Affine::None || B->Row != Affine::None)
    return addRows(*A, *B, Context);
  Affine R = A->Lane ? *A : *B;
  if (A->Spread > UINT32_MAX || B->Spread > UINT32_MAX)
    return std::nullopt;
  R.Spread = A->Spread + B->Spread;
  R.Likely = A->Likely || B->Likely;
  R.LikelyRows = A->LikelyRows || B->LikelyRows;
  return R;
}

MaybeAffine negate(MaybeAffine A) {
  if (A && A->Row != Affine::None && A->Row != Affine::Quotient)
    return std::nullopt;
  if (A) {
    A->Stride = -A->Stride;
    A->ColumnUse = nullptr;
  }
  return A;
}

MaybeAffine scale(MaybeAffine A, int64_t C, ASTContext &Context,
                  const Expr *Factor = nullptr) {
  if (!A)
    return std::nullopt;
  if (C == 0)
    return Affine::uniform();
  if (A->Row == Affine::Quotient) {
    // q * M: a row's first element (a constant M written as a number); q * F
    // still a function of the row, and a row start at F.
    if (Factor && sameModulus(Factor, A->Modulus, Context)) {
      A->Row = Affine::QuotientRow;
      A->RowScale = 1;
      A->RowFactor = nullptr;
    } else if (Factor) {
      A->RowFactor = Factor;
      A->RowScale = 1;
    } else if (A->RowFactor) {
      if (C < -INT32_MAX || C > INT32_MAX || A->RowScale > INT32_MAX ||
          A->RowScale < -INT32_MAX)
        A->RowFactor = nullptr;
      else
        A->RowScale *= C;
    }
    return A;
  }
  uint64_t Abs = C < 0 ? -static_cast<uint64_t>(C) : C;
  if (A->Row != Affine::None) {
    if (Abs > (1u << 30) || A->RowScale > INT32_MAX || A->RowScale < -INT32_MAX)
      return std::nullopt;
    A->RowScale *= C;
    return A;
  }
  if (Abs > (1u << 30) || A->Spread > UINT32_MAX ||
      (A->Stride > INT32_MAX || A->Stride < -INT32_MAX))
    return std::nullopt;
  A->Stride *= C;
  A->Spread *= Abs;
  return A;
}

// Times the warp-uniform value \p Factor that is not a constant: a stride
// such as a row pitch is assumed nonzero; a spread becomes unbounded; a
// quotient times its own row length is the row's first element.
MaybeAffine scaleByUniform(MaybeAffine A, const Expr *Factor,
                           ASTContext &Context) {
  if (A && A->Row == Affine::Quotient)
    return scale(A, 1, Context, Factor);
  if (!A || A->Spread != 0 || A->Row != Affine::None)
    return std::nullopt;
  A->UniformFactor = A->Lane;
  A->ColumnUse = nullptr;
  return A;
}

std::optional<int64_t> constantOf(const Expr *E, ASTContext &Context) {
  if (E->isValueDependent())
    return std::nullopt;
  if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Context))
    if (V->getSignificantBits() <= 63)
      return V->getExtValue();
  return std::nullopt;
}

// A local variable initialised once and never changed: its initialiser.
const Expr *unchangedInit(const Expr *E, ASTContext &Context) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getInit() ||
      V->getType()->isReferenceType() || !isUnchangedLocal(V, Context))
    return nullptr;
  return V->getInit();
}

MaybeAffine indexForm(const Expr *E, ASTContext &Context, int Depth);
MaybeAffine objectForm(const Expr *E, ASTContext &Context, int Depth);

// A variable of a for loop that changes only in its increment, `for (k =
// LO; k < HI; ++k)` with constants: it takes HI - LO values.
MaybeAffine loopVariableForm(const VarDecl *V, ASTContext &Context) {
  const ForStmt *For = declaringFor(V, Context);
  if (!For || !V->getInit() || !For->getBody() ||
      isMutatedIn(V, *For->getBody(), Context))
    return std::nullopt;
  const Expr *Step;
  bool One;
  if (!stepOf(For->getInc(), V, Step, One) || !One)
    return std::nullopt;
  std::optional<int64_t> Lo = constantOf(V->getInit(), Context);
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
  const auto *CondRef =
      Cond ? dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts())
           : nullptr;
  if (!Lo || !CondRef || CondRef->getDecl() != V ||
      (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_LE))
    return std::nullopt;
  std::optional<int64_t> Hi = constantOf(Cond->getRHS(), Context);
  if (!Hi)
    return std::nullopt;
  int64_t Last = Cond->getOpcode() == BO_LT ? *Hi - 1 : *Hi;
  Affine R;
  R.Spread = Last > *Lo ? static_cast<uint64_t>(Last - *Lo) : 0;
  return R;
}

// The lattice's S * T (LaneAffine.h), its base left to the caller.
Affine laneTerm(const LaneAffine &T) {
  Affine R = Affine::index(T.assumes(LaneAssumption::OneDimensionalBlocks));
  R.LikelyRows = T.assumes(LaneAssumption::WarpInOneRow);
  R.Stride = T.Stride;
  R.UniformFactor = T.assumes(LaneAssumption::NonzeroFactor);
  return R;
}

//===--- the walks -------------------------------------------------------===//

// T / M and T % M for a unit per-thread index T (never negative: thread
// indices count from zero) and a warp-uniform M; a quotient's own quotient
// or remainder by a uniform value still depends on the row alone
// (`t = (idx / C) % T`).
MaybeAffine rowPart(const BinaryOperator *B, ASTContext &Context, int Depth) {
  const Expr *M = B->getRHS();
  if (!isWarpUniform(M, Context) || !B->getType()->isIntegerType())
    return std::nullopt;
  if (std::optional<int64_t> C = constantOf(M, Context); C && *C <= 0)
    return std::nullopt;
  MaybeAffine T = indexForm(B->getLHS(), Context, Depth + 1);
  if (T && T->Row == Affine::Quotient) {
    T->RowFactor = nullptr;
    return T;
  }
  if (!T || !T->unitIndex())
    return std::nullopt;
  Affine R = *T;
  R.Lane = false;
  R.Stride = 0;
  R.Modulus = M;
  R.Row = B->getOpcode() == BO_Div ? Affine::Quotient : Affine::Remainder;
  R.RowScale = R.Row == Affine::Remainder ? 1 : 0;
  return R;
}

// T & (M - 1) for a unit per-thread index T (never negative) and a power of
// two M: T % M, whose M no expression spells (`threadIdx.x & 31`).
MaybeAffine maskPart(const BinaryOperator *B, ASTContext &Context, int Depth) {
  for (auto [Mask, Index] : {std::pair{B->getRHS(), B->getLHS()},
                             std::pair{B->getLHS(), B->getRHS()}}) {
    std::optional<int64_t> K = constantOf(Mask, Context);
    if (!K || *K <= 0 || *K >= INT32_MAX || ((*K + 1) & *K) != 0)
      continue;
    MaybeAffine T = indexForm(Index, Context, Depth + 1);
    if (!T || !T->unitIndex())
      return std::nullopt;
    Affine R = *T;
    R.Lane = false;
    R.Stride = 0;
    R.MaskModulus = *K + 1;
    R.Row = Affine::Remainder;
    R.RowScale = 1;
    return R;
  }
  return std::nullopt;
}

// What the structured forms cannot take apart may still be the same in
// every lane of a loop iteration (a load through a pointer to const at such
// an address: `leaf->hist + offsets[blockIdx.x]`), or in a whole row of the
// block. A fallback: a loop counter's exact range or a lane index is worth
// more than that. (Lanes that run an atomic together are in one iteration;
// and a wrong "distinct" only leaves a site with its plain atomic.)
MaybeAffine uniformFallback(const Expr *E, ASTContext &Context) {
  if (isIterationUniform(E, Context))
    return Affine::uniform();
  if (isRowIterationUniform(E, Context))
    return Affine::rowUniform();
  return std::nullopt;
}

// A unit per-thread index read from a local (through conversions that
// keep its value), plus warp-uniform values, may be a bounded column
// (boundedColumn): the local's read.
void noteColumn(MaybeAffine &Form, const Expr *E, ASTContext &Context) {
  if (!Form || !Form->unitIndex() || Form->ColumnUse)
    return;
  E = E->IgnoreParenImpCasts();
  while (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() != BO_Add)
      return;
    // (The same in the lanes that run the atomic together, as uniformFallback.)
    bool LeftUniform = isIterationUniform(B->getLHS(), Context);
    if (LeftUniform == isIterationUniform(B->getRHS(), Context))
      return;
    E = (LeftUniform ? B->getRHS() : B->getLHS())->IgnoreParenImpCasts();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (V && V->hasLocalStorage() && !isa<ParmVarDecl>(V))
    Form->ColumnUse = Ref;
}

// The start of a row at M * q for an integer q the walks cannot take apart
// (`idx[e] * dim`): whatever q is, a row's bounded column or remainder added
// to it keeps distinct columns apart (boundedColumn, addRows).
MaybeAffine anyRowStart(const Expr *Q, const Expr *M) {
  if (!Q->getType()->isIntegerType() || !M->getType()->isIntegerType())
    return std::nullopt;
  Affine R;
  R.Row = Affine::QuotientRow;
  R.Modulus = M;
  R.RowScale = 1;
  return R;
}

MaybeAffine structuredIndexForm(const Expr *E, ASTContext &Context, int Depth);
MaybeAffine indexForm(const Expr *E, ASTContext &Context, int Depth) {
  MaybeAffine Form = structuredIndexForm(E, Context, Depth);
  if (!Form && E && E->getType()->isIntegerType())
    return uniformFallback(E, Context);
  noteColumn(Form, E, Context);
  return Form;
}

MaybeAffine structuredIndexForm(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParens();
  if (E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  if (isWarpUniform(E, Context))
    return Affine::uniform();
  // The lattice's B + S * T, with a warp-uniform base B (an iteration's
  // or a row's is weighed with the rest below).
  if (std::optional<LaneAffine> T = laneAffineOf(E, Context);
      T && isAtMost(T->Base, ValueClass::UniformThroughMemory))
    return laneTerm(*T);
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    const Expr *Sub = C->getSubExpr();
    if (C->getCastKind() == CK_LValueToRValue) {
      if (const Expr *Init = unchangedInit(Sub, Context))
        return indexForm(Init, Context, Depth + 1);
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Sub->IgnoreParens())) {
        // A per-thread index stepped or assigned anew (the lattice's), or
        // a loop counter's range.
        if (std::optional<LaneAffine> T = laneAffineOf(E, Context))
          return laneTerm(*T);
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          return loopVariableForm(V, Context);
        return std::nullopt;
      }
      // A value loaded from an address that depends on the row alone (the
      // token of a row, `inp[idx / C]`) depends on the row alone.
      MaybeAffine At = objectForm(Sub, Context, Depth + 1);
      if (At && At->Row == Affine::Quotient) {
        At->RowFactor = nullptr; // the address's factor, not the value's
        At->RowScale = 0;
        return At;
      }
      return std::nullopt;
    }
    // Integer conversions that cannot merge two values; a row's quotient
    // or remainder may also narrow (`(int)(lin / S)`): a quotient stays a
    // function of the row, a remainder below S fits the type S has.
    if ((C->getCastKind() == CK_IntegralCast || C->getCastKind() == CK_NoOp) &&
        Sub->getType()->isIntegerType()) {
      MaybeAffine F = indexForm(Sub, Context, Depth + 1);
      if (Context.getTypeSize(C->getType()) >= Context.getTypeSize(Sub->getType()))
        return F;
      if (F && (F->Row == Affine::Quotient || F->Row == Affine::Remainder)) {
        F->RowFactor = nullptr; // narrowed: no longer a multiple
        return F;
      }
    }
    return std::nullopt;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B)
    return std::nullopt;
  const Expr *L = B->getLHS(), *R = B->getRHS();
  switch (B->getOpcode()) {
  case BO_Add:
    return add(indexForm(L, Context, Depth + 1),
               indexForm(R, Context, Depth + 1), Context);
  case BO_Sub:
    return add(indexForm(L, Context, Depth + 1),
               negate(indexForm(R, Context, Depth + 1)), Context);
  case BO_Mul:
    for (auto [Factor, Other] : {std::pair{R, L}, std::pair{L, R}}) {
      std::optional<int64_t> C = constantOf(Factor, Context);
      if (!C && !isWarpUniform(Factor, Context))
        continue;
      MaybeAffine Q = indexForm(Other, Context, Depth + 1);
      if (!Q)
        return C && *C <= 0 ? std::nullopt : anyRowStart(Other, Factor);
      return C ? scale(Q, *C, Context, Factor)
               : scaleByUniform(Q, Factor, Context);
    }
    return std::nullopt;
  case BO_Shl:
    if (std::optional<int64_t> C = constantOf(R, Context))
      if (*C >= 0 && *C < 31)
        return scale(indexForm(L, Context, Depth + 1), int64_t(1) << *C,
                     Context);
    return std::nullopt;
  case BO_Div:
  case BO_Rem:
    return rowPart(B, Context, Depth);
  case BO_And:
    return maskPart(B, Context, Depth);
  default:
    return std::nullopt;
  }
}

MaybeAffine objectForm(const Expr *E, ASTContext &Context, int Depth);

// Bytes of \p T, or nullopt for an incomplete or dependent type.
std::optional<int64_t> sizeOf(QualType T, ASTContext &Context) {
  if (T.isNull() || T->isIncompleteType() || T->isDependentType() ||
      T->isVoidType())
    return std::nullopt;
  return Context.getTypeSizeInChars(T).getQuantity();
}

LaneShape shapeOf(MaybeAffine Form, const FunctionDecl *Function,
                  ASTContext &Context);
MaybeAffine pointerForm(const Expr *E, ASTContext &Context, int Depth);

// A pointer parameter of a __device__ helper (`atomicAddX(float *a, float
// v)`), never changed: as distinct as the addresses its callers pass, each
// judged in its caller (where the block's shape is known). Every call must
// be visible (the helper's address is not taken) and agree; the result is
// the weakest of theirs, as a unit lane index (proven or likely).
MaybeAffine parameterForm(const ParmVarDecl *P, ASTContext &Context,
                          int Depth) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
  if (!F || F->hasAttr<CUDAGlobalAttr>() || Depth > MaxDepth - 2 ||
      !P->getType()->isPointerType() || !isUnchangedLocal(P, Context))
    return std::nullopt;
  auto Calls = callsOf(F, Context);
  if (!Calls || Calls->empty())
    return std::nullopt;
  unsigned Index = P->getFunctionScopeIndex();
  LaneShape Weakest = LaneShape::Distinct;
  for (const CallExpr *Call : *Calls) {
    if (Index >= Call->getNumArgs())
      return std::nullopt;
    LaneShape At = shapeOf(pointerForm(Call->getArg(Index), Context, Depth + 2),
                           enclosingFunction(Call, Context), Context);
    if (At == LaneShape::Unknown)
      return std::nullopt;
    if (At == LaneShape::LikelyDistinct ||
        (At == LaneShape::DistinctInBlockRows && Weakest == LaneShape::Distinct))
      Weakest = At;
  }
  Affine Index1 = Affine::index(/*ThreadX=*/false);
  Index1.Likely = Weakest == LaneShape::LikelyDistinct;
  Index1.LikelyRows = Weakest == LaneShape::DistinctInBlockRows;
  return Index1;
}

MaybeAffine structuredPointerForm(const Expr *E, ASTContext &Context,
                                  int Depth);
MaybeAffine pointerForm(const Expr *E, ASTContext &Context, int Depth) {
  MaybeAffine Form = structuredPointerForm(E, Context, Depth);
  if (!Form && E && E->getType()->isPointerType())
    return uniformFallback(E, Context);
  return Form;
}

MaybeAffine structuredPointerForm(const Expr *E, ASTContext &Context,
                                  int Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParens();
  if (E->isValueDependent())
    return std::nullopt;
  if (isWarpUniform(E, Context))
    return Affine::uniform();
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    if (C->getCastKind() == CK_ArrayToPointerDecay)
      return objectForm(C->getSubExpr(), Context, Depth + 1);
    if (C->getCastKind() == CK_LValueToRValue) {
      if (const Expr *Init = unchangedInit(C->getSubExpr(), Context))
        return pointerForm(Init, Context, Depth + 1);
      const auto *Ref = dyn_cast<DeclRefExpr>(C->getSubExpr()->IgnoreParens());
      const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
      return P ? parameterForm(P, Context, Depth + 1) : std::nullopt;
    }
    // Pointer conversions keep the address (in bytes).
    if (C->getSubExpr()->getType()->isPointerType())
      return pointerForm(C->getSubExpr(), Context, Depth + 1);
    return std::nullopt;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_AddrOf
               ? objectForm(U->getSubExpr(), Context, Depth + 1)
               : std::nullopt;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)
      return std::nullopt;
    bool PtrLeft = B->getLHS()->getType()->isPointerType();
    const Expr *Ptr = PtrLeft ? B->getLHS() : B->getRHS();
    const Expr *Int = PtrLeft ? B->getRHS() : B->getLHS();
    if (!Int->getType()->isIntegerType())
      return std::nullopt;
    std::optional<int64_t> Size =
        sizeOf(Ptr->getType()->getPointeeType(), Context);
    if (!Size)
      return std::nullopt;
    MaybeAffine Offset =
        scale(indexForm(Int, Context, Depth + 1), *Size, Context);
    return add(pointerForm(Ptr, Context, Depth + 1),
               B->getOpcode() == BO_Sub ? negate(Offset) : Offset, Context);
  }
  return std::nullopt;
}

MaybeAffine objectForm(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParenNoopCasts(Context);
  if (E->isValueDependent())
    return std::nullopt;
  if (classifyAddressOfUniformity(E, Context) != Uniformity::Varying)
    return Affine::uniform();
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    std::optional<int64_t> Size = sizeOf(A->getType(), Context);
    if (!Size)
      return std::nullopt;
    return add(pointerForm(A->getBase(), Context, Depth + 1),
               scale(indexForm(A->getIdx(), Context, Depth + 1), *Size,
                     Context),
               Context);
  }
  // A local reference names the object it was bound to, once for good.
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->getType()->isReferenceType() && V->hasLocalStorage() &&
        !isa<ParmVarDecl>(V) && V->getInit() && V->getInit()->isGLValue())
      return objectForm(V->getInit(), Context, Depth + 1);
  // A member sits at a constant offset inside its object.
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return isa<FieldDecl>(M->getMemberDecl())
               ? (M->isArrow() ? pointerForm(M->getBase(), Context, Depth + 1)
                               : objectForm(M->getBase(), Context, Depth + 1))
               : std::nullopt;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Deref
               ? pointerForm(U->getSubExpr(), Context, Depth + 1)
               : std::nullopt;
  return std::nullopt;
}

//===--- block shape -----------------------------------------------------===//

bool readsSecondOrThirdDimension(const Stmt *S, const SourceManager &SM,
                                 llvm::SmallPtrSetImpl<const Decl *> &Seen) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S)) {
    StringRef Name = cudaBuiltinName(E);
    StringRef Component = cudaBuiltinComponent(E);
    if ((Name == "threadIdx" || Name == "blockDim") &&
        (Component == "y" || Component == "z"))
      return true;
  }
  // What the function calls runs in the same blocks (CUDA's own headers
  // aside: their atomics and intrinsics do not depend on the block shape).
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *F = Call->getDirectCallee())
      if (const FunctionDecl *Def = F->getDefinition())
        if (!SM.isInSystemHeader(Def->getLocation()) &&
            Seen.insert(Def).second &&
            readsSecondOrThirdDimension(Def->getBody(), SM, Seen))
          return true;
  for (const Stmt *Child : S->children())
    if (readsSecondOrThirdDimension(Child, SM, Seen))
      return true;
  return false;
}

bool anyFunctionReadsSecondOrThirdDimension(
    const DeclContext *DC, const SourceManager &SM,
    llvm::SmallPtrSetImpl<const Decl *> &Seen);

// Whether \p D, or a function or class it holds, reads them.
bool declReadsSecondOrThirdDimension(const Decl *D, const SourceManager &SM,
                                     llvm::SmallPtrSetImpl<const Decl *> &Seen) {
  if (SM.isInSystemHeader(D->getLocation()))
    return false;
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
    D = FT->getTemplatedDecl();
  if (const auto *F = dyn_cast<FunctionDecl>(D))
    return F->hasBody() && Seen.insert(F).second &&
           readsSecondOrThirdDimension(F->getBody(), SM, Seen);
  if (const auto *Inner = dyn_cast<DeclContext>(D))
    return isa<NamespaceDecl, LinkageSpecDecl, CXXRecordDecl>(Inner) &&
           anyFunctionReadsSecondOrThirdDimension(Inner, SM, Seen);
  return false;
}

bool anyFunctionReadsSecondOrThirdDimension(
    const DeclContext *DC, const SourceManager &SM,
    llvm::SmallPtrSetImpl<const Decl *> &Seen) {
  return llvm::any_of(DC->decls(), [&](const Decl *D) {
    return declReadsSecondOrThirdDimension(D, SM, Seen);
  });
}

// Blocks are taken as 1-D when nothing that can run in the same block
// reads threadIdx.y/z or blockDim.y/z: for a kernel, its body and what it
// calls; for a __device__ function (any kernel may call it), every function
// of the translation unit.
bool assumesOneDimensionalBlocks(const FunctionDecl *Function,
                                 ASTContext &Context) {
  if (!Function || !Function->getBody())
    return false;
  llvm::SmallPtrSet<const Decl *, 16> Seen;
  if (Function->hasAttr<CUDAGlobalAttr>())
    return !readsSecondOrThirdDimension(Function->getBody(),
                                        Context.getSourceManager(), Seen);
  // The project's code as the other walks see it (the traversal scope:
  // system and library headers left out, ParseInputs.cpp), not every
  // declaration a preamble holds.
  return llvm::none_of(Context.getTraversalScope(), [&](const Decl *D) {
    const auto *Unit = dyn_cast<TranslationUnitDecl>(D);
    return Unit ? anyFunctionReadsSecondOrThirdDimension(
                      Unit, Context.getSourceManager(), Seen)
                : declReadsSecondOrThirdDimension(
                      D, Context.getSourceManager(), Seen);
  });
}

LaneShape shapeOf(MaybeAffine Form, const FunctionDecl *Function,
                  ASTContext &Context) {
  if (!Form || !Function)
    return LaneShape::Unknown;
  auto OneDimensional = [&] {
    return !Form->NeedsOneDimensionalBlocks ||
           assumesOneDimensionalBlocks(Function, Context);
  };
  switch (Form->Row) {
  case Affine::None:
    if (!Form->distinct())
      return LaneShape::Unknown;
    if (!Form->Likely && !Form->LikelyRows && OneDimensional())
      return LaneShape::Distinct;
    // Increasing with the lane for the launches the code is written for.
    if (Form->Stride <= 0)
      return LaneShape::Unknown;
    return Form->Likely ? LaneShape::LikelyDistinct
                        : LaneShape::DistinctInBlockRows;
  case Affine::Remainder:
  case Affine::Blocked: {
    if (Form->RowScale <= 0)
      return LaneShape::Unknown;
    if (Form->Bounded) { // distinct columns of rows of any length
      if (Form->Likely)
        return LaneShape::LikelyDistinct;
      return !Form->LikelyRows && OneDimensional() ? LaneShape::Distinct
                                                   : LaneShape::DistinctInBlockRows;
    }
    std::optional<int64_t> M = Form->MaskModulus
                                   ? std::optional<int64_t>(Form->MaskModulus)
                                   : constantOf(Form->Modulus, Context);
    if (M && *M < 32) // rows shorter than a warp: lanes share remainders
      return LaneShape::Unknown;
    if (M && !Form->Likely && !Form->LikelyRows && OneDimensional())
      return LaneShape::Distinct;
    if (M && !Form->Likely)
      return LaneShape::DistinctInBlockRows;
    return LaneShape::LikelyDistinct;
  }
  default:
    return LaneShape::Unknown;
  }
}

// M, where the form is a row's element at a remainder by M, M is not a
// constant, and nothing else stands in the way of distinctness.
const Expr *rowLengthOf(MaybeAffine Form, const FunctionDecl *Function,
                        ASTContext &Context) {
  if (!Form || !Function || Form->Likely || Form->LikelyRows || Form->Bounded ||
      (Form->Row != Affine::Remainder && Form->Row != Affine::Blocked) ||
      Form->RowScale <= 0 || !Form->Modulus ||
      constantOf(Form->Modulus, Context))
    return nullptr;
  if (Form->NeedsOneDimensionalBlocks &&
      !assumesOneDimensionalBlocks(Function, Context))
    return nullptr;
  return Form->Modulus;
}

} // namespace

const Expr *rowLengthForDistinctAddress(const Expr *Addr,
                                        const FunctionDecl *Function,
                                        ASTContext &Context) {
  return rowLengthOf(pointerForm(Addr, Context, 0), Function, Context);
}

const Expr *rowLengthForDistinctObject(const Expr *Object,
                                       const FunctionDecl *Function,
                                       ASTContext &Context) {
  return rowLengthOf(objectForm(Object, Context, 0), Function, Context);
}

LaneShape laneShapeOfAddress(const Expr *Addr, const FunctionDecl *Function,
                             ASTContext &Context) {
  return shapeOf(pointerForm(Addr, Context, 0), Function, Context);
}

LaneShape laneShapeOfObject(const Expr *Object, const FunctionDecl *Function,
                            ASTContext &Context) {
  return shapeOf(objectForm(Object, Context, 0), Function, Context);
}

bool isLaneDistinctAddress(const Expr *Addr, const FunctionDecl *Function,
                           ASTContext &Context) {
  return laneShapeOfAddress(Addr, Function, Context) == LaneShape::Distinct;
}

bool isLaneDistinctObject(const Expr *Object, const FunctionDecl *Function,
                          ASTContext &Context) {
  return laneShapeOfObject(Object, Function, Context) == LaneShape::Distinct;
}

} // namespace warpagg
