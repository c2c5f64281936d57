//===- ThreadIdentity.cpp -------------------------------------------------===//
#include "warpagg/analysis/ThreadIdentity.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/LaneDistinct.h"
#include "warpagg/analysis/TrustedDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 8;
// Bodies of a project's functions followed from a call, nested (each level
// may call several: kept small).
constexpr int MaxBodyDepth = 2;

// threadIdx / blockIdx / blockDim / gridDim are `__cuda_builtin_*_t` objects
// whose members (x, y, z) are read through getters.
// `threadIdx.x` is a property access: a PseudoObjectExpr whose syntactic
// form is an MSPropertyRefExpr on the builtin variable.
const Expr *semanticForm(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *P = dyn_cast<PseudoObjectExpr>(E))
    return P->getSyntacticForm()->IgnoreParenImpCasts();
  return E;
}

StringRef builtinVariableName(const Expr *E) {
  E = semanticForm(E);
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    E = Call->getImplicitObjectArgument()->IgnoreParenImpCasts();
  else if (const auto *Member = dyn_cast<MemberExpr>(E))
    E = Member->getBase()->IgnoreParenImpCasts();
  else if (const auto *Prop = dyn_cast<MSPropertyRefExpr>(E))
    E = Prop->getBaseExpr()->IgnoreParenImpCasts();
  else
    return "";
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(E))
    E = Opaque->getSourceExpr()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (isToolchainDecl(V) && V->getType()->getAsRecordDecl() &&
          V->getType()->getAsRecordDecl()->getName().starts_with(
              "__cuda_builtin_"))
        return V->getName();
  return "";
}

// The member of a builtin variable read (x, y or z), or empty.
StringRef builtinComponent(const Expr *E) {
  E = semanticForm(E);
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    if (const auto *Method = Call->getMethodDecl())
      return Method->getName().take_back(1);
  if (const auto *Prop = dyn_cast<MSPropertyRefExpr>(E))
    return Prop->getPropertyDecl()->getName();
  return "";
}

bool isKernelParameter(const VarDecl *V) {
  const auto *P = dyn_cast<ParmVarDecl>(V);
  if (!P)
    return false;
  const auto *F = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
  return F && F->hasAttr<CUDAGlobalAttr>();
}

bool uniform(const Expr *E, ASTContext &Context, int Depth);

// Set when a uniformity proof reads a __shared__ or __constant__ scalar: the
// value is uniform by the program's synchronisation, not by anything the
// compiler can see in registers. (Thread-local: -j parses on threads.)
thread_local bool ProofReadsMemory = false;

bool warpUniform(const Expr *E, ASTContext &Context, int Depth);

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

// Results of warp collectives are equal in the lanes that run them together,
// but lanes may regroup later, so they do not prove an address uniform at
// the atomic. They are good enough to recognise `if (lane == leader)`.
bool warpCollectiveResult(const Expr *E, ASTContext &Context) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *F = toolchainCallee(Call);
  if (!F)
    return false;
  if (warpGroupCollective(Call))
    return true;
  StringRef Name = F->getName();
  if (Name == "__activemask" || Name == "__ballot_sync" ||
      Name == "__any_sync" || Name == "__all_sync" ||
      Name.starts_with("__reduce_"))
    return true;
  // Equal only among the lanes that share the key: `lane == __ffs(peers) -
  // 1` picks one lane per key, which is what a hand-written aggregation by
  // address needs.
  if (Name == "__match_any_sync" || Name == "__match_all_sync")
    return true;
  if (Name == "__ffs" || Name == "__ffsll" || Name == "__popc" ||
      Name == "__popcll" || Name == "__clz" || Name == "__brev")
    return Call->getNumArgs() == 1 && warpUniform(Call->getArg(0), Context, 1);
  return false;
}

// Warp-level uniform: block-uniform, a warp collective's result, an
// unchanged local holding one, or arithmetic on those.
bool warpUniform(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return false;
  if (uniform(E, Context, Depth) || warpCollectiveResult(E, Context))
    return true;
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && !B->isCompoundAssignmentOp() &&
           warpUniform(B->getLHS(), Context, Depth + 1) &&
           warpUniform(B->getRHS(), Context, Depth + 1);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return V->hasLocalStorage() && !isa<ParmVarDecl>(V) && V->getInit() &&
             isUnchangedLocal(V, Context) &&
             warpUniform(V->getInit(), Context, Depth + 1);
  return false;
}

