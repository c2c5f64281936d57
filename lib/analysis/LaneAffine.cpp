//===- LaneAffine.cpp -----------------------------------------------------===//
//
// Two memoised walks: polynomialOf() takes thread arithmetic apart over
// threadIdx and blockDim (the linear thread id in any arrangement); form()
// adds a base and a stride to the indices it finds, and follows variables
// to the join of their definitions and a project's helpers to the join of
// their returns: an Evaluator per helper body at one call, its parameters
// read as the caller's evaluator reads the arguments.
//
//===----------------------------------------------------------------------===//
#include "warpagg/analysis/LaneAffine.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstCache.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/HelperReturns.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <string>

using namespace clang;

namespace warpagg {
namespace {

using VC = ValueClass;
using MaybeForm = std::optional<LaneAffine>;

// Recursion deeper than this is not followed.
constexpr int MaxDepth = 48;

std::optional<int64_t> constantOf(const Expr *E, ASTContext &Context) {
  if (E->isValueDependent())
    return std::nullopt;
  if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Context))
    if (V->getSignificantBits() <= 63)
      return V->getExtValue();
  return std::nullopt;
}

// The variable \p E reads, if it is a local one (not a parameter: a helper's
// indices are judged at its calls) that nothing changes behind its back.
const VarDecl *followedLocal(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      V->getType()->isReferenceType() || V->getType().isVolatileQualified() ||
      !V->getType()->isIntegerType())
    return nullptr;
  return V;
}

// A polynomial over threadIdx.{x,y,z} and blockDim.{x,y,z}: monomial (its
// sorted factors, e.g. "bx*ty") -> coefficient.
using Polynomial = std::map<std::string, int64_t>;
using MaybePolynomial = std::optional<Polynomial>;

// The threads of the block or the grid, as cooperative groups count them:
// the toolkit's thread_block or grid_group size() or num_threads().
bool isGroupThreadCount(const Expr *E) {
  StringRef Group;
  StringRef Name =
      blockOrGridMethod(dyn_cast<CallExpr>(E->IgnoreParenImpCasts()), Group);
  return Name == "size" || Name == "num_threads";
}

// cooperative_groups: this_grid().thread_rank(), block.thread_rank().
// (A tile's rank repeats in every tile of a warp narrower than 32.)
bool isGridOrBlockRank(const Expr *E) {
  StringRef Group;
  return blockOrGridMethod(dyn_cast<CallExpr>(E->IgnoreParenImpCasts()),
                           Group) == "thread_rank";
}

// The returns of the project's helper \p Call calls (its definition in
// \p Def): a body the tool can read (not the toolchain's, which ValueClass
// knows by name) returning a value; nullopt for any other call.
std::optional<ReturnChoice> helperReturns(const CallExpr *Call,
                                          const FunctionDecl *&Def) {
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F || toolchainCallee(Call) || isToolchainDecl(F) || !F->hasBody(Def) ||
      Def->getReturnType()->isReferenceType())
    return std::nullopt;
  std::optional<ReturnChoice> Choice = returnChoice(Def->getBody());
  if (!Choice || Choice->Returns.empty())
    return std::nullopt;
  return Choice;
}

// What the evaluators of one question share (the outermost's and those of
// the helper bodies it follows): the questions open, the helpers being
// followed, and how often an open one was met.
struct Walk {
  llvm::DenseSet<std::pair<const void *, const void *>> Open;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Helpers;
  unsigned Cycles = 0;
  int Depth = 0;
};

// The answers for one AST (and one CallFocus, as ValueClass's), or for one
// helper body at one call.
struct Answers {
  unsigned Focus = 0;
  llvm::DenseMap<const Expr *, MaybePolynomial> Polynomials;
  llvm::DenseMap<const VarDecl *, MaybePolynomial> VariablePolynomials;
  llvm::DenseMap<const Expr *, MaybeForm> Forms;
  llvm::DenseMap<const VarDecl *, MaybeForm> VariableForms;
};

