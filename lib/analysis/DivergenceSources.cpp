//===- DivergenceSources.cpp ----------------------------------------------===//
#include "warpagg/analysis/DivergenceSources.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/ThreadIdentity.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {
using VC = ValueClass;

//===--- calls of the toolkit ----------------------------------------------===//

// One row of the table of the toolkit's functions, by name.
struct ToolkitFunction {
  const char *Name;
  SourceRule::Kind Rule;
  VC Class;
  unsigned Operand;
  /// A prefix of names (`__reduce_add_sync`...) rather than one name.
  bool Prefix;
  /// Pure only with exactly one argument (__ffs(x); not an overload of
  /// another arity).
  bool Unary;
};

constexpr ToolkitFunction ToolkitFunctions[] = {
    // Collectives of the lanes that run them together: the same in all.
    {"__activemask", SourceRule::Fixed, VC::WarpUniform, 0, false, false},
    {"__ballot_sync", SourceRule::Fixed, VC::WarpUniform, 0, false, false},
    {"__any_sync", SourceRule::Fixed, VC::WarpUniform, 0, false, false},
    {"__all_sync", SourceRule::Fixed, VC::WarpUniform, 0, false, false},
    {"__reduce_", SourceRule::Fixed, VC::WarpUniform, 0, true, false},
    // Equal only among the lanes that share the key: `lane == __ffs(peers)
    // - 1` picks one lane per key.
    {"__match_any_sync", SourceRule::Fixed, VC::MatchUniform, 0, false, false},
    {"__match_all_sync", SourceRule::Fixed, VC::MatchUniform, 0, false, false},
    // A shuffle from a uniform source lane over the whole warp.
    {"__shfl_sync", SourceRule::Broadcast, VC::WarpUniform, 2, false, false},
    // A read-only load (`__ldg(col + row)`): as uniform as its address,
    // through memory.
    {"__ldg", SourceRule::ReadOnlyLoad, VC::IterationUniform, 0, false, true},
    // The lane's own index.
    {"thread_rank", SourceRule::Fixed, VC::LaneIndex, 0, false, false},
    {"__lane_id", SourceRule::Fixed, VC::LaneIndex, 0, false, false},
    {"laneid", SourceRule::Fixed, VC::LaneIndex, 0, false, false},
    // Functions of their arguments only.
    {"min", SourceRule::Pure, VC::Varying, 0, false, false},
    {"max", SourceRule::Pure, VC::Varying, 0, false, false},
    {"fminf", SourceRule::Pure, VC::Varying, 0, false, false},
    {"fmaxf", SourceRule::Pure, VC::Varying, 0, false, false},
    {"fmin", SourceRule::Pure, VC::Varying, 0, false, false},
    {"fmax", SourceRule::Pure, VC::Varying, 0, false, false},
    {"umin", SourceRule::Pure, VC::Varying, 0, false, false},
    {"umax", SourceRule::Pure, VC::Varying, 0, false, false},
    {"llmin", SourceRule::Pure, VC::Varying, 0, false, false},
    {"llmax", SourceRule::Pure, VC::Varying, 0, false, false},
    {"ullmin", SourceRule::Pure, VC::Varying, 0, false, false},
    {"ullmax", SourceRule::Pure, VC::Varying, 0, false, false},
    {"__ffs", SourceRule::Pure, VC::Varying, 0, false, true},
    {"__ffsll", SourceRule::Pure, VC::Varying, 0, false, true},
    {"__popc", SourceRule::Pure, VC::Varying, 0, false, true},
    {"__popcll", SourceRule::Pure, VC::Varying, 0, false, true},
    {"__clz", SourceRule::Pure, VC::Varying, 0, false, true},
    {"__brev", SourceRule::Pure, VC::Varying, 0, false, true},
};

// A cooperative groups query of the block or the grid that every thread of
// the block answers alike (`block.group_index()`, `block.num_threads()`,
// `grid.block_rank()`): the toolkit's thread_block and grid_group only (a
// project's class of the same name is not trusted; thread_rank() and
// thread_index() differ per thread).
bool blockUniformGroupQuery(const CallExpr *Call) {
  StringRef Group;
  StringRef Name = blockOrGridMethod(Call, Group);
  if (Group == "thread_block")
    return llvm::is_contained({"group_index", "group_dim", "dim_threads",
                               "num_threads", "size"},
                              Name);
  return llvm::is_contained({"group_dim", "dim_blocks", "num_blocks",
                             "block_index", "block_rank", "num_threads",
                             "size", "dim_threads"},
                            Name);
}