bool uniformVariableValue(const VarDecl *V, ASTContext &Context, int Depth) {
  if (V->isUsableInConstantExpressions(Context))
    return true;
  // __constant__ memory cannot change while a kernel runs. A __shared__
  // scalar holds one value for the whole block between barriers (reading it
  // while another thread writes it would be a data race in the program).
  if (V->hasAttr<CUDAConstantAttr>() ||
      (V->hasAttr<CUDASharedAttr>() && V->getType()->isScalarType())) {
    ProofReadsMemory = true;
    return true;
  }
  if (isKernelParameter(V))
    return isUnchangedLocal(V, Context);
  if (!V->hasLocalStorage() || isa<ParmVarDecl>(V))
    return false;
  return V->getInit() && isUnchangedLocal(V, Context) &&
         uniform(V->getInit(), Context, Depth + 1);
}

// The address of a variable: the same for every lane when the variable is a
// global, __constant__ or __shared__ one (the whole block shares it).
bool uniformAddressOf(const Expr *E, ASTContext &Context, int Depth) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    return V && (!V->hasLocalStorage() || V->hasAttr<CUDASharedAttr>());
  }
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *Base = A->getBase()->IgnoreParens();
    bool ArrayBase = false;
    if (const auto *C = dyn_cast<ImplicitCastExpr>(Base))
      ArrayBase = C->getCastKind() == CK_ArrayToPointerDecay;
    bool BaseOk = ArrayBase ? uniformAddressOf(Base, Context, Depth + 1)
                            : uniform(A->getBase(), Context, Depth + 1);
    return BaseOk && uniform(A->getIdx(), Context, Depth + 1);
  }
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->isArrow() ? uniform(M->getBase(), Context, Depth + 1)
                        : uniformAddressOf(M->getBase(), Context, Depth + 1);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->getOpcode() == UO_Deref)
      return uniform(U->getSubExpr(), Context, Depth + 1);
  return false;
}

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

bool uniform(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return false;
  E = E->IgnoreParens();
  if (const auto *Full = dyn_cast<FullExpr>(E)) // temporaries' cleanups
    return uniform(Full->getSubExpr(), Context, Depth + 1);
  if (E->isValueDependent())
    return false;
  if (isIntegerConstant(E, Context))
    return true;
  StringRef Builtin = builtinVariableName(E);
  if (!Builtin.empty())
    return Builtin != "threadIdx";
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    if (C->getCastKind() == CK_ArrayToPointerDecay)
      return uniformAddressOf(C->getSubExpr(), Context, Depth + 1);
    if (C->getCastKind() == CK_LValueToRValue) {
      // Reading a variable (or a member of a by-value parameter struct).
      const Expr *Sub = C->getSubExpr()->IgnoreParens();
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Sub))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          return uniformVariableValue(V, Context, Depth);
      if (const auto *M = dyn_cast<MemberExpr>(Sub)) {
        if (M->isArrow())
          return false;
        const Expr *Base = M->getBase()->IgnoreImplicit();
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Base))
          if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
            return isKernelParameter(V) && isUnchangedLocal(V, Context);
        // A field of a returned value: `block.group_index().x`.
        if (isa<CallExpr>(Base))
          return uniform(Base, Context, Depth + 1);
      }
      return false; // a load from memory
    }
    return uniform(C->getSubExpr(), Context, Depth + 1);
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      return uniformAddressOf(U->getSubExpr(), Context, Depth + 1);
    if (U->isArithmeticOp() || U->getOpcode() == UO_Not ||
        U->getOpcode() == UO_LNot)
      return uniform(U->getSubExpr(), Context, Depth + 1);
    return false;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->isCompoundAssignmentOp() ||
        B->getOpcode() == BO_Comma)
      return false;
    return uniform(B->getLHS(), Context, Depth + 1) &&
           uniform(B->getRHS(), Context, Depth + 1);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return uniformVariableValue(V, Context, Depth);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return blockUniformGroupQuery(Call);
  return false;
}