class Evaluator {
public:
  explicit Evaluator(ASTContext &Context)
      : Context(Context), Known(focusedAstCache<Answers>(Context)),
        W(OwnWalk) {}

  MaybePolynomial polynomial(const Expr *E) {
    return memo(Known.Polynomials, E, [&] { return polynomialUncached(E); });
  }
  MaybeForm form(const Expr *E) {
    return memo(Known.Forms, E, [&] { return formUncached(E); });
  }

  // threadIdx.x, the linear thread id, or a 2-D index at a pitch.
  MaybeForm threadIndex(const Expr *E) {
    MaybePolynomial P = polynomial(E);
    if (!P)
      return std::nullopt;
    LaneAffine T;
    if (*P == Polynomial{{"tx", 1}}) {
      T.Assumes.add(LaneAssumption::OneDimensionalBlocks);
      return T;
    }
    if (*P == Polynomial{{"tx", 1}, {"bx*ty", 1}} ||
        *P == Polynomial{{"tx", 1}, {"bx*ty", 1}, {"bx*by*tz", 1}})
      return T;
    // a * threadIdx.x plus other rows at a pitch of the program's choosing
    // (`threadIdx.x + threadIdx.y * 32`): consecutive lanes of one row step
    // by a, and rows do not overlap when the pitch fits the block's width,
    // which only the launch decides.
    auto X = P->find("tx");
    if (X == P->end() || X->second <= 0)
      return std::nullopt;
    for (auto &[Monomial, Coeff] : *P)
      if (Monomial != "tx" &&
          (Coeff < 0 || StringRef(Monomial).contains("tx") ||
           !(StringRef(Monomial).contains("ty") ||
             StringRef(Monomial).contains("tz"))))
        return std::nullopt;
    T.Stride = X->second;
    T.Assumes.add(LaneAssumption::WarpInOneRow);
    return T;
  }

  // `threadIdx.x + threadIdx.y * P` (plus a constant), P a constant >= 32.
  bool isWidePitchThreadIndex(const Expr *E) {
    MaybePolynomial P = polynomial(E);
    if (!P)
      return false;
    auto X = P->find("tx"), Y = P->find("ty");
    if (X == P->end() || X->second != 1 || Y == P->end() || Y->second < 32)
      return false;
    return llvm::all_of(*P, [](const auto &Term) {
      return Term.first.empty() || Term.first == "tx" || Term.first == "ty";
    });
  }

private:
  // The evaluator of \p Def's body at \p Call, a call in \p Caller's body.
  Evaluator(Evaluator &Caller, Answers &Local, const CallExpr *Call,
            const FunctionDecl *Def)
      : Context(Caller.Context), Known(Local), W(Caller.W), Caller(&Caller),
        Helper(Def), Calls(Caller.Calls) {
    Calls.push_back(Call);
  }

  // The lattice's answers in this evaluator's body (at its calls).
  VC classOf(const Expr *E) { return classOfValueAt(Calls, E, Context); }
  bool uniform(const Expr *E) {
    return E && isAtMost(classOf(E), VC::UniformThroughMemory);
  }

  // An answer that read no variable still being followed holds for good.
  template <class Map, class Compute>
  auto memo(Map &M, const typename Map::key_type Key, Compute &&Fn)
      -> decltype(Fn()) {
    if (!Key)
      return std::nullopt;
    if (auto It = M.find(Key); It != M.end())
      return It->second;
    if (W.Depth > MaxDepth || !W.Open.insert({&M, Key}).second) {
      ++W.Cycles; // a definition that reads itself: not followed
      return std::nullopt;
    }
    unsigned Seen = W.Cycles;
    ++W.Depth;
    auto Result = Fn();
    --W.Depth;
    W.Open.erase({&M, Key});
    if (W.Cycles == Seen)
      M[Key] = Result;
    return Result;
  }