// A cooperative groups collective (ballot, any, all, match_any, match_all)
// of a group that is a whole warp, the toolkit's thread_block_tile of 32, or
// the lanes running together, its coalesced_group: the same in all of them,
// as __ballot_sync's result is. A smaller tile's is the same only within the
// tile (two or more per warp), a project's class of the same name nothing.
bool warpGroupCollective(const CallExpr *Call) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(toolchainCallee(Call));
  if (!M || !M->getIdentifier() ||
      !llvm::is_contained({"ballot", "any", "all", "match_any", "match_all"},
                          M->getName()))
    return false;
  const CXXRecordDecl *Group = M->getParent();
  if (Group->getIdentifier() && Group->getName() == "coalesced_group")
    return true;
  // The tile's size is its class's first template argument (the method is
  // declared in a base that the tile's size parameterises).
  const auto *Tile = dyn_cast<ClassTemplateSpecializationDecl>(Group);
  if (!Tile || Tile->getTemplateArgs().size() == 0)
    return false;
  const TemplateArgument &Size = Tile->getTemplateArgs()[0];
  return Size.getKind() == TemplateArgument::Integral &&
         Size.getAsIntegral() == 32;
}

bool isWholeWarpWidth(const Expr *Width, ASTContext &Context) {
  std::optional<llvm::APSInt> W = Width->getIntegerConstantExpr(Context);
  return W && *W == 32;
}

SourceRule toolkitCallRule(const CallExpr *Call, const FunctionDecl *F,
                           ASTContext &Context) {
  if (warpGroupCollective(Call))
    return {SourceRule::Fixed, VC::WarpUniform};
  StringRef Name = F->getName();
  for (const ToolkitFunction &Row : ToolkitFunctions) {
    if (Row.Prefix ? !Name.starts_with(Row.Name) : Name != Row.Name)
      continue;
    // Lane ids are trusted as members of the toolkit's classes too.
    if (Row.Rule == SourceRule::Fixed && Row.Class == VC::LaneIndex &&
        !isToolchainFunction(F, {"thread_rank", "__lane_id", "laneid"}))
      continue;
    if (Row.Unary && Call->getNumArgs() != 1)
      return {SourceRule::Fixed, VC::Varying};
    if (Row.Rule == SourceRule::Broadcast &&
        (Call->getNumArgs() <= Row.Operand ||
         (Call->getNumArgs() > 3 &&
          !isWholeWarpWidth(Call->getArg(3), Context))))
      return {SourceRule::Fixed, VC::Varying};
    return {Row.Rule, Row.Class, Row.Operand};
  }
  return {SourceRule::Fixed, VC::Varying};
}

//===--- %laneid in inline PTX ---------------------------------------------===//

// A local without an initializer whose one write is an inline PTX `mov`
// from the %laneid special register (`asm("mov.u32 %0, %%laneid;" :
// "=r"(lane))`, how projects read the lane id without a CUDA function), in a
// function body that does nothing else with it.
bool readsLaneIdRegister(const VarDecl *V) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  const auto *Body = F ? dyn_cast_or_null<CompoundStmt>(F->getBody()) : nullptr;
  if (!Body)
    return false;
  llvm::SmallPtrSet<const VarDecl *, 1> Var;
  Var.insert(V);
  bool Read = false;
  for (const Stmt *S : Body->body()) {
    if (const auto *Asm = dyn_cast<GCCAsmStmt>(S)) {
      if (!mentionsAny(Asm, Var))
        continue;
      const auto *Out = Asm->getNumOutputs() == 1
                            ? dyn_cast<DeclRefExpr>(
                                  Asm->getOutputExpr(0)->IgnoreParenImpCasts())
                            : nullptr;
      std::string Template = Asm->getAsmString();
      if (Read || !Out || Out->getDecl() != V || Asm->getNumInputs() != 0 ||
          !StringRef(Template).trim().starts_with("mov.u32") ||
          !StringRef(Template).contains("%%laneid"))
        return false;
      Read = true;
      continue;
    }
    const auto *Decl = dyn_cast<DeclStmt>(S);
    if (isa<ReturnStmt>(S) || (Decl && Decl->isSingleDecl() &&
                               Decl->getSingleDecl() == V))
      continue;
    if (mentionsAny(S, Var))
      return false;
  }
  return Read;
}