//===--- one lane per warp ------------------------------------------------===//

bool isLaneIndex(const Expr *E, ASTContext &Context, int Depth);
bool isLaneIndexParameter(const ParmVarDecl *P, ASTContext &Context,
                          int Depth);

// `x % 32`, `x % warpSize`, `x & 31`: the lane part of a thread index.
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

// A function whose body ends returning such a local (readsLaneIdRegister).
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

// An expression that is 0 in at most one lane of each warp: the x thread
// index, a lane id, a linear or global thread id, thread_rank().
bool isLaneIndex(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return false;
  E = E->IgnoreParenImpCasts();
  if (builtinVariableName(E) == "threadIdx")
    return builtinComponent(E) == "x";
  // CUDA's lane-id functions; a project's helper by what it returns.
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *F = Call->getDirectCallee();
    if (isToolchainDecl(F))
      return isToolchainFunction(F, {"thread_rank", "__lane_id", "laneid"});
    return F && (isLaneIndex(returnedExpression(F), Context, Depth + 1) ||
                 returnsLaneIdRegister(F));
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl()))
      return isLaneIndexParameter(P, Context, Depth);
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return V->hasLocalStorage() &&
             (V->getInit() ? isUnchangedLocal(V, Context) &&
                                 isLaneIndex(V->getInit(), Context, Depth + 1)
                           : readsLaneIdRegister(V));
  }
  // (threadIdx.y * blockDim.x + threadIdx.x): its low bits are the lane.
  if (isLinearThreadIndex(E, Context))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    const Expr *L = B->getLHS(), *R = B->getRHS();
    switch (B->getOpcode()) {
    case BO_Add: // threadIdx.x + blockIdx.x * blockDim.x
      return (isLaneIndex(L, Context, Depth + 1) &&
              uniform(R, Context, Depth + 1)) ||
             (isLaneIndex(R, Context, Depth + 1) &&
              uniform(L, Context, Depth + 1));
    case BO_Rem:
      return isLaneIndex(L, Context, Depth + 1) &&
             keepsAllLaneBits(R, /*IsAnd=*/false, Context);
    case BO_And:
      return (isLaneIndex(L, Context, Depth + 1) &&
              keepsAllLaneBits(R, /*IsAnd=*/true, Context)) ||
             (isLaneIndex(R, Context, Depth + 1) &&
              keepsAllLaneBits(L, /*IsAnd=*/true, Context));
    default:
      return false;
    }
  }
  return false;
}

// A parameter of a __device__ function, never changed, that every call in
// the translation unit passes a lane index (and the function's address is
// not taken).
bool isLaneIndexParameter(const ParmVarDecl *P, ASTContext &Context,
                          int Depth) {
  auto Arguments = argumentsPassedFor(P, Context);
  return Arguments && isUnchangedLocal(P, Context) &&
         llvm::all_of(*Arguments, [&](const Expr *Argument) {
           return isLaneIndex(Argument, Context, Depth + 1);
         });
}

// A condition as it is evaluated: parentheses, conversions between integer
// types (a lane index, 0 to 31, and a leader, -1 to 31, keep their values in
// any integer type of 8 bits or more) and an unchanged local bool holding it
// (`bool leader = lane == first; if (leader) ...`) looked through.
const Expr *conditionValue(const Expr *E, ASTContext &Context, int Depth = 0) {
  for (;;) {
    // What is returned keeps its implicit conversions (the reads the other
    // queries look through themselves).
    const Expr *Bare = E->IgnoreParenImpCasts();
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(Bare)) {
      QualType To = Cast->getType();
      if (To->isIntegerType() && !To->isBooleanType() &&
          Context.getTypeSize(To) >= 8 &&
          Cast->getSubExpr()->getType()->isIntegerType()) {
        E = Cast->getSubExpr();
        continue;
      }
      return E;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(Bare);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || Depth > MaxDepth || !V->getType()->isBooleanType() ||
        !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getInit() ||
        !isUnchangedLocal(V, Context))
      return E;
    E = V->getInit();
    ++Depth;
  }
}