  //===--- thread arithmetic ---------------------------------------------===//

  MaybePolynomial polynomialUncached(const Expr *E) {
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
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return helperPolynomial(Call);
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      if (C->getCastKind() == CK_LValueToRValue) {
        const VarDecl *V = followedLocal(C->getSubExpr());
        return V ? memo(Known.VariablePolynomials, V,
                        [&] { return variablePolynomial(V); })
                 : std::nullopt;
      }
      if (C->getCastKind() == CK_IntegralCast || C->getCastKind() == CK_NoOp)
        return polynomial(C->getSubExpr());
      return std::nullopt;
    }
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B)
      return std::nullopt;
    MaybePolynomial L = polynomial(B->getLHS());
    MaybePolynomial R = L ? polynomial(B->getRHS()) : std::nullopt;
    if (!R)
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

  // A helper's call (`tid()`): the polynomial every return gives, so the
  // call's whichever runs. (Its parameters are in none: no polynomial
  // reads one, so the body's answers hold at every call.)
  MaybePolynomial helperPolynomial(const CallExpr *Call) {
    const FunctionDecl *Def = nullptr;
    std::optional<ReturnChoice> Choice = helperReturns(Call, Def);
    if (!Choice)
      return std::nullopt;
    MaybePolynomial First = polynomial(Choice->Returns.front()->getRetValue());
    for (const ReturnStmt *Return : llvm::drop_begin(Choice->Returns))
      if (!First || polynomial(Return->getRetValue()) != First)
        return std::nullopt;
    return First;
  }

  // Every definition of \p V (its initial value and each `=`) the same
  // polynomial: whichever a lane took last, its value is that one. (Without
  // an initial value a lane might have skipped them all; and the control
  // of an assignment is not asked here: the lattice asks these walks.)
  MaybePolynomial variablePolynomial(const VarDecl *V) {
    if (!V->getInit())
      return std::nullopt;
    if (isUnchangedLocal(V, Context))
      return polynomial(V->getInit());
    std::optional<Definitions> Defs = definitions(V);
    if (!Defs)
      return std::nullopt;
    MaybePolynomial First = polynomial(Defs->front().second);
    for (auto [Write, Def] : llvm::drop_begin(*Defs))
      if (!First || polynomial(Def) != First)
        return std::nullopt;
    return First;
  }

  // The values \p V is given: its initial value and every plain assignment;
  // nullopt where it is also updated (`+=`, `++`) or escapes.
  // Each with the assignment that makes it (null: the initial value).
  using Definitions =
      llvm::SmallVector<std::pair<const Stmt *, const Expr *>, 4>;
  std::optional<Definitions> definitions(const VarDecl *V) {
    const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
    if (!F || !F->getBody())
      return std::nullopt;
    VariableUses Uses = variableUses(V, F->getBody(), Context);
    if (Uses.Escapes)
      return std::nullopt;
    Definitions Defs;
    if (V->getInit())
      Defs.push_back({nullptr, V->getInit()});
    for (auto [Write, Value] : Uses.Writes) {
      const auto *Assign = dyn_cast<BinaryOperator>(Write);
      if (!Assign || Assign->getOpcode() != BO_Assign || !Value)
        return std::nullopt;
      Defs.push_back({Write, Value});
    }
    return Defs;
  }

  //===--- B + S * T ------------------------------------------------------===//

  bool baseClass(VC C) { return isAtMost(C, VC::IterationUniform); }

  MaybeForm formUncached(const Expr *E) {
    E = E->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(E))
      return form(Full->getSubExpr());
    if (E->isValueDependent() || !E->getType()->isIntegerType())
      return std::nullopt;
    if (MaybeForm T = threadIndex(E))
      return T;
    if (isGridOrBlockRank(E))
      return LaneAffine();
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = C->getSubExpr();
      if (C->getCastKind() == CK_LValueToRValue) {
        if (const Expr *Argument = argumentRead(Sub))
          return Caller->form(Argument);
        const VarDecl *V = followedLocal(Sub);
        return V ? memo(Known.VariableForms, V,
                        [&] { return variableForm(V); })
                 : std::nullopt;
      }
      // Integer conversions that cannot merge two values.
      if ((C->getCastKind() == CK_IntegralCast ||
           C->getCastKind() == CK_NoOp) &&
          Sub->getType()->isIntegerType() &&
          Context.getTypeSize(C->getType()) >=
              Context.getTypeSize(Sub->getType()))
        return form(Sub);
      return std::nullopt;
    }
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return helperForm(Call);
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B)
      return std::nullopt;
    const Expr *L = B->getLHS(), *R = B->getRHS();
    switch (B->getOpcode()) {
    case BO_Rem:
    case BO_And:
      return lanePart(B);
    case BO_Add:
    case BO_Sub: {
      // One lane term and a base: two lane terms might cancel.
      MaybeForm FL = form(L);
      MaybeForm FR = FL ? std::nullopt : form(R);
      if (!FL && !FR)
        return std::nullopt;
      VC Other = classOf(FL ? R : L);
      if (!baseClass(Other))
        return std::nullopt;
      LaneAffine Out = FL ? *FL : *FR;
      if (FR && B->getOpcode() == BO_Sub)
        Out.Stride = -Out.Stride;
      Out.Base = join(Out.Base, Other);
      return Out;
    }
    case BO_Mul:
      for (auto [Factor, Other] : {std::pair{R, L}, std::pair{L, R}}) {
        if (std::optional<int64_t> C = constantOf(Factor, Context))
          return scale(form(Other), *C);
        if (uniform(Factor)) {
          MaybeForm Out = form(Other);
          if (Out)
            Out->Assumes.add(LaneAssumption::NonzeroFactor);
          return Out;
        }
      }
      return std::nullopt;
    case BO_Shl:
      if (std::optional<int64_t> C = constantOf(R, Context))
        if (*C >= 0 && *C < 31)
          return scale(form(L), int64_t(1) << *C);
      return std::nullopt;
    default:
      return std::nullopt;
    }
  }

  // `T % M` and `T & (M - 1)`, T threadIdx.x or the linear thread id and M
  // a multiple of 32 (`lane()`): a warp's lanes hold 32 consecutive values
  // of T (fewer in a smaller block) from a multiple of 32, whose remainders
  // are consecutive too; a per-thread index of its own, with T's premise.
  // (Not for a stepped or pitched T, whose lanes' values may wrap.)
  MaybeForm lanePart(const BinaryOperator *B) {
    std::optional<int64_t> M = constantOf(B->getRHS(), Context);
    if (!M || *M <= 0 ||
        (B->getOpcode() == BO_Rem ? *M % 32 != 0
                                  : !llvm::isPowerOf2_64(*M + 1) || *M < 31))
      return std::nullopt;
    MaybeForm T = threadIndex(B->getLHS());
    if (!T || !T->unitIndex() || T->assumes(LaneAssumption::WarpInOneRow))
      return std::nullopt;
    return T;
  }

  // A call of a project's helper: what each return gives (B + S * T), all
  // with one stride and chosen by conditions the whole warp shares (as a
  // variable's definitions, joinedForm), in its body evaluated with its
  // parameters holding what this call passes. A recursive helper's is not
  // followed (and nothing that met it kept).
  MaybeForm helperForm(const CallExpr *Call) {
    const FunctionDecl *Def = nullptr;
    std::optional<ReturnChoice> Choice = helperReturns(Call, Def);
    if (!Choice)
      return std::nullopt;
    if (!W.Helpers.insert(Def).second) {
      ++W.Cycles;
      return std::nullopt;
    }
    Answers Local;
    MaybeForm Out = Evaluator(*this, Local, Call, Def).returnedForm(*Choice);
    W.Helpers.erase(Def);
    return Out;
  }

  MaybeForm returnedForm(const ReturnChoice &Choice) {
    MaybeForm Out;
    for (const ReturnStmt *Return : Choice.Returns)
      if (!joinInto(Out, form(Return->getRetValue())))
        return std::nullopt;
    VC Deciders = VC::UniformInRegisters;
    for (const Expr *Cond : Choice.Deciders)
      Deciders = join(Deciders, classOf(Cond));
    if (!isAtMost(Deciders, VC::WarpUniform))
      return std::nullopt;
    // The base is one of the returns', chosen by the deciders.
    Out->Base = join(Out->Base, Deciders);
    return baseClass(Out->Base) ? Out : std::nullopt;
  }

  // In a helper's body, the argument this evaluator's call passes for the
  // parameter \p E reads: an integer taken by value that the body never
  // changes, so the body reads what the caller computed.
  const Expr *argumentRead(const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
    if (!P || !Caller || P->getDeclContext() != Helper ||
        !P->getType()->isIntegerType() || P->getType().isVolatileQualified() ||
        !isUnchangedLocal(P, Context))
      return nullptr;
    return argumentFor(Calls.back(), Helper, P->getFunctionScopeIndex());
  }

  // S * T * C: a base times C is still a base.
  static MaybeForm scale(MaybeForm F, int64_t C) {
    uint64_t Abs = C < 0 ? -static_cast<uint64_t>(C) : C;
    if (!F || C == 0 || Abs > (1u << 30) || F->Stride > INT32_MAX ||
        F->Stride < -INT32_MAX)
      return std::nullopt;
    F->Stride *= C;
    return F;
  }

  //===--- variables --------------------------------------------------------===//

  MaybeForm variableForm(const VarDecl *V) {
    if (isUnchangedLocal(V, Context))
      return V->getInit() ? form(V->getInit()) : std::nullopt;
    if (MaybeForm Stepped = steppedForm(V))
      return Stepped;
    return joinedForm(V);
  }

  // A threadIdx.x index stepped by multiples of blockDim.x wherever it
  // changes (`for (i = threadIdx.x; ...; i += blockDim.x)`, `tx +=
  // blockDim.x * gridDim.x` in a while loop), a linear thread id of the
  // block by multiples of the block's size: lanes start fewer than the step
  // apart and step alike, so they never meet, whichever steps each took.
  // Any of these indices stepped by a multiple of 32 (`for (c = lane; c <
  // dim; c += 32)`): a warp's lanes start at consecutive values, so with
  // distinct remainders by 32, which steps of 32 keep.
  MaybeForm steppedForm(const VarDecl *V) {
    const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
    if (!F || !F->getBody() || !V->getInit())
      return std::nullopt;
    // A for loop's own variable changes in its increment only (asked of
    // the statements, as a template's pattern has them too).
    llvm::SmallVector<const Stmt *, 4> Writes;
    if (const ForStmt *For = declaringFor(V, Context)) {
      if (!For->getBody() || isMutatedIn(V, *For->getBody(), Context))
        return std::nullopt;
      Writes.push_back(For->getInc());
    } else {
      VariableUses Uses = variableUses(V, F->getBody(), Context);
      if (Uses.Escapes || Uses.Writes.empty())
        return std::nullopt;
      for (auto [Write, Value] : Uses.Writes)
        Writes.push_back(Write);
    }
    MaybeForm Start = form(V->getInit());
    if (!Start || !Start->unitIndex() ||
        Start->assumes(LaneAssumption::WarpInOneRow))
      return std::nullopt;
    for (const Stmt *Write : Writes) {
      const Expr *Step;
      bool One;
      if (!stepOf(dyn_cast_or_null<Expr>(Write), V, Step, One) || !Step ||
          !(isWarpSizeMultiple(Step) ||
            (Start->assumes(LaneAssumption::OneDimensionalBlocks)
                 ? isBlockDimMultiple(Step)
                                              : isBlockSizeMultiple(Step))))
        return std::nullopt;
    }
    return Start;
  }

  // Every definition such a value with the same stride, each made under
  // conditions the whole warp shares: every lane of a warp took the same
  // one last, so the bases are the same in them.
  MaybeForm joinedForm(const VarDecl *V) {
    std::optional<Definitions> Defs = definitions(V);
    if (!Defs || Defs->empty())
      return std::nullopt;
    MaybeForm Out;
    bool InLoop = false;
    for (auto [Write, Value] : *Defs) {
      if (!joinInto(Out, form(Value)))
        return std::nullopt;
      if (Write) {
        VC Control = classOfControlAt(Calls, Write, Context, InLoop);
        if (!isAtMost(Control, VC::WarpUniform))
          return std::nullopt;
      }
    }
    // Assigned in a loop: another base in each iteration.
    if (InLoop)
      Out->Base = join(Out->Base, VC::IterationUniform);
    return baseClass(Out->Base) ? Out : std::nullopt;
  }

  // \p D joined into \p Out, values of which the warp takes one alike: the
  // same stride, either index's premise, the bases joined; false where D
  // is no such value or the strides differ.
  static bool joinInto(MaybeForm &Out, const MaybeForm &D) {
    if (!D || (Out && (D->Stride != Out->Stride ||
                       D->assumes(LaneAssumption::NonzeroFactor) !=
                           Out->assumes(LaneAssumption::NonzeroFactor))))
      return false;
    if (!Out) {
      Out = D;
      return true;
    }
    Out->Assumes.add(D->Assumes);
    Out->Base = join(Out->Base, D->Base);
    return true;
  }

  // The factors of a product (`blockDim.x * blockDim.y * 4`), through
  // parentheses, integer casts and unchanged locals holding one.
  void productFactors(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Out,
                      int Level = 0) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E);
        Cast && Cast->getType()->isIntegerType() && Level < MaxDepth)
      return productFactors(Cast->getSubExpr(), Out, Level + 1);
    if (const auto *B = dyn_cast<BinaryOperator>(E);
        B && B->getOpcode() == BO_Mul && Level < MaxDepth) {
      productFactors(B->getLHS(), Out, Level + 1);
      productFactors(B->getRHS(), Out, Level + 1);
      return;
    }
    if (const VarDecl *V = followedLocal(E);
        V && V->getInit() && isUnchangedLocal(V, Context) && Level < MaxDepth)
      return productFactors(V->getInit(), Out, Level + 1);
    Out.push_back(E);
  }

  // Which of the block's sizes a warp-uniform product holds as factors
  // (blockDim.x, blockDim.y, a cooperative group's thread count); nullopt
  // when another factor is not warp-uniform.
  struct BlockFactors {
    bool X = false, Y = false, Group = false;
  };
  std::optional<BlockFactors> blockFactorsOf(const Expr *E) {
    llvm::SmallVector<const Expr *, 4> Factors;
    productFactors(E, Factors);
    BlockFactors Found;
    for (const Expr *F : Factors) {
      StringRef Component =
          cudaBuiltinName(F) == "blockDim" ? cudaBuiltinComponent(F) : "";
      if (Component == "x" && !Found.X)
        Found.X = true;
      else if (Component == "y" && !Found.Y)
        Found.Y = true;
      else if (!Found.Group && isGroupThreadCount(F))
        Found.Group = true;
      else if (!uniform(F))
        return std::nullopt;
    }
    return Found;
  }

  // blockDim.x, blockDim.x * gridDim.x, a cooperative group's size().
  bool isBlockDimMultiple(const Expr *E) {
    std::optional<BlockFactors> F = blockFactorsOf(E);
    return F && (F->X || F->Group);
  }

  // A positive constant multiple of 32 (times anything warp-uniform),
  // through unchanged locals (`unsigned warp_size = 32; c += warp_size`).
  bool isWarpSizeMultiple(const Expr *E) {
    llvm::SmallVector<const Expr *, 4> Factors;
    productFactors(E, Factors);
    bool Found = false;
    for (const Expr *F : Factors) {
      if (std::optional<int64_t> C = constantOf(F, Context)) {
        if (*C <= 0)
          return false;
        Found |= *C % 32 == 0;
      } else if (!uniform(F)) {
        return false;
      }
    }
    return Found;
  }

  // blockDim.x * blockDim.y (times anything warp-uniform), a group's size().
  bool isBlockSizeMultiple(const Expr *E) {
    std::optional<BlockFactors> F = blockFactorsOf(E);
    return F && ((F->X && F->Y) || F->Group);
  }

  ASTContext &Context;
  Answers &Known;
  Walk OwnWalk;
  Walk &W;
  /// In a helper's body: the caller's evaluator, the helper, and the chain
  /// of calls from the outermost body to this one (empty outermost).
  Evaluator *Caller = nullptr;
  const FunctionDecl *Helper = nullptr;
  llvm::SmallVector<const CallExpr *, 4> Calls;
};

} // namespace