//===--- __shared__ loads after barriers -----------------------------------===//

// The stores to \p V's elements in \p Body; false when \p V is used other
// than by loads and plain stores of its elements.
bool sharedArrayStores(const VarDecl *V, const Stmt *Body, ASTContext &Context,
                       std::vector<const Stmt *> &Stores) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *V;
    ASTContext &Context;
    std::vector<const Stmt *> &Stores;
    bool Ok = true;
    Finder(const VarDecl *V, ASTContext &C, std::vector<const Stmt *> &S)
        : V(V), Context(C), Stores(S) {}
    bool VisitDeclRefExpr(DeclRefExpr *Ref) {
      if (Ref->getDecl() != V)
        return true;
      const Stmt *Decay = parentStmt(Ref, Context);
      const auto *Subscript =
          Decay ? dyn_cast_or_null<ArraySubscriptExpr>(parentStmt(Decay, Context))
                : nullptr;
      if (!Subscript || Subscript->getBase()->IgnoreParens() != Decay)
        return Ok = false;
      LvalueUse Use = useOf(Subscript, Context);
      if (Use.How == LvalueUse::Read)
        return true;
      if (Use.How == LvalueUse::Assign) {
        Stores.push_back(Use.Write);
        return true;
      }
      return Ok = false;
    }
  } Find(V, Context, Stores);
  Find.TraverseStmt(const_cast<Stmt *>(Body));
  return Find.Ok;
}

// The chain of statements from \p S up to its function's body.
std::vector<const Stmt *> ancestors(const Stmt *S, ASTContext &Context) {
  std::vector<const Stmt *> Chain{S};
  while (const Stmt *P = parentStmt(Chain.back(), Context))
    Chain.push_back(P);
  return Chain;
}

// Whether a block barrier separates \p Store from \p Load in the innermost
// block holding both, and, where a loop repeats that block, also around the
// loop's back edge.
bool separated(const Stmt *Store, const Stmt *Load, ASTContext &Context) {
  std::vector<const Stmt *> A = ancestors(Store, Context),
                            B = ancestors(Load, Context);
  llvm::SmallPtrSet<const Stmt *, 16> InA(A.begin(), A.end());
  for (size_t I = 1; I < B.size(); ++I) {
    const auto *Block = dyn_cast<CompoundStmt>(B[I]);
    if (!Block || !InA.count(Block))
      continue;
    const Stmt *LoadChild = B[I - 1];
    auto It = llvm::find(A, Block);
    const Stmt *StoreChild = *(It - 1);
    if (It == A.begin() || StoreChild == LoadChild)
      return false;
    std::vector<const Stmt *> Body(Block->body_begin(), Block->body_end());
    size_t L = llvm::find(Body, LoadChild) - Body.begin();
    size_t S = llvm::find(Body, StoreChild) - Body.begin();
    auto BarrierIn = [&](size_t From, size_t To) { // [From, To)
      for (size_t K = From; K < To; ++K)
        if (isBlockBarrier(Body[K]))
          return true;
      return false;
    };
    size_t Lo = std::min(L, S), Hi = std::max(L, S);
    if (!BarrierIn(Lo + 1, Hi))
      return false;
    // Repeated by a loop: the next iteration's store (or load) too.
    bool InLoop =
        llvm::any_of(llvm::ArrayRef(B).drop_front(I), [](const Stmt *P) {
          return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(P);
        });
    return !InLoop || BarrierIn(Hi + 1, Body.size()) || BarrierIn(0, Lo);
  }
  return false;
}

} // namespace

