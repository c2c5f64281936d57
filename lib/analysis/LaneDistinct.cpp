//===- LaneDistinct.cpp ---------------------------------------------------===//
//
// The address is taken apart into an affine form (Affine below), in bytes,
// by two mutually recursive walks: pointerForm() for a pointer value,
// objectForm() for the address of an lvalue; indexForm() for the integers
// added to them.
//
//===----------------------------------------------------------------------===//
#include "warpagg/analysis/LaneDistinct.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <map>
#include <optional>

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 10;

// S * T + R, with T the per-thread index (when Lane), S = Stride (times a
// uniform factor assumed nonzero when UniformFactor), and R taking values
// at most Spread apart. Without Lane: a value R.
struct Affine {
  bool Lane = false;
  bool NeedsOneDimensionalBlocks = false; ///< T is a threadIdx.x index
  int64_t Stride = 0;
  bool UniformFactor = false;
  uint64_t Spread = 0;

  static Affine uniform() { return {}; }
  static Affine index(bool ThreadX) { return {true, ThreadX, 1, false, 0}; }
  bool distinct() const {
    return Lane && Stride != 0 &&
           Spread < static_cast<uint64_t>(Stride < 0 ? -Stride : Stride);
  }
};
using MaybeAffine = std::optional<Affine>;

MaybeAffine add(MaybeAffine A, MaybeAffine B) {
  if (!A || !B || (A->Lane && B->Lane))
    return std::nullopt; // two lane terms might cancel
  Affine R = A->Lane ? *A : *B;
  if (A->Spread > UINT32_MAX || B->Spread > UINT32_MAX)
    return std::nullopt;
  R.Spread = A->Spread + B->Spread;
  return R;
}

MaybeAffine negate(MaybeAffine A) {
  if (A)
    A->Stride = -A->Stride;
  return A;
}

MaybeAffine scale(MaybeAffine A, int64_t C) {
  if (!A)
    return std::nullopt;
  if (C == 0)
    return Affine::uniform();
  uint64_t Abs = C < 0 ? -static_cast<uint64_t>(C) : C;
  if (Abs > (1u << 30) || A->Spread > UINT32_MAX ||
      (A->Stride > INT32_MAX || A->Stride < -INT32_MAX))
    return std::nullopt;
  A->Stride *= C;
  A->Spread *= Abs;
  return A;
}

// Times a warp-uniform value that is not a constant: a stride such as a
// row pitch is assumed nonzero; a spread becomes unbounded.
MaybeAffine scaleByUniform(MaybeAffine A) {
  if (!A || A->Spread != 0)
    return std::nullopt;
  A->UniformFactor = A->Lane;
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

//===--- the linear thread id --------------------------------------------===//

// A polynomial over threadIdx.{x,y,z} and blockDim.{x,y,z}: monomial (its
// sorted factors, e.g. "bx*ty") -> coefficient.
using Polynomial = std::map<std::string, int64_t>;

std::optional<Polynomial> polynomialOf(const Expr *E, ASTContext &Context,
                                       int Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParens();
  if (std::optional<int64_t> C = constantOf(E, Context))
    return Polynomial{{"", *C}};
  StringRef Name = cudaBuiltinName(E);
  if (Name == "threadIdx" || Name == "blockDim")
    return Polynomial{{(Name == "threadIdx" ? "t" : "b") +
                           cudaBuiltinComponent(E).str(),
                       1}};
  if (!Name.empty())
    return std::nullopt;
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    if (C->getCastKind() == CK_LValueToRValue)
      if (const Expr *Init = unchangedInit(C->getSubExpr(), Context))
        return polynomialOf(Init, Context, Depth + 1);
    if (C->getCastKind() == CK_IntegralCast || C->getCastKind() == CK_NoOp)
      return polynomialOf(C->getSubExpr(), Context, Depth + 1);
    return std::nullopt;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B)
    return std::nullopt;
  auto L = polynomialOf(B->getLHS(), Context, Depth + 1);
  auto R = polynomialOf(B->getRHS(), Context, Depth + 1);
  if (!L || !R)
    return std::nullopt;
  Polynomial Out;
  switch (B->getOpcode()) {
  case BO_Add:
  case BO_Sub:
    Out = *L;
    for (auto &[Monomial, Coeff] : *R)
      Out[Monomial] += B->getOpcode() == BO_Add ? Coeff : -Coeff;
    break;
  case BO_Mul:
    for (auto &[ML, CL] : *L)
      for (auto &[MR, CR] : *R) {
        llvm::SmallVector<std::string, 4> Factors;
        for (StringRef M : {StringRef(ML), StringRef(MR)})
          for (StringRef F : llvm::split(M, '*'))
            if (!F.empty())
              Factors.push_back(F.str());
        llvm::sort(Factors);
        Out[llvm::join(Factors, "*")] += CL * CR;
      }
    break;
  default:
    return std::nullopt;
  }
  for (auto It = Out.begin(); It != Out.end();)
    It = It->second == 0 ? Out.erase(It) : std::next(It);
  return Out;
}