const char *checkOf(LaneAssumption A) {
  switch (A) {
  case LaneAssumption::OneDimensionalBlocks:
    return "proven where nothing the kernel reaches reads threadIdx.y/z or "
           "blockDim.y/z; else strategy::distinct_in_rows";
  case LaneAssumption::WarpInOneRow:
    return "strategy::distinct_in_rows (blockDim.x % 32 == 0, once)";
  case LaneAssumption::NonzeroFactor:
    return "none (a zero factor leaves the plain atomic)";
  case LaneAssumption::IncreasingWithLane:
    return "strategy::likely_distinct (per warp)";
  case LaneAssumption::RowAtLeastWarp:
    return "distinct_if(M >= 32) (once)";
  }
  return "";
}

const char *nameOf(LaneAssumption A) {
  switch (A) {
  case LaneAssumption::OneDimensionalBlocks:
    return "one-dimensional-blocks";
  case LaneAssumption::WarpInOneRow:
    return "warp-in-one-row";
  case LaneAssumption::NonzeroFactor:
    return "nonzero-factor";
  case LaneAssumption::IncreasingWithLane:
    return "increasing-with-lane";
  case LaneAssumption::RowAtLeastWarp:
    return "row-at-least-warp";
  }
  return "";
}

std::optional<LaneAffine> laneAffineOf(const Expr *E, ASTContext &Context) {
  return Evaluator(Context).form(E);
}

bool isLinearThreadIndex(const Expr *E, ASTContext &Context) {
  MaybeForm T = Evaluator(Context).threadIndex(E);
  return T && !T->assumes(LaneAssumption::WarpInOneRow);
}

bool isZeroInOneThread(const Expr *E, ASTContext &Context) {
  return Evaluator(Context).threadIndex(E).has_value();
}

bool isFewLanesPerValueIndex(const Expr *E, ASTContext &Context) {
  Evaluator Eval(Context);
  if (Eval.isWidePitchThreadIndex(E))
    return true;
  // A for loop's variable that starts at such an index and steps by a
  // warp-uniform amount (`for (t = tib; t < N; t += 128)`): lanes in one
  // iteration hold the index plus the same value.
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  const ForStmt *For = V ? declaringFor(V, Context) : nullptr;
  if (!For || !V->getInit() || !For->getBody() ||
      isMutatedIn(V, *For->getBody(), Context))
    return false;
  const Expr *Step;
  bool One;
  return stepOf(For->getInc(), V, Step, One) &&
         (One || isWarpUniform(Step, Context)) &&
         Eval.isWidePitchThreadIndex(V->getInit());
}

} // namespace warpagg