SourceRule sourceRuleOf(const Expr *E, ASTContext &Context) {
  if (isIntegerConstant(E, Context))
    return {SourceRule::Fixed, VC::UniformInRegisters};
  StringRef Builtin = cudaBuiltinName(E);
  if (!Builtin.empty()) {
    if (Builtin != "threadIdx")
      return {SourceRule::Fixed, VC::UniformInRegisters};
    return {SourceRule::Fixed, cudaBuiltinComponent(E) == "x"
                                   ? VC::LaneIndex
                                   : VC::RowIterationUniform};
  }
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return {};
  if (blockUniformGroupQuery(Call))
    return {SourceRule::Fixed, VC::UniformInRegisters};
  if (const FunctionDecl *F = toolchainCallee(Call))
    return toolkitCallRule(Call, F, Context);
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F || isToolchainDecl(F))
    return {SourceRule::Fixed, VC::Varying};
  if (returnsLaneIdRegister(F))
    return {SourceRule::Fixed, VC::LaneIndex};
  return {}; // a project's helper: what it returns at the call
}

std::optional<ValueClass> storageClassOf(const VarDecl *V,
                                         ASTContext &Context) {
  if (V->isUsableInConstantExpressions(Context))
    return VC::UniformInRegisters;
  // __constant__ memory cannot change while a kernel runs. A __shared__
  // scalar holds one value for the whole block between barriers (reading
  // it while another thread writes it would be a data race).
  if (V->hasAttr<CUDAConstantAttr>() ||
      (V->hasAttr<CUDASharedAttr>() && V->getType()->isScalarType()))
    return VC::UniformThroughMemory;
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (!V->hasLocalStorage() || !F || !F->getBody())
    return VC::Varying;
  // A helper's parameter holds what its calls pass (the engine's).
  if (isa<ParmVarDecl>(V))
    return F->hasAttr<CUDAGlobalAttr>()
               ? std::optional<VC>(VC::UniformInRegisters)
               : std::nullopt;
  if (!V->getInit() && readsLaneIdRegister(V))
    return VC::LaneIndex;
  return std::nullopt;
}

bool keepsAllLaneBits(const Expr *Modulus, bool IsAnd, ASTContext &Context) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Modulus->IgnoreParenImpCasts()))
    if (Ref->getDecl()->getName() == "warpSize" &&
        isToolchainDecl(Ref->getDecl()))
      return !IsAnd;
  std::optional<llvm::APSInt> V = Modulus->getIntegerConstantExpr(Context);
  if (!V)
    return false;
  uint64_t N = V->getZExtValue();
  return IsAnd ? (N & 31) == 31 : (N >= 32 && N % 32 == 0);
}

const VarDecl *sharedArrayOf(const Expr *Base) {
  const auto *Decay = dyn_cast<ImplicitCastExpr>(Base->IgnoreParens());
  if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Decay->getSubExpr()->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->hasAttr<CUDASharedAttr>() &&
                 V->getDeclContext()->isFunctionOrMethod() &&
                 !V->getType().isVolatileQualified()
             ? V
             : nullptr;
}

bool isBarrierSeparatedLoad(const VarDecl *Shared, const Expr *Load,
                            ASTContext &Context) {
  const FunctionDecl *F = enclosingFunction(Load, Context);
  if (!F || Shared->getDeclContext() != F)
    return false;
  std::vector<const Stmt *> Stores;
  if (!sharedArrayStores(Shared, F->getBody(), Context, Stores))
    return false;
  return llvm::all_of(Stores, [&](const Stmt *Store) {
    return separated(Store, Load, Context);
  });
}

bool pointsToConst(const Expr *Pointer) {
  QualType T = Pointer->getType();
  return T->isPointerType() && T->getPointeeType().isConstQualified() &&
         !T->getPointeeType().isVolatileQualified();
}

bool returnsLaneIdRegister(const FunctionDecl *F) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  const auto *Return =
      Body && !Body->body_empty() ? dyn_cast<ReturnStmt>(Body->body_back())
                                  : nullptr;
  const auto *Ref = Return && Return->getRetValue()
                        ? dyn_cast<DeclRefExpr>(
                              Return->getRetValue()->IgnoreParenImpCasts())
                        : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !V->getInit() && readsLaneIdRegister(V);
}

} // namespace warpagg