// threadIdx.x, or the linear thread id of a 2-D or 3-D block.
MaybeAffine threadIndex(const Expr *E, ASTContext &Context) {
  std::optional<Polynomial> P = polynomialOf(E, Context, 0);
  if (!P)
    return std::nullopt;
  if (*P == Polynomial{{"tx", 1}})
    return Affine::index(/*ThreadX=*/true);
  if (*P == Polynomial{{"tx", 1}, {"bx*ty", 1}} ||
      *P == Polynomial{{"tx", 1}, {"bx*ty", 1}, {"bx*by*tz", 1}})
    return Affine::index(/*ThreadX=*/false);
  return std::nullopt;
}

// cooperative_groups: this_grid().thread_rank(), block.thread_rank().
// (A tile's rank repeats in every tile of a warp narrower than 32.)
bool isGridOrBlockRank(const Expr *E) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const auto *M =
      Call ? dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()) : nullptr;
  if (!M || M->getName() != "thread_rank" || !isToolchainDecl(M))
    return false;
  StringRef Group = M->getParent()->getName();
  return Group == "grid_group" || Group == "thread_block";
}

//===--- loop variables --------------------------------------------------===//

// The for statement declaring \p V in its init-statement, or null.
const ForStmt *declaringFor(const VarDecl *V, ASTContext &Context) {
  for (const DynTypedNode &P : Context.getParents(*V))
    if (const auto *DS = P.get<DeclStmt>())
      for (const DynTypedNode &PP : Context.getParents(*DS))
        if (const auto *For = PP.get<ForStmt>())
          if (For->getInit() == DS)
            return For;
  return nullptr;
}

bool refersTo(const Expr *E, const VarDecl *V) {
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts()
                                                    : nullptr);
  return Ref && Ref->getDecl() == V;
}

// What the increment adds to \p V each round (`++V` gives nullptr with
// \p One set; `V += S`, `V = V + S` give S), or false when it is something
// else.
bool stepOf(const Expr *Inc, const VarDecl *V, const Expr *&Step, bool &One) {
  One = false;
  Step = nullptr;
  if (!Inc)
    return false;
  Inc = Inc->IgnoreParens();
  if (const auto *U = dyn_cast<UnaryOperator>(Inc)) {
    One = U->isIncrementOp() && refersTo(U->getSubExpr(), V);
    return One;
  }
  const auto *B = dyn_cast<BinaryOperator>(Inc);
  if (!B || !refersTo(B->getLHS(), V))
    return false;
  if (B->getOpcode() == BO_AddAssign) {
    Step = B->getRHS();
    return true;
  }
  if (B->getOpcode() == BO_Assign)
    if (const auto *Sum =
            dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts()))
      if (Sum->getOpcode() == BO_Add && refersTo(Sum->getLHS(), V)) {
        Step = Sum->getRHS();
        return true;
      }
  return false;
}

// A warp-uniform multiple of blockDim.x: blockDim.x, blockDim.x * gridDim.x,
// a cooperative group's size(), or an unchanged local holding one.
bool isBlockDimMultiple(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return false;
  E = E->IgnoreParenImpCasts();
  if (cudaBuiltinName(E) == "blockDim")
    return cudaBuiltinComponent(E) == "x";
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) // (long long)blockDim.x
    return Cast->getType()->isIntegerType() &&
           isBlockDimMultiple(Cast->getSubExpr(), Context, Depth + 1);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()))
      return isToolchainDecl(M) && (M->getName() == "size" || M->getName() == "num_threads") &&
             (M->getParent()->getName() == "grid_group" ||
              M->getParent()->getName() == "thread_block");
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->getOpcode() == BO_Mul &&
           ((isBlockDimMultiple(B->getLHS(), Context, Depth + 1) &&
             isWarpUniform(B->getRHS(), Context)) ||
            (isBlockDimMultiple(B->getRHS(), Context, Depth + 1) &&
             isWarpUniform(B->getLHS(), Context)));
  if (const Expr *Init = unchangedInit(E, Context))
    return isBlockDimMultiple(Init, Context, Depth + 1);
  return false;
}

MaybeAffine indexForm(const Expr *E, ASTContext &Context, int Depth);

