//===- LoopForms.cpp ------------------------------------------------------===//
#include "warpagg/analysis/LoopForms.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "warpagg/analysis/Uniformity.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {
using VC = ValueClass;

bool isLoop(const Stmt *S) {
  return isa_and_nonnull<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

const VarDecl *variableOf(const Expr *E) {
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts()
                                                    : nullptr);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

//===--- the grid's size ---------------------------------------------------===//

constexpr int MaxGridDepth = 4; // locals followed to their initialisers

bool isGridDim(const VarDecl *V) {
  const auto *Record = V->getType()->getAsRecordDecl();
  return V->getName() == "gridDim" && isToolchainDecl(V) && Record &&
         Record->getName().starts_with("__cuda_builtin_");
}

// cooperative_groups: grid.size(), grid.num_threads(), this_grid().size()
// (static members, so plain calls rather than member calls).
bool isGridGroupSize(const CallExpr *Call) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  return Method && isToolchainDecl(Method) &&
         Method->getParent()->getName() == "grid_group" &&
         (Method->getName() == "size" || Method->getName() == "num_threads");
}

// \p S reads the size of the grid, directly or through the initialiser of a
// local variable.
bool readsGridSize(const Stmt *S, int Depth) {
  if (!S || Depth > MaxGridDepth)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (isGridGroupSize(Call))
      return true;
  // `gridDim.x` is a property read whose object is an OpaqueValueExpr.
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(S))
    return readsGridSize(Opaque->getSourceExpr(), Depth);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (isGridDim(V))
        return true;
      if (V->isLocalVarDecl() && V->getInit())
        return readsGridSize(V->getInit(), Depth + 1);
    }
  for (const Stmt *Child : S->children())
    if (readsGridSize(Child, Depth))
      return true;
  return false;
}

// An assignment somewhere in \p S that steps a variable the loop condition
// \p Cond tests by the grid's size (`i += stride;`, `i = i + blockDim.x *
// gridDim.x;`). A loop without a condition counts.
bool stepsByGridSize(const Stmt *S, const Expr *Cond) {
  if (!S)
    return false;
  if (const auto *Assign = dyn_cast<BinaryOperator>(S);
      Assign && Assign->isAssignmentOp() && readsGridSize(Assign->getRHS(), 0))
    if (const VarDecl *V = variableOf(Assign->getLHS())) {
      llvm::SmallPtrSet<const VarDecl *, 1> Stepped{V};
      if (!Cond || mentionsAny(Cond, Stepped))
        return true;
    }
  for (const Stmt *Child : S->children())
    if (stepsByGridSize(Child, Cond))
      return true;
  return false;
}

//===--- what a loop touches ------------------------------------------------===//

// The references to variables inside a loop (not in lambdas' bodies), and
// whether it stores to memory.
struct Touches : RecursiveASTVisitor<Touches> {
  llvm::SmallVector<const DeclRefExpr *, 16> Refs;
  bool Stores = false;
  bool shouldVisitLambdaBody() const { return false; }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->hasLocalStorage())
      Refs.push_back(Ref);
    return true;
  }
  bool storesThrough(const Expr *Target) {
    Target = Target->IgnoreParenImpCasts();
    while (const auto *M = dyn_cast<MemberExpr>(Target)) {
      if (M->isArrow())
        return true;
      Target = M->getBase()->IgnoreParenImpCasts();
    }
    const VarDecl *V = variableOf(Target);
    return !V || !V->hasLocalStorage() || V->getType()->isReferenceType();
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() && storesThrough(B->getLHS()))
      Stores = true;
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp() && storesThrough(U->getSubExpr()))
      Stores = true;
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *F = toolchainCallee(Call);
    // The toolkit's functions that store: its atomics and memory copies.
    if (!F || F->getName().starts_with("atomic") ||
        F->getName().starts_with("mem") || F->getName().starts_with("__st"))
      Stores = true;
    return true;
  }
};

} // namespace

bool isGridStrideLoop(const Stmt *Loop) {
  if (const auto *For = dyn_cast<ForStmt>(Loop))
    return stepsByGridSize(For->getInc(), For->getCond()) ||
           stepsByGridSize(For->getBody(), For->getCond());
  if (const auto *While = dyn_cast<WhileStmt>(Loop))
    return stepsByGridSize(While->getBody(), While->getCond());
  if (const auto *Do = dyn_cast<DoStmt>(Loop))
    return stepsByGridSize(Do->getBody(), Do->getCond());
  return false;
}

//===--- steps and constants --------------------------------------------------===//

std::optional<int64_t> constantOf(const Expr *E, ASTContext &Context) {
  if (!E || E->isValueDependent())
    return std::nullopt;
  if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Context))
    if (V->getSignificantBits() <= 63)
      return V->getExtValue();
  return std::nullopt;
}

std::optional<int64_t> LoopStep::constant(ASTContext &Context) const {
  if (!Amount)
    return How == Increment ? 1 : -1;
  std::optional<int64_t> C = constantOf(Amount, Context);
  if (C && !adds())
    *C = -*C;
  return C;
}