// The integer constant \p E is, if it is one.
std::optional<int64_t> constantOf(const Expr *E, ASTContext &Context) {
  if (E->isValueDependent())
    return std::nullopt;
  std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Context);
  if (!V || V->getSignificantBits() > 64)
    return std::nullopt;
  return V->getExtValue();
}

// `Index Op Bound` (either way round) that holds exactly where a lane index
// is 0: `== 0`, `< 1`, `<= 0` (a lane index is never negative). With
// \p Negated, exactly where it is not: `!= 0`, `> 0`, `>= 1`.
bool comparesLaneIndexWithZero(const BinaryOperator *B, bool Negated,
                               ASTContext &Context) {
  auto Test = [&](const Expr *Index, const Expr *Bound, BinaryOperatorKind Op) {
    std::optional<int64_t> C = constantOf(Bound, Context);
    if (!C || !isLaneIndex(conditionValue(Index, Context), Context, 0))
      return false;
    if (Negated)
      return (Op == BO_NE && *C == 0) || (Op == BO_GT && *C == 0) ||
             (Op == BO_GE && *C == 1);
    return (Op == BO_EQ && *C == 0) || (Op == BO_LT && *C == 1) ||
           (Op == BO_LE && *C == 0);
  };
  BinaryOperatorKind Op = B->getOpcode();
  return Test(B->getLHS(), B->getRHS(), Op) ||
         (B->isComparisonOp() &&
          Test(B->getRHS(), B->getLHS(), BinaryOperator::reverseComparisonOp(Op)));
}

// `lane == 0`, `0 == lane`, `!lane`, `lane < 1`, `lane == leader` with a
// uniform leader, or a conjunction containing one; through conversions and
// a local bool (conditionValue).
bool selectsOneLane(const Expr *Cond, ASTContext &Context) {
  Cond = conditionValue(Cond, Context);
  if (const auto *U = dyn_cast<UnaryOperator>(Cond))
    return U->getOpcode() == UO_LNot &&
           isLaneIndex(conditionValue(U->getSubExpr(), Context), Context, 0);
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return false;
  if (B->getOpcode() == BO_LAnd)
    return selectsOneLane(B->getLHS(), Context) ||
           selectsOneLane(B->getRHS(), Context);
  if (comparesLaneIndexWithZero(B, /*Negated=*/false, Context))
    return true;
  if (B->getOpcode() != BO_EQ)
    return false;
  // `tib == 0` for a thread index at a pitch the launch must fit
  // (`threadIdx.x + threadIdx.y * 32`): one thread of the block.
  auto IsZero = [&](const Expr *E) {
    std::optional<int64_t> V = constantOf(E, Context);
    return V && *V == 0;
  };
  if ((IsZero(B->getRHS()) && isZeroInOneThread(B->getLHS(), Context)) ||
      (IsZero(B->getLHS()) && isZeroInOneThread(B->getRHS(), Context)))
    return true;
  // `lane == leader`, and `tib == CONST - 1` on a thread index at a pitch
  // of 32 or more (at most two lanes of a warp: isFewLanesPerValueIndex).
  auto OneSide = [&](const Expr *Index, const Expr *Value) {
    Index = conditionValue(Index, Context);
    return (isLaneIndex(Index, Context, 0) ||
            isFewLanesPerValueIndex(Index, Context)) &&
           warpUniform(conditionValue(Value, Context), Context, 0);
  };
  return OneSide(B->getLHS(), B->getRHS()) || OneSide(B->getRHS(), B->getLHS());
}

// `lane != 0`, `lane`, `lane > 0`, `lane >= 1`, `lane != leader`: the
// negation of selectsOneLane, as the condition of an early return.
bool rejectsAllButOneLane(const Expr *Cond, ASTContext &Context) {
  Cond = conditionValue(Cond, Context);
  if (isLaneIndex(Cond, Context, 0))
    return true;
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return false;
  if (B->getOpcode() == BO_LOr)
    return rejectsAllButOneLane(B->getLHS(), Context) ||
           rejectsAllButOneLane(B->getRHS(), Context);
  if (comparesLaneIndexWithZero(B, /*Negated=*/true, Context))
    return true;
  if (B->getOpcode() != BO_NE)
    return false;
  auto OneSide = [&](const Expr *Index, const Expr *Value) {
    return isLaneIndex(conditionValue(Index, Context), Context, 0) &&
           warpUniform(conditionValue(Value, Context), Context, 0);
  };
  return OneSide(B->getLHS(), B->getRHS()) || OneSide(B->getRHS(), B->getLHS());
}

