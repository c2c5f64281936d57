//===- Uniformity.cpp - The results of one translation unit ---------------===//
#include "UniformitySolvers.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/CfgFacts.h"
#include "warpagg/analysis/LoopForms.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace warpagg {

namespace {
const CallerScope &everyCall() {
  static const CallerScope All;
  return All;
}
} // namespace

//===--- FunctionUniformity -------------------------------------------------===//

FunctionUniformity::FunctionUniformity(UnitAnalyses &Unit,
                                       const FunctionDecl *F,
                                       const CallerScope &Scope,
                                       const Bindings *Bound)
    : Unit(Unit), F(F), Scope(Scope), Bound(Bound),
      Classes(std::make_unique<Solver>(*this)),
      Forms(std::make_unique<AffineSolver>(*this)) {}

FunctionUniformity::~FunctionUniformity() = default;

FunctionUniformity &FunctionUniformity::classes() {
  return ClassSource ? *ClassSource : *this;
}

ValueClass FunctionUniformity::valueOf(const Expr *E) {
  return classes().Classes->value(E);
}

ValueClass FunctionUniformity::addressOf(const Expr *Object) {
  return classes().Classes->address(Object);
}

ValueClass FunctionUniformity::variableOf(const VarDecl *V) {
  return classes().Classes->variable(V);
}

ValueClass FunctionUniformity::controlOf(const Stmt *S, bool &InLoop) {
  return classes().Classes->control(S, InLoop);
}

ValueClass FunctionUniformity::definitionControl(const Stmt *Write,
                                                 const VarDecl *V,
                                                 bool &InLoop) {
  return classes().Classes->definitionControl(Write, V, InLoop);
}

ValueClass FunctionUniformity::exitClass(const Stmt *Loop) {
  CfgFacts *Facts = facts();
  if (!Facts)
    return ValueClass::Varying;
  for (unsigned L = 0; L < Facts->loops().size(); ++L)
    if (Facts->loops()[L].Statement == Loop)
      return classes().Classes->exitClass(L);
  return ValueClass::Varying;
}

ValueClass FunctionUniformity::returned() {
  Solver &S = *classes().Classes;
  if (!S.Returned)
    S.Returned = S.returns();
  return *S.Returned;
}

std::optional<LaneAffine> FunctionUniformity::affineOf(const Expr *E) {
  return Forms->form(E);
}

std::optional<LaneAffine>
FunctionUniformity::affineOfVariable(const VarDecl *V) {
  return Forms->variable(V);
}

std::optional<LaneAffine> FunctionUniformity::threadIndexOf(const Expr *E) {
  return Forms->threadIndex(E);
}

bool FunctionUniformity::isWidePitchThreadIndex(const Expr *E) {
  return Forms->isWidePitchThreadIndex(E);
}

CfgFacts *FunctionUniformity::facts() {
  return F && F->getBody() ? &Unit.factsOf(F) : nullptr;
}

LoopForms &FunctionUniformity::loops() {
  if (!Loops)
    Loops = std::make_unique<LoopForms>(*this);
  return *Loops;
}

//===--- UnitAnalyses --------------------------------------------------------===//

UnitAnalyses::UnitAnalyses(ASTContext &Context)
    : Context(Context), State(std::make_unique<SolverState>()) {}

UnitAnalyses::~UnitAnalyses() = default;

FunctionUniformity &UnitAnalyses::function(const FunctionDecl *F,
                                           const CallerScope &Scope) {
  if (F && F->getDefinition())
    F = F->getDefinition();
  auto ScopeIt = Free.try_emplace(Scope).first;
  std::unique_ptr<FunctionUniformity> &At = ScopeIt->second[F];
  if (!At)
    At.reset(new FunctionUniformity(*this, F, ScopeIt->first, nullptr));
  return *At;
}

FunctionUniformity &UnitAnalyses::holding(const Stmt *S,
                                          const CallerScope &Scope) {
  return function(functionHolding(S), Scope);
}

FunctionUniformity &UnitAnalyses::bound(const FunctionDecl *Def,
                                        const std::vector<ValueClass> &Classes) {
  auto &[Params, At] = Bound[{Def, Classes}];
  if (!At) {
    Params = std::make_unique<std::vector<ValueClass>>(Classes);
    At.reset(new FunctionUniformity(*this, Def, everyCall(), Params.get()));
  }
  return *At;
}

std::vector<std::pair<FunctionUniformity *, const std::vector<ValueClass> *>>
UnitAnalyses::boundResults() const {
  std::vector<std::pair<FunctionUniformity *, const std::vector<ValueClass> *>>
      Out;
  for (const auto &[Key, At] : Bound)
    Out.push_back({At.second.get(), At.first.get()});
  return Out;
}

FunctionUniformity *
UnitAnalyses::atCalls(llvm::ArrayRef<const CallExpr *> Calls,
                      const CallerScope &Scope) {
  if (Calls.empty())
    return nullptr;
  FunctionUniformity *Caller = &holding(Calls.front(), Scope);
  const CallerScope &Kept = Free.find(Scope)->first;
  std::vector<const CallExpr *> Chain;
  for (const CallExpr *Call : Calls) {
    const FunctionDecl *F = Call->getDirectCallee(), *Def = nullptr;
    if (!F || !F->hasBody(Def))
      return nullptr;
    std::optional<std::vector<ValueClass>> Passed =
        Caller->classes().Classes->passedAt(Call, Def);
    if (!Passed)
      return nullptr;
    Chain.push_back(Call);
    auto &[Params, At] = Chains[{Scope, Chain}];
    if (!At) {
      Params = std::make_unique<std::vector<ValueClass>>(*Passed);
      At.reset(new FunctionUniformity(*this, Def, Kept, Params.get()));
      At->Caller = Caller;
      At->Chain = Chain;
      At->ClassSource = &bound(Def, *Passed);
    }
    Caller = At.get();
  }
  return Caller;
}

const FunctionDecl *UnitAnalyses::functionHolding(const Stmt *S) {
  if (!S)
    return nullptr;
  auto [It, New] = Holding.try_emplace(S, nullptr);
  if (!New)
    return It->second;
  DynTypedNodeList Parents = Context.getParents(*S);
  while (Parents.size() >= 1) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return Holding[S] = F;
    if (const auto *Lambda = Parents[0].get<LambdaExpr>())
      return Holding[S] = Lambda->getCallOperator();
    if (Parents[0].get<BlockDecl>())
      return nullptr;
    Parents = Context.getParents(Parents[0]);
  }
  return nullptr;
}

CfgFacts &UnitAnalyses::factsOf(const FunctionDecl *F) {
  std::unique_ptr<CfgFacts> &At = Facts[F];
  if (!At)
    At = std::make_unique<CfgFacts>(F, Context);
  return *At;
}

//===--- Analysis ------------------------------------------------------------===//

ValueClass Analysis::valueOf(const Expr *E) const {
  return E ? holding(E).valueOf(E) : ValueClass::Varying;
}

ValueClass Analysis::addressOf(const Expr *Object) const {
  return Object ? holding(Object).addressOf(Object) : ValueClass::Varying;
}

std::optional<LaneAffine> Analysis::affineOf(const Expr *E) const {
  return E ? holding(E).affineOf(E) : std::nullopt;
}

} // namespace warpagg