// A variable of a for loop that changes only in its increment:
//  - `for (k = LO; k < HI; ++k)` with constants: takes HI - LO values;
//  - `for (i = <threadIdx.x index>; ...; i += <multiple of blockDim.x>)`:
//    lanes start less than blockDim.x apart and step alike, so they never
//    meet.
MaybeAffine loopVariableForm(const VarDecl *V, ASTContext &Context,
                             int Depth) {
  const ForStmt *For = declaringFor(V, Context);
  if (!For || !V->getInit() || !For->getBody() ||
      ExprMutationAnalyzer(*For->getBody(), Context).isMutated(V))
    return std::nullopt;
  const Expr *Step;
  bool One;
  if (!stepOf(For->getInc(), V, Step, One))
    return std::nullopt;
  if (One) {
    std::optional<int64_t> Lo = constantOf(V->getInit(), Context);
    const auto *Cond = dyn_cast_or_null<BinaryOperator>(
        For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
    if (!Lo || !Cond || !refersTo(Cond->getLHS(), V) ||
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
  MaybeAffine Start = indexForm(V->getInit(), Context, Depth + 1);
  if (Start && Start->Lane && Start->NeedsOneDimensionalBlocks &&
      Start->Stride == 1 && !Start->UniformFactor && Start->Spread == 0 &&
      isBlockDimMultiple(Step, Context, 0))
    return Start;
  return std::nullopt;
}

//===--- the walks -------------------------------------------------------===//

MaybeAffine indexForm(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return std::nullopt;
  E = E->IgnoreParens();
  if (E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  if (isWarpUniform(E, Context))
    return Affine::uniform();
  if (MaybeAffine T = threadIndex(E, Context))
    return T;
  if (isGridOrBlockRank(E))
    return Affine::index(/*ThreadX=*/false);
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    const Expr *Sub = C->getSubExpr();
    if (C->getCastKind() == CK_LValueToRValue) {
      if (const Expr *Init = unchangedInit(Sub, Context))
        return indexForm(Init, Context, Depth + 1);
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Sub->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          return loopVariableForm(V, Context, Depth);
      return std::nullopt;
    }
    // Integer conversions that cannot merge two values.
    if ((C->getCastKind() == CK_IntegralCast || C->getCastKind() == CK_NoOp) &&
        Sub->getType()->isIntegerType() &&
        Context.getTypeSize(C->getType()) >= Context.getTypeSize(Sub->getType()))
      return indexForm(Sub, Context, Depth + 1);
    return std::nullopt;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B)
    return std::nullopt;
  const Expr *L = B->getLHS(), *R = B->getRHS();
  switch (B->getOpcode()) {
  case BO_Add:
    return add(indexForm(L, Context, Depth + 1),
               indexForm(R, Context, Depth + 1));
  case BO_Sub:
    return add(indexForm(L, Context, Depth + 1),
               negate(indexForm(R, Context, Depth + 1)));
  case BO_Mul:
    for (auto [Factor, Other] : {std::pair{R, L}, std::pair{L, R}}) {
      if (std::optional<int64_t> C = constantOf(Factor, Context))
        return scale(indexForm(Other, Context, Depth + 1), *C);
      if (isWarpUniform(Factor, Context))
        return scaleByUniform(indexForm(Other, Context, Depth + 1));
    }
    return std::nullopt;
  case BO_Shl:
    if (std::optional<int64_t> C = constantOf(R, Context))
      if (*C >= 0 && *C < 31)
        return scale(indexForm(L, Context, Depth + 1), int64_t(1) << *C);
    return std::nullopt;
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

MaybeAffine pointerForm(const Expr *E, ASTContext &Context, int Depth) {
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
      const Expr *Init = unchangedInit(C->getSubExpr(), Context);
      return Init ? pointerForm(Init, Context, Depth + 1) : std::nullopt;
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
    MaybeAffine Offset = scale(indexForm(Int, Context, Depth + 1), *Size);
    return add(pointerForm(Ptr, Context, Depth + 1),
               B->getOpcode() == BO_Sub ? negate(Offset) : Offset);
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
               scale(indexForm(A->getIdx(), Context, Depth + 1), *Size));
  }
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
    llvm::SmallPtrSetImpl<const Decl *> &Seen) {
  for (const Decl *D : DC->decls()) {
    if (SM.isInSystemHeader(D->getLocation()))
      continue;
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      D = FT->getTemplatedDecl();
    if (const auto *F = dyn_cast<FunctionDecl>(D)) {
      if (F->hasBody() && Seen.insert(F).second &&
          readsSecondOrThirdDimension(F->getBody(), SM, Seen))
        return true;
    } else if (const auto *Inner = dyn_cast<DeclContext>(D)) {
      if (isa<NamespaceDecl, LinkageSpecDecl, CXXRecordDecl>(Inner) &&
          anyFunctionReadsSecondOrThirdDimension(Inner, SM, Seen))
        return true;
    }
  }
  return false;
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
  return !anyFunctionReadsSecondOrThirdDimension(
      Context.getTranslationUnitDecl(), Context.getSourceManager(), Seen);
}

bool provesDistinct(MaybeAffine Form, const FunctionDecl *Function,
                    ASTContext &Context) {

  return Form && Form->distinct() &&
         (!Form->NeedsOneDimensionalBlocks ||
          assumesOneDimensionalBlocks(Function, Context));
}

} // namespace

bool isLaneDistinctAddress(const Expr *Addr, const FunctionDecl *Function,
                           ASTContext &Context) {
  return provesDistinct(pointerForm(Addr, Context, 0), Function, Context);
}

bool isLinearThreadIndex(const Expr *E, ASTContext &Context) {
  return threadIndex(E, Context).has_value();
}

bool isLaneDistinctObject(const Expr *Object, const FunctionDecl *Function,
                          ASTContext &Context) {
  return provesDistinct(objectForm(Object, Context, 0), Function, Context);
}

} // namespace warpagg