bool isEarlyExitForOtherLanes(const Stmt *S, ASTContext &Context) {
  const auto *If = dyn_cast<IfStmt>(S);
  if (!If || If->getElse() || !If->getCond())
    return false;
  const Stmt *Then = If->getThen();
  if (const auto *Block = dyn_cast<CompoundStmt>(Then))
    Then = Block->size() == 1 ? Block->body_front() : nullptr;
  return Then && isa<ReturnStmt>(Then) &&
         rejectsAllButOneLane(If->getCond(), Context);
}

} // namespace

Uniformity classifyUniformity(const Expr *E, ASTContext &Context) {
  ProofReadsMemory = false;
  if (!uniform(E, Context, 0))
    return Uniformity::Varying;
  return ProofReadsMemory ? Uniformity::UniformThroughMemory
                          : Uniformity::UniformInRegisters;
}

Uniformity classifyAddressOfUniformity(const Expr *Object,
                                       ASTContext &Context) {
  ProofReadsMemory = false;
  if (!uniformAddressOf(Object, Context, 0))
    return Uniformity::Varying;
  return ProofReadsMemory ? Uniformity::UniformThroughMemory
                          : Uniformity::UniformInRegisters;
}

bool isWarpUniform(const Expr *E, ASTContext &Context) {
  return E && classifyUniformity(E, Context) != Uniformity::Varying;
}

StringRef cudaBuiltinName(const Expr *E) { return builtinVariableName(E); }

StringRef cudaBuiltinComponent(const Expr *E) {
  return builtinVariableName(E).empty() ? "" : builtinComponent(E);
}

namespace {

bool guardedInEveryCaller(const FunctionDecl *F, ASTContext &Context,
                          int CallDepth);

bool isAlreadyAggregatedAt(const CallExpr *Call, ASTContext &Context,
                           int CallDepth) {
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (int Level = 0; Level < 64; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty())
      return false;
    DynTypedNode ParentNode = Parents[0];
    // Reached the function: guarded if every call of it is.
    if (const auto *F = ParentNode.get<FunctionDecl>())
      return guardedInEveryCaller(F, Context, CallDepth);
    // A variable initialised by the call: continue from its declaration.
    if (const auto *V = ParentNode.get<VarDecl>()) {
      if (V->isLocalVarDecl()) {
        Child = ParentNode;
        continue;
      }
      return false;
    }
    const Stmt *Parent = ParentNode.get<Stmt>();
    if (!Parent)
      return false; // reached the function, a lambda, a global...
    const Stmt *ChildStmt = Child.get<Stmt>();
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      if (ChildStmt && ChildStmt == If->getThen() && If->getCond() &&
          selectsOneLane(If->getCond(), Context))
        return true;
    if (const auto *Block = dyn_cast<CompoundStmt>(Parent))
      for (const Stmt *S : Block->body()) {
        if (S == ChildStmt)
          break;
        if (isEarlyExitForOtherLanes(S, Context))
          return true;
      }
    Child = ParentNode;
  }
  return false;
}

// A __device__ function (not a lambda's operator()) whose every call in the
// translation unit is itself reached by one lane per warp.
bool guardedInEveryCaller(const FunctionDecl *F, ASTContext &Context,
                          int CallDepth) {
  if (CallDepth > 3 || F->hasAttr<CUDAGlobalAttr>() || isa<CXXMethodDecl>(F))
    return false;
  auto Calls = callsOf(F, Context);
  return Calls && !Calls->empty() &&
         llvm::all_of(*Calls, [&](const CallExpr *Call) {
           return isAlreadyAggregatedAt(Call, Context, CallDepth + 1);
         });
}