std::optional<LoopStep> stepOf(const Expr *Write, const VarDecl *V) {
  if (!Write)
    return std::nullopt;
  Write = Write->IgnoreParens();
  LoopStep S;
  S.Write = Write;
  if (const auto *U = dyn_cast<UnaryOperator>(Write)) {
    if (!U->isIncrementDecrementOp() || variableOf(U->getSubExpr()) != V)
      return std::nullopt;
    S.How = U->isIncrementOp() ? LoopStep::Increment : LoopStep::Decrement;
    return S;
  }
  const auto *B = dyn_cast<BinaryOperator>(Write);
  if (!B || variableOf(B->getLHS()) != V)
    return std::nullopt;
  if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) {
    S.How = B->getOpcode() == BO_AddAssign ? LoopStep::AddAssign
                                           : LoopStep::SubAssign;
    S.Amount = B->getRHS();
    return S;
  }
  if (B->getOpcode() == BO_Assign)
    if (const auto *Sum =
            dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
        Sum && Sum->getOpcode() == BO_Add && variableOf(Sum->getLHS()) == V) {
      S.How = LoopStep::AssignAdd;
      S.Amount = Sum->getRHS();
      return S;
    }
  return std::nullopt;
}

//===--- LoopForms -------------------------------------------------------------===//

LoopForms::LoopForms(FunctionUniformity &Function)
    : Function(Function), Context(Function.unit().context()) {}

LoopForms::~LoopForms() = default;

const LoopForm *LoopForms::of(const Stmt *Loop) {
  if (!isLoop(Loop))
    return nullptr;
  std::unique_ptr<LoopForm> &Form = Forms[Loop];
  if (!Form) {
    Form = std::make_unique<LoopForm>();
    Form->Loop = Loop;
    analyse(*Form);
  }
  return Form.get();
}

const ForStmt *LoopForms::declaring(const VarDecl *V) {
  return declaringFor(V, Context);
}

const LoopForm *LoopForms::counting(const VarDecl *V) {
  const ForStmt *For = declaring(V);
  const LoopForm *Form = For ? of(For) : nullptr;
  return Form && Form->Counter && Form->Counter->Var == V ? Form : nullptr;
}

llvm::SmallVector<const Stmt *, 4> LoopForms::around(const Stmt *S) {
  llvm::SmallVector<const Stmt *, 4> Out;
  DynTypedNode Child = DynTypedNode::create(*S);
  for (int Level = 0; Level < 256; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty() || Parents[0].get<FunctionDecl>() ||
        Parents[0].get<LambdaExpr>())
      break;
    Child = Parents[0];
    if (const Stmt *P = Child.get<Stmt>(); isLoop(P))
      Out.push_back(P);
  }
  return Out;
}

bool LoopForms::mutates(const Stmt *S, const VarDecl *V) {
  auto [It, New] = Mutates.try_emplace({S, V}, false);
  if (New)
    It->second = S && isMutatedIn(V, *S, Context);
  return It->second;
}

llvm::SmallVector<const Stmt *, 8> LoopForms::all() {
  llvm::SmallVector<const Stmt *, 8> Out;
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::SmallVectorImpl<const Stmt *> &Out;
    explicit Finder(llvm::SmallVectorImpl<const Stmt *> &Out) : Out(Out) {}
    bool shouldVisitLambdaBody() const { return false; }
    bool VisitStmt(Stmt *S) {
      if (isLoop(S))
        Out.push_back(S);
      return true;
    }
  } Find(Out);
  if (const FunctionDecl *F = Function.function(); F && F->getBody())
    Find.TraverseStmt(F->getBody());
  return Out;
}

void LoopForms::analyse(LoopForm &Form) {
  if (auto Parts = loopConditionAndBody(Form.Loop))
    Form.Condition = Parts->first;
  findCounter(Form);
  findInductionVariables(Form);
  findExits(Form);
  Form.GridStride = isGridStrideLoop(Form.Loop);
}