// Writes lanes off to their peers itself: a match or a labeled partition
// (CUDA's, or in the body of a project's function it calls).
bool matchesLanes(const Stmt *S, int Depth = 0) {
  if (!S || Depth > MaxBodyDepth)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    if (const FunctionDecl *F = toolchainCallee(Call)) {
      if (F->getName() == "__match_any_sync" ||
          F->getName() == "__match_all_sync" ||
          F->getName() == "labeled_partition")
        return true;
    } else if (const FunctionDecl *F = Call->getDirectCallee()) {
      if (F->hasBody() && matchesLanes(F->getBody(), Depth + 1))
        return true;
    }
  }
  for (const Stmt *Child : S->children())
    if (matchesLanes(Child, Depth))
      return true;
  return false;
}

} // namespace

bool isAlreadyAggregated(const CallExpr *Call, ASTContext &Context) {
  return isAlreadyAggregatedAt(Call, Context, 0);
}

bool isHandWrittenFallback(const CallExpr *Call, ASTContext &Context) {
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (int Level = 0; Level < 64; ++Level) {
    DynTypedNodeList Parents = Context.getParents(Child);
    if (Parents.empty() || Parents[0].get<FunctionDecl>())
      return false;
    if (const auto *If = Parents[0].get<IfStmt>()) {
      const Stmt *In = Child.get<Stmt>();
      const Stmt *Other = In == If->getThen()   ? If->getElse()
                          : In == If->getElse() ? If->getThen()
                                                : nullptr;
      if (Other && matchesLanes(Other))
        return true;
    }
    Child = Parents[0];
  }
  return false;
}

namespace {

bool callsCas(const Stmt *S, int Depth = 0) {
  if (!S || Depth > MaxBodyDepth)
    return false;
  // atomicCAS, or an atomic_ref's compare_exchange_weak/_strong: CUDA's,
  // or in the body of a project's function (its own atomicCAS overload).
  if (const auto *C = dyn_cast<CallExpr>(S)) {
    if (const FunctionDecl *F = toolchainCallee(C)) {
      if (F->getName().starts_with("atomicCAS") ||
          F->getName().starts_with("compare_exchange"))
        return true;
    } else if (const FunctionDecl *F = C->getDirectCallee()) {
      if (F->hasBody() && callsCas(F->getBody(), Depth + 1))
        return true;
    }
  }
  for (const Stmt *Sub : S->children())
    if (callsCas(Sub, Depth))
      return true;
  return false;
}

// Variables assigned (or initialised) from an atomicCAS inside S.
void casResults(const Stmt *S, llvm::SmallPtrSetImpl<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *B = dyn_cast<BinaryOperator>(S))
    if (B->isAssignmentOp() && callsCas(B->getRHS()))
      if (const auto *Ref = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          Out.insert(V);
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Decl : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Decl))
        if (V->getInit() && callsCas(V->getInit()))
          Out.insert(V);
  for (const Stmt *Sub : S->children())
    casResults(Sub, Out);
}

// A retry loop around atomicCAS: it calls atomicCAS, and whether it goes
// round again depends on that CAS (the condition calls it or reads its
// result), or it has no exit condition at all (`while (true)` with a break
// once the CAS succeeds). A loop that merely contains a one-shot CAS claim
// (`for (e...) if (atomicCAS(&seen[v], 0, 1) == 0) ...`) is not one.
bool isCasRetryLoop(const Stmt *Loop, ASTContext &Context) {
  auto Parts = loopConditionAndBody(Loop);
  if (!Parts)
    return false;
  auto [Cond, Body] = *Parts;
  if (!callsCas(Loop))
    return false;
  if (!Cond || Cond->isValueDependent())
    return !Cond;
  bool Value = false;
  if (Cond->EvaluateAsBooleanCondition(Value, Context) && Value)
    return true;
  if (callsCas(Cond))
    return true;
  llvm::SmallPtrSet<const VarDecl *, 4> Results;
  casResults(Body, Results);
  return mentionsAny(Cond, Results);
}

} // namespace

bool isInsideCasLoop(const CallExpr *Call, ASTContext &Context) {
  return anyEnclosingStatement(Call, Context, [&](const Stmt *Loop) {
    return isCasRetryLoop(Loop, Context);
  });
}

} // namespace warpagg