// A for's own counter, the test of it its condition is, and the trips.
void LoopForms::findCounter(LoopForm &Form) {
  const auto *For = dyn_cast<ForStmt>(Form.Loop);
  const auto *Init = For ? dyn_cast_or_null<DeclStmt>(For->getInit()) : nullptr;
  if (!Init || !For->getBody())
    return;
  // The variable of the init the increment steps.
  const VarDecl *V = nullptr;
  std::optional<LoopStep> Step;
  for (const Decl *D : Init->decls())
    if (const auto *Declared = dyn_cast<VarDecl>(D);
        Declared && (Step = stepOf(For->getInc(), Declared))) {
      V = Declared;
      break;
    }
  if (!V || !V->getInit() || mutates(For->getBody(), V))
    return;
  Form.CounterAlone = Init->isSingleDecl();
  InductionVariable Counter;
  Counter.Var = V;
  Counter.Start = V->getInit();
  Counter.Steps.push_back(*Step);
  Counter.StartClass = Function.valueOf(Counter.Start);
  Counter.StepClass = Step->Amount ? Function.valueOf(Step->Amount)
                                   : VC::UniformInRegisters;
  Counter.ConstantStart = constantOf(Counter.Start, Context);
  Form.Variables.push_back(std::move(Counter));
  Form.Counter = &Form.Variables.front();
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Cond || !Cond->isComparisonOp() || Cond->getOpcode() == BO_EQ)
    return;
  bool Left = variableOf(Cond->getLHS()) == V;
  if (!Left && variableOf(Cond->getRHS()) != V)
    return;
  const Expr *Limit = Left ? Cond->getRHS() : Cond->getLHS();
  Form.CounterTest = LoopForm::Test{Cond->getOpcode(), Left, Limit,
                                    constantOf(Limit, Context)};
  Form.TripClass = join(join(Form.Counter->StartClass, Form.Counter->StepClass),
                        Function.valueOf(Limit));
  std::optional<int64_t> One = Step->constant(Context);
  BinaryOperatorKind Op = Cond->getOpcode();
  if (Left && One == 1 && Form.Counter->ConstantStart &&
      Form.CounterTest->ConstantLimit && (Op == BO_LT || Op == BO_LE))
    Form.ConstantRange = {*Form.Counter->ConstantStart,
                          Op == BO_LT ? *Form.CounterTest->ConstantLimit - 1
                                      : *Form.CounterTest->ConstantLimit};
}

// What the loop writes, and the variables it changes by steps only.
void LoopForms::findInductionVariables(LoopForm &Form) {
  Touches T;
  T.TraverseStmt(const_cast<Stmt *>(Form.Loop));
  llvm::SmallVector<const VarDecl *, 8> Order;
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<LvalueUse, 2>> Uses;
  for (const DeclRefExpr *Ref : T.Refs) {
    const auto *V = cast<VarDecl>(Ref->getDecl());
    LvalueUse Use = useOf(Ref, Context);
    if (Use.How == LvalueUse::Read)
      continue;
    if (!Uses.count(V))
      Order.push_back(V);
    Uses[V].push_back(Use);
  }
  // A for's init runs once, before: an assignment there is the start.
  const auto *For = dyn_cast<ForStmt>(Form.Loop);
  const Stmt *Init = For ? For->getInit() : nullptr;
  for (const VarDecl *V : Order) {
    Form.Writes.push_back(V);
    if (Form.Counter && Form.Counter->Var == V)
      continue;
    InductionVariable IV;
    IV.Var = V;
    for (const LvalueUse &Use : Uses[V]) {
      if (Use.How == LvalueUse::Assign && Use.Write == Init && !IV.Start) {
        IV.Start = Use.Value;
        IV.StartClass = Function.valueOf(Use.Value);
        IV.ConstantStart = constantOf(Use.Value, Context);
        continue;
      }
      std::optional<LoopStep> Step =
          Use.How == LvalueUse::Escape
              ? std::nullopt
              : stepOf(dyn_cast_or_null<Expr>(Use.Write), V);
      if (!Step) {
        IV.Var = nullptr;
        break;
      }
      IV.Steps.push_back(*Step);
      IV.StepClass = join(IV.StepClass, Step->Amount
                                            ? Function.valueOf(Step->Amount)
                                            : VC::UniformInRegisters);
    }
    if (IV.Var)
      Form.Variables.push_back(std::move(IV));
  }
  // Variables holds the counter first: its address stays.
  if (Form.Counter)
    Form.Counter = &Form.Variables.front();
  Form.WritesMemory = T.Stores;
}

// How lanes leave it.
void LoopForms::findExits(LoopForm &Form) {
  Form.ExitClass = Function.exitClass(Form.Loop);
  if (const Expr *Cond = Form.Condition) {
    const auto *And = dyn_cast<BinaryOperator>(Cond->IgnoreParens());
    if (And && And->getOpcode() == BO_LAnd)
      for (const Expr *Side : {And->getLHS(), And->getRHS()})
        Form.Terms.push_back({Side, Function.valueOf(Side)});
    else
      Form.Terms.push_back({Cond, Function.valueOf(Cond)});
  }
  if (auto Parts = loopConditionAndBody(Form.Loop))
    Form.ReturnsInBody = containsStmt<ReturnStmt>(Parts->second);
  else if (const auto *Range = dyn_cast<CXXForRangeStmt>(Form.Loop))
    Form.ReturnsInBody = containsStmt<ReturnStmt>(Range->getBody());
  // The statement just before it in the block around it.
  DynTypedNodeList Parents = Context.getParents(*Form.Loop);
  const auto *Around =
      Parents.size() == 1 ? Parents[0].get<CompoundStmt>() : nullptr;
  const Stmt *Before = nullptr;
  if (Around)
    for (const Stmt *S : Around->body()) {
      if (S == Form.Loop)
        break;
      Before = S;
    }
  Form.BarrierBefore = Before && isToolchainBlockBarrier(Before);
}

} // namespace warpagg
